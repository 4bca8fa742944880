// What a user gets: the .vsix holds what runs and nothing else, everything the manifest names is in it, its size is
// the one the README states; the `asp-puzzles` command of `bin` works once linked, under each Node we support.
// Runs after `npm run package` (the .vsix) and the build (dist/cli.js).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { headlessPaths } from '../vscode/install.mjs';
import { nestedInstallEnv } from '../vscode/nestedInstallEnv.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const vsix = join(root, 'dist', 'asp-grid-puzzles.vsix');
const level21 = join(root, 'examples', 'flow', 'level21.lp');

/** The files `vsce ls` puts in the package. */
function packagedFiles() {
  const r = spawnSync(process.execPath, [join(root, 'node_modules', '@vscode', 'vsce', 'vsce'), 'ls'], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.split('\n').map((l) => l.trim()).filter(Boolean).sort();
}

/** What a user needs: the manifest and its texts, the bundles, the grammar, media, encodings, clingo-wasm for Node. */
const NEEDED = [
  /^(package\.json|README\.md|CHANGELOG\.md|LICENSE|language-configuration\.json)$/,
  /^syntaxes\/clingo\.tmLanguage\.json$/,
  /^dist\/(client|server|cli|cliMain|clingoWorker|codeCacheBuilder|jspdf)\.js$/,
  /^dist\/webview\/preview\.js$/,
  /^server\/encodings\/[\w-]+\.lp$/,
  /^media\/[\w./-]+\.(css|svg|md|png)$/,
  /^examples\/flow\/level21\.lp$/,
  /^node_modules\/clingo-wasm\/(package\.json|LICENSE)$/,
  /^node_modules\/clingo-wasm\/dist\/[\w.-]+\.(js|wasm)$/,
];

/** Every file the manifest points at, relative to the package's root. */
function namedByManifest() {
  const strip = (p) => p.replace(/^\.\//, '');
  const c = manifest.contributes;
  const named = [manifest.main, manifest.icon, 'CHANGELOG.md', ...Object.values(manifest.bin), ...c.grammars.map((g) => g.path),
    ...c.languages.map((l) => l.configuration).filter(Boolean)];
  for (const w of c.walkthroughs) {
    for (const s of w.steps) {
      for (const m of [s.media.markdown, s.media.svg, s.media.image]) {
        if (typeof m === 'string') named.push(m);
        else if (m) named.push(...Object.values(m));
      }
    }
  }
  return named.map(strip);
}

describe('the .vsix', () => {
  const files = packagedFiles();

  it('holds only what runs: no sources, tests, maps, caches or browser builds', () => {
    const extra = files.filter((f) => !NEEDED.some((re) => re.test(f)));
    assert.deepEqual(extra, []);
    assert.ok(!files.some((f) => /\.(ts|map)$|^(test|out|client|scripts)\//.test(f)), files.join('\n'));
    assert.ok(!files.includes('node_modules/clingo-wasm/dist/index.web.js'), 'the browser build of clingo-wasm is shipped');
    assert.ok(!files.includes('node_modules/clingo-wasm/dist/index.node.js'), "clingo-wasm's own worker is shipped beside ours");
  });

  it('holds every file the manifest names, and the clingo-wasm that the server loads', () => {
    const missing = namedByManifest().filter((f) => !files.includes(f));
    assert.deepEqual(missing, []);
    for (const f of ['client.js', 'run.js', 'clingo.js', 'clingo.wasm']) {
      assert.ok(files.includes(`node_modules/clingo-wasm/dist/${f}`), f);
    }
    // The bundles load jsPDF from a file of their own on the first PDF.
    assert.ok(files.includes('dist/jspdf.js'), 'dist/jspdf.js');
    // The sandbox runs the single-threaded build only: the threaded one is not shipped.
    assert.ok(!files.some((f) => /clingo-mt\./.test(f)), 'the threaded build of clingo-wasm is shipped');
  });

  it('is as large as the README says, within a tenth', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const stated = /\.vsix\s+is about ([\d.]+) MB/.exec(readme);
    assert.ok(stated, 'the README states no size of the .vsix ("… .vsix … is about N MB")');
    const actual = statSync(vsix).size / 2 ** 20;
    const ratio = actual / Number(stated[1]);
    assert.ok(ratio > 0.9 && ratio < 1.1, `the .vsix is ${actual.toFixed(2)} MB, the README says ${stated[1]} MB`);
  });
});

/** Solves the example under the Node at `node`: its version and the number of answers `asp-puzzles` found. */
function solveWith(node, cli = join(root, 'dist', 'cli.js')) {
  assert.ok(existsSync(node), `${node} is missing: \`node test/vscode/install.mjs\` installs it`);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const r = spawnSync(node, [cli, 'solve', level21, '--models', '0', '--json'], { encoding: 'utf8', timeout: 120_000 });
  assert.equal(r.status, 30, `${node} (${version}): exit ${r.status}\n${r.stderr}`);
  return { version, answers: JSON.parse(r.stdout).answers.length };
}

describe('the command line under each supported Node', () => {
  it(`runs under this Node (${process.version}), at least the ${manifest.engines.node} that package.json asks for`, () => {
    const major = Number(process.versions.node.split('.')[0]);
    assert.ok(major >= Number(/\d+/.exec(manifest.engines.node)[0]), `${process.version} is older than ${manifest.engines.node}`);
    assert.deepEqual(solveWith(process.execPath), { version: process.version, answers: 9 });
  });

  it('runs under the Node 24 that the headless VS Code uses', () => {
    const { version, answers } = solveWith(headlessPaths().node);
    assert.match(version, /^v24\./);
    assert.equal(answers, 9);
  });
});

describe('the asp-puzzles command', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'asp-puzzles-link-'));
  after(() => rmSync(prefix, { recursive: true, force: true }));

  it('is what `npm link` installs from package.json\'s bin, and it solves', () => {
    assert.equal(manifest.bin['asp-puzzles'], './dist/cli.js');
    // A global link into a scratch prefix, so that nothing outside it changes.
    const link = spawnSync('npm', ['link', '--no-audit', '--no-fund'], {
      cwd: root, encoding: 'utf8', env: nestedInstallEnv(process.env, { extra: { npm_config_prefix: prefix } }),
    });
    assert.equal(link.status, 0, link.stderr);
    const command = join(prefix, 'bin', 'asp-puzzles');
    const help = spawnSync(command, ['--help'], { encoding: 'utf8' });
    assert.equal(help.status, 0, help.stderr);
    assert.match(help.stdout, /^Usage: asp-puzzles solve FILE\.\.\./);
    const solved = spawnSync(command, ['solve', level21], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(solved.status, 10, solved.stderr);
    assert.match(solved.stdout, /^Answer 1:/m);
  });
});

describe('the Get Started walkthrough', () => {
  it('shows the picture the preview draws of the example it opens (scripts/walkthrough-media.mjs makes it)', async () => {
    const { MEDIA, walkthroughSvg } = await import('../../scripts/walkthrough-media.mjs');
    const drawn = walkthroughSvg();
    assert.equal(readFileSync(MEDIA, 'utf8'), drawn, 'the picture is out of date: run node scripts/walkthrough-media.mjs');
    // Five pipes, one per colour of the example, and no <style>, which the walkthrough's page would drop.
    const colours = new Set([...drawn.matchAll(/class="aspv-cell" fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
    assert.equal(colours.size, 5);
    assert.doesNotMatch(drawn, /<style/);
  });
});
