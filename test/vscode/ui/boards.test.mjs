// What the boards look like, pixel by pixel: each example is solved as `asp-puzzles solve` solves it, its first
// answer drawn by the renderer the panel and the exports use, the SVG rasterised by Chromium, and the colour of every
// cell read back and held against what the answer's atoms say that cell is — in the exports' light, dark and
// high-contrast themes, and in the panel's theme-following form under a light and a dark editor theme.
// (A board once came out one flat grey while a test that only checked that something was drawn passed.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, runDirs } from '../headless.mjs';
import { root } from './session.mjs';

const require = createRequire(import.meta.url);
const compiled = (path) => require(join(root, 'out', 'server', 'src', path));
const { parse } = compiled('language/parser/index.js');
const { extractFacts } = compiled('puzzles/facts.js');
const { answerView } = compiled('puzzles/views.js');
const { renderSvg } = compiled('view/svg.js');
const { COLOURS } = compiled('view/svgTheme.js');

/** Pixels per cell when rasterising; cells are sampled near their upper left corner, clear of labels and lines. */
const CELL = 40;
const shots = join(root, '.test-runs', 'ui-boards', 'screenshots');
const SAMPLE = 0.22;

/** The editor themes the panel is tried under: the CSS variables VS Code gives a webview that the renderer reads. */
const EDITOR_THEMES = {
  light: { '--vscode-editor-background': '#ffffff', '--vscode-editor-foreground': '#3b3b3b', '--vscode-editorIndentGuide-background1': '#d3d3d3' },
  dark: { '--vscode-editor-background': '#1f1f1f', '--vscode-editor-foreground': '#cccccc', '--vscode-editorIndentGuide-background1': '#404040' },
};

function solve(example) {
  const path = join(root, 'examples', example);
  const r = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'solve', path, '--json'], { encoding: 'utf8', timeout: 120_000 });
  assert.ok(r.status === 10 || r.status === 30, `${example}: exit ${r.status}\n${r.stderr}`);
  const report = JSON.parse(r.stdout);
  return { report, facts: extractFacts(parse(readFileSync(path, 'utf8'))), atoms: report.answers[0].atoms };
}

const num = (t) => (t.type === 'number' ? t.value : undefined);
const text = (t) => (t.type === 'string' ? t.value : t.type === 'function' ? t.name : String(t.value));

/**
 * What each cell of the generic grid must show, from the answer's `color/3` atoms: the named colour, or for cells
 * without one the board's colour (on paper a given shows it too). Keys are "row,column" from 0.
 */
function gridExpectation(atoms, rows, columns, board) {
  const expected = new Map();
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) expected.set(`${r},${c}`, board);
  for (const a of atoms) {
    if (a.name !== 'color' || a.args.length !== 3) continue;
    expected.set(`${num(a.args[0]) - 1},${num(a.args[1]) - 1}`, text(a.args[2]));
  }
  return expected;
}

/** Flow: each cell washed (40%) in the colour of the pipe through it, over the black board. */
function flowExpectation(atoms) {
  const expected = new Map();
  for (const a of atoms) {
    if (a.name !== 'e' || a.args.length !== 3) continue;
    for (const v of a.args.slice(0, 2)) {
      const [, r, c] = /^v(\d)(\d)$/.exec(text(v));
      expected.set(`${Number(r) - 1},${Number(c) - 1}`, { colour: text(a.args[2]), over: '#000000', alpha: 0.4 });
    }
  }
  return expected;
}

