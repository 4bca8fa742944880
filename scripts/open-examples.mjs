#!/usr/bin/env node
// `npm run examples`: builds the extension and opens it on examples/ in a real VS Code. Uses the desktop `code`
// when there is one; otherwise starts VS Code's server (the headless route of the tests) on 127.0.0.1 and prints
// the address to open in a browser. Installs what is missing first, so it works on a fresh clone.
// Options: --port N (default: a free port); --headless, VS Code's server even where a desktop `code` exists.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const examples = join(root, 'examples');

function step(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${cmd} ${args.join(' ')} failed`);
    process.exit(1);
  }
}

function desktopCode() {
  const r = spawnSync('sh', ['-c', 'command -v code'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

step('npm', ['install', '--no-audit', '--no-fund']);
step('npm', ['run', '--silent', 'build']);

const code = process.argv.includes('--headless') ? undefined : desktopCode();
if (code) {
  console.log(`Opening ${examples} in ${code} with the extension from ${root}`);
  spawn(code, [`--extensionDevelopmentPath=${root}`, examples], { stdio: 'ignore', detached: true }).unref();
} else {
  const { runDirs, startServer, workbenchUrl } = await import('../test/vscode/headless.mjs');
  const portArg = process.argv.indexOf('--port');
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : undefined;
  const server = await startServer(runDirs(join(root, '.examples-run')), { port });
  const url = workbenchUrl(server.port, { folder: examples, extensionDevelopmentPath: root });
  console.log(`\nNo desktop VS Code here: VS Code's server is running on 127.0.0.1:${server.port}.`);
  console.log(`Open this address in a browser on this machine (Ctrl+C stops the server):\n\n  ${url}\n`);
  const stop = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.process.on('exit', (c) => {
    console.error(`VS Code's server stopped (exit ${c})`);
    process.exit(1);
  });
}
