// The environment of the headless VS Code's nested installs: run from `npm test` or `npm run examples`, they must
// not inherit the outer npm's description of itself — code-server's install script reads the Node major from
// `npm_config_user_agent` and refused Node 24 because the outer npm said Node 20.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';

const root = join(__dirname, '..', '..', '..');
type Env = Record<string, string>;
interface EnvModule {
  nestedInstallEnv(env: Env, options?: { nodeBinDir?: string; extra?: Env }): Env;
}
interface InstallModule {
  headlessPaths(root?: string): { nodeDir: string };
  codeServerInstallEnv(paths: { nodeDir: string }, env: Env): Env;
}
const load = <T>(path: string): Promise<T> => import(pathToFileURL(join(root, path)).href) as Promise<T>;

/** What npm 11 under Node 20 hands a script it runs (`npm test`), names and kinds of values as seen here. */
const OUTER: Env = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/root',
  NODE_EXTRA_CA_CERTS: '/etc/ssl/certs/ca-certificates.crt',
  NODE: '/usr/local/bin/node',
  INIT_CWD: '/work/project',
  npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false',
  npm_config_node_gyp: '/usr/local/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
  npm_config_nodedir: '/usr/local/include/node',
  npm_config_local_prefix: '/work/project',
  npm_config_npm_version: '11.19.1',
  npm_config_registry: 'http://127.0.0.1:4873/',
  npm_config_userconfig: '/root/.npmrc',
  npm_execpath: '/usr/local/lib/node_modules/npm/bin/npm-cli.js',
  npm_node_execpath: '/usr/local/bin/node',
  npm_command: 'test',
  npm_lifecycle_event: 'test',
  npm_lifecycle_script: 'node scripts/test-all.mjs',
  npm_package_name: 'asp-grid-puzzles',
  npm_package_json: '/work/project/package.json',
};

describe('the environment of a nested install', () => {
  it('drops what the outer npm says of itself, keeps where to fetch from, puts the chosen Node first', async () => {
    const { nestedInstallEnv } = await load<EnvModule>('test/vscode/nestedInstallEnv.mjs');
    const env = nestedInstallEnv(OUTER, { nodeBinDir: '/cache/node/bin', extra: { npm_config_nodedir: '/cache/node' } });
    assert.deepEqual(Object.keys(env).sort(), ['HOME', 'NODE_EXTRA_CA_CERTS', 'PATH', 'npm_config_nodedir',
      'npm_config_registry', 'npm_config_userconfig']);
    assert.equal(env.PATH, '/cache/node/bin:/usr/local/bin:/usr/bin:/bin');
    assert.equal(env.npm_config_nodedir, '/cache/node');
    assert.equal(env.npm_config_registry, OUTER.npm_config_registry);
  });

  it("is what the installer hands code-server's install: Node 24 first on PATH and its headers, no outer user agent", async () => {
    const { codeServerInstallEnv, headlessPaths } = await load<InstallModule>('test/vscode/install.mjs');
    const paths = headlessPaths('/cache');
    const env = codeServerInstallEnv(paths, OUTER);
    assert.equal(env.npm_config_user_agent, undefined);
    assert.ok(!Object.keys(env).some((k) => /^npm_(lifecycle|package|execpath|node_execpath)|^NODE$/.test(k)), Object.keys(env).join(' '));
    assert.equal(env.PATH.split(':')[0], join(paths.nodeDir, 'bin'));
    assert.equal(env.npm_config_nodedir, paths.nodeDir);
  });

  it('lets a real nested npm describe the Node that runs it, not the outer one', async () => {
    const { nestedInstallEnv } = await load<EnvModule>('test/vscode/nestedInstallEnv.mjs');
    const dir = mkdtempSync(join(tmpdir(), 'asp-nested-npm-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({
        name: 'probe', version: '1.0.0', scripts: { agent: 'node -e "console.log(process.env.npm_config_user_agent)"' },
      }));
      // The outer npm claims a Node that is not the one running.
      const outer = { ...(process.env as Env), npm_config_user_agent: 'npm/9.0.0 node/v18.0.0 linux x64 workspaces/false' };
      const inherited = spawnSync('npm', ['run', '--silent', 'agent'], { cwd: dir, env: outer, encoding: 'utf8' });
      assert.match(inherited.stdout, /node\/v18\.0\.0/, 'npm no longer passes an inherited user agent on: this test shows nothing');
      const nested = spawnSync('npm', ['run', '--silent', 'agent'], { cwd: dir, env: nestedInstallEnv(outer), encoding: 'utf8' });
      assert.equal(nested.status, 0, nested.stderr);
      assert.match(nested.stdout, new RegExp(`node/${process.version.replace(/\./g, '\\.')} `));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