describe('the boards as pixels', () => {
  let browser;
  let browserDir;
  let page;

  before(async () => {
    rmSync(shots, { recursive: true, force: true });
    mkdirSync(shots, { recursive: true });
    browserDir = mkdtempSync(join(tmpdir(), 'asp-boards-'));
    browser = await launchBrowser(runDirs(browserDir));
    page = await browser.newPage();
    await page.setContent('<!DOCTYPE html><html><body></body></html>');
  });

  after(async () => {
    await browser?.close();
    // The browser's TMPDIR and XDG folders: unused once it is closed.
    if (browserDir) rmSync(browserDir, { recursive: true, force: true });
  });

  /**
   * Rasterises `svg` (with the CSS variables `vars` on the page, as a webview has them) and returns the colour at
   * each cell's sample point as [r, g, b], and the expected colours resolved by the browser's own CSS parser.
   */
  async function cellColours(svg, rows, columns, vars, expected) {
    return page.evaluate(async ({ svg, rows, columns, vars, expected, CELL, SAMPLE }) => {
      const host = document.createElement('div');
      for (const [k, v] of Object.entries(vars)) host.style.setProperty(k, v);
      host.innerHTML = svg;
      document.body.replaceChildren(host);
      const el = host.querySelector('svg');
      // Inline the computed paint of every element, so that an <img> draws what the page shows.
      for (const node of el.querySelectorAll('*')) {
        const style = getComputedStyle(node);
        node.setAttribute('fill', style.fill);
        node.setAttribute('stroke', style.stroke);
      }
      el.setAttribute('width', String(el.viewBox.baseVal.width * CELL));
      el.setAttribute('height', String(el.viewBox.baseVal.height * CELL));
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(el))}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const margin = -el.viewBox.baseVal.x;
      const resolve = (css) => {
        ctx.fillStyle = '#010203';
        ctx.fillStyle = css;
        const hex = ctx.fillStyle;
        return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      };
      const seen = {};
      const want = {};
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < columns; c++) {
          const x = Math.round((margin + c + SAMPLE) * CELL);
          const y = Math.round((margin + r + SAMPLE) * CELL);
          seen[`${r},${c}`] = [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
          const e = expected[`${r},${c}`];
          if (e === undefined) continue;
          if (typeof e === 'string') want[`${r},${c}`] = resolve(e);
          else {
            const [fg, bg] = [resolve(e.colour), resolve(e.over)];
            want[`${r},${c}`] = fg.map((v, i) => Math.round(e.alpha * v + (1 - e.alpha) * bg[i]));
          }
        }
      }
      return { seen, want, png: canvas.toDataURL('image/png') };
    }, { svg, rows, columns, vars, expected: Object.fromEntries(expected), CELL, SAMPLE });
  }

  /**
   * Holds every cell against its expectation, ±10 per channel; returns how many cells showed each colour. The
   * picture is left in .test-runs/ui-boards/screenshots/ for a person to look at.
   */
  function compare(name, { seen, want, png }) {
    writeFileSync(join(shots, `${name.replace(/[^\w-]+/g, '-').replace(/-+$/, '')}.png`), Buffer.from(png.split(',')[1], 'base64'));
    const wrong = [];
    const shares = new Map();
    for (const [cell, colour] of Object.entries(want)) {
      const got = seen[cell];
      if (got.some((v, i) => Math.abs(v - colour[i]) > 10)) wrong.push(`${cell}: rgb(${got}) instead of rgb(${colour})`);
      shares.set(String(got), (shares.get(String(got)) ?? 0) + 1);
    }
    assert.deepEqual(wrong.slice(0, 8), [], `${name}: ${wrong.length} cells show the wrong colour`);
    return shares;
  }

  // The generic grid's examples all name their colours, so they are drawn on paper: white in every theme. A given
  // shows the paper or its colour there, told by its bold label: a shade of its own would patch a Sudoku's boxes.
  for (const example of ['grid/nonogram.lp', 'grid/queens-grid.lp', 'grid/sudoku.lp']) {
    it(`draws ${example} with each cell in the colour its atoms give, on paper in every theme`, async () => {
      const { facts, atoms } = solve(example);
      const view = answerView('grid', facts, atoms);
      const expected = gridExpectation(atoms, view.rows, view.columns, COLOURS.board.light);
      const colours = new Set(expected.values()).size;
      assert.ok(colours >= 2, `${example}: ${colours} colours expected`);
      const renderings = [
        ...['light', 'dark', 'high-contrast'].map((theme) => [theme, renderSvg(view, { theme }), {}]),
        ...Object.entries(EDITOR_THEMES).map(([name, vars]) => [`panel, ${name}`, renderSvg(view), vars]),
      ];
      for (const [name, svg, vars] of renderings) {
        const shares = compare(`${example} (${name})`, await cellColours(svg, view.rows, view.columns, vars, expected));
        assert.equal(shares.size, colours, `${example} (${name}): ${shares.size} colours on the board`);
      }
    });
  }

  it('draws the Flow board with each cell washed in the colour of the pipe through it', async () => {
    const { facts, atoms } = solve('flow/level2.lp');
    const view = answerView('flow', facts, atoms);
    const expected = flowExpectation(atoms);
    assert.equal(expected.size, 25);
    const pipes = new Set([...expected.values()].map((e) => e.colour)).size;
    for (const theme of ['light', 'dark', 'high-contrast']) {
      const shares = compare(`flow (${theme})`, await cellColours(renderSvg(view, { theme }), 5, 5, {}, expected));
      assert.equal(shares.size, pipes, `${pipes} pipes`);
    }
    compare('flow (panel)', await cellColours(renderSvg(view), 5, 5, EDITOR_THEMES.dark, expected));
  });

  it("draws the seed maze's walls and empty squares in their theme's colours, the instance's own ones framed apart", async () => {
    const { facts, atoms } = solve('maze/maze-5x5.lp');
    const view = answerView('cell-maze', facts, atoms);
    const instance = readFileSync(join(root, 'examples', 'maze', 'maze-5x5.lp'), 'utf8');
    const fixed = new Set([...instance.matchAll(/^(wall|empty)\((\d+),(\d+)\)\./gm)].map((m) => `${m[3] - 1},${m[2] - 1}`));
    for (const theme of ['light', 'dark', 'high-contrast']) {
      const expected = new Map();
      for (const a of atoms) {
        if ((a.name !== 'wall' && a.name !== 'empty') || a.args.length !== 2) continue;
        const cell = `${num(a.args[1]) - 1},${num(a.args[0]) - 1}`;
        expected.set(cell, COLOURS[`cell-${fixed.has(cell) ? 'fixed-' : ''}${a.name}`][theme]);
      }
      assert.equal(expected.size, 25);
      const shares = compare(`maze (${theme})`, await cellColours(renderSvg(view, { theme }), 5, 5, {}, expected));
      assert.equal([...shares.values()].reduce((a, b) => a + b, 0), 25);
    }
  });
});
