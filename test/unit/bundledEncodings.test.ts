// Where the bundled encodings are found at run time, and that the language server's own analysis is quiet
// about them, as a user opening one would see it.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { analyze } from '../../server/src/language/analysis';
import { Workspace } from '../../server/src/language/workspace';
import { sandboxed } from '../../server/src/solving/luaSandbox';
import { bundledEncodingPath, BUNDLED_ENCODINGS, findEncodingsFolder, readBundledEncoding } from '../../server/src/puzzles/encodings';
import { closedMaze, carve, EAST } from '../../server/src/puzzles/wallMaze/maze';
import { toFacts } from '../../server/src/puzzles/wallMaze/generate';

const root = join(__dirname, '..', '..', '..');
const encodings = join(root, 'server', 'encodings');

describe('finding the bundled encodings', () => {
  it('from the compiled module in out/server/src/puzzles', () => {
    assert.equal(findEncodingsFolder(join(root, 'out', 'server', 'src', 'puzzles')), encodings);
    assert.equal(findEncodingsFolder(), encodings);
  });

  it('from the bundle dist/server.js', () => {
    assert.equal(findEncodingsFolder(join(root, 'dist')), encodings);
  });

  it('from a bundle with an encodings folder beside it, and nowhere else', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'encodings-'));
    try {
      mkdirSync(join(tmp, 'ext', 'dist'), { recursive: true });
      assert.throws(() => findEncodingsFolder(join(tmp, 'ext', 'dist')), /no bundled encodings/);
      mkdirSync(join(tmp, 'ext', 'encodings'));
      writeFileSync(join(tmp, 'ext', 'encodings', 'flow.lp'), '');
      assert.equal(findEncodingsFolder(join(tmp, 'ext', 'dist')), join(tmp, 'ext', 'encodings'));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('has every named encoding', () => {
    for (const name of BUNDLED_ENCODINGS) {
      assert.ok(existsSync(bundledEncodingPath(name)), name);
      assert.match(readBundledEncoding(name), /#show/);
    }
  });

  // The bundled solver starts Lua for its sandbox in any program that has the word "script" anywhere, even in a
  // comment: for these, that would be a few milliseconds of every solve for nothing.
  it('run on the bundled solver without its Lua sandbox, having no script', () => {
    for (const name of BUNDLED_ENCODINGS) {
      const text = readBundledEncoding(name);
      assert.equal(sandboxed(text).text, text, `${name}.lp mentions "script"`);
    }
  });
});

describe('the bundled encodings under the language analysis', () => {
  const maze = closedMaze(2, 1);
  carve(maze, 0, 0, EAST);
  const instances: Record<string, string> = {
    'cell-maze': readFileSync(join(root, 'examples', 'maze', 'maze-5x5.lp'), 'utf8'),
    flow: readFileSync(join(root, 'examples', 'flow', 'level2.lp'), 'utf8'),
    'wall-maze-path': toFacts(maze, { x: 0, y: 0 }, { x: 1, y: 0 }),
  };
  for (const name of BUNDLED_ENCODINGS) {
    it(`${name}.lp has no errors or warnings beside an instance`, () => {
      const ws = new Workspace();
      const uri = pathToFileURL(bundledEncodingPath(name)).href;
      ws.set(uri, readBundledEncoding(name));
      ws.set(pathToFileURL(join(encodings, 'instance.lp')).href, instances[name]);
      const serious = analyze(ws, uri, { fileExists: existsSync }).filter((d) => d.severity === 'error' || d.severity === 'warning');
      assert.deepEqual(serious.map((d) => `${d.code}: ${d.message}`), []);
    });
  }
});
