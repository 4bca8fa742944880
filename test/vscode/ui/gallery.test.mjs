// Every example's board as the preview panel shows it in the real workbench, in Light Modern, Dark Modern, Dark High
// Contrast and Light High Contrast: each example is opened and previewed with "ASP: Open Preview" (an encoding is
// given Flow level 21 when VS Code asks for its instance), the panel's board is screenshotted on its own into
// .test-runs/ui-gallery/screenshots/<theme>-<example>.png, and the picture's pixels are read back and held against
// what the instance and the answer say: the pipes of a Flow board, a maze's walls and path, a grid's fills, labels
// and givens — and, in every theme, that the board stands out from the page around it.
// Expected numbers come from the instance files and from the answers `asp-puzzles solve` finds, never from the
// renderer. One workbench for everything; the theme is switched by the `workbench.colorTheme` setting.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { acceptRow, openFile, runCommand } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';
import { contrast, css, diff, near, parseCss } from './colours.mjs';
import { boardScreenshot, decodePng, panelFor, setPanelTheme } from './panels.mjs';

const THEMES = [
  { slug: 'light-modern', id: 'Default Light Modern', body: /\bvscode-light\b/, highContrast: false },
  { slug: 'dark-modern', id: 'Default Dark Modern', body: /\bvscode-dark\b/, highContrast: false },
  { slug: 'dark-high-contrast', id: 'Default High Contrast', body: /^(?!.*vscode-high-contrast-light).*\bvscode-high-contrast\b/, highContrast: true },
  { slug: 'light-high-contrast', id: 'Default High Contrast Light', body: /\bvscode-high-contrast-light\b/, highContrast: true },
];
/** The instance an encoding is previewed with, when its folder offers it. */
const INSTANCE_FOR_ENCODINGS = 'flow/level21.lp';
/**
 * Contrast (WCAG ratios): VISIBLE for the board's outline in the usual themes (light grid lines on a light page are
 * fine when they show), HIGH as for any graphics in a high contrast theme and for walls and paths everywhere,
 * READABLE for labels.
 */
const VISIBLE = 1.3;
const HIGH = 3;
const READABLE = 4.5;

const examplesDir = join(root, 'examples');
const EXAMPLES = readdirSync(examplesDir, { recursive: true }).filter((f) => f.endsWith('.lp')).map((f) => f.split('\\').join('/')).sort();

// ---------------------------------------------------------------------------------------------------------------
// What the files and the answers say

const run = promisify(execFile);

/** `asp-puzzles solve --json`, as a user runs it on one file: an instance is solved with its bundled encoding. */
async function solve(example) {
  try {
    const { stdout } = await run(process.execPath, [join(root, 'dist', 'cli.js'), 'solve', join(examplesDir, example), '--json'], { timeout: 120_000, maxBuffer: 64 << 20 });
    return JSON.parse(stdout);
  } catch (e) {
    // Exit codes 10, 20 and 30 (satisfiable, unsatisfiable, all found) are answers, not failures.
    if ([10, 20, 30].includes(e.code) && e.stdout) return JSON.parse(e.stdout);
    throw e;
  }
}

const source = (example) => readFileSync(join(examplesDir, example), 'utf8').replace(/%\*[\s\S]*?\*%/g, '').replace(/%.*$/gm, '');

/** An answer's atoms as [name, ...args] with numbers as numbers and everything else as text. */
function atomsOf(report) {
  const term = (t) => (t.type === 'number' ? t.value : t.type === 'string' ? t.value : t.args?.length ? JSON.stringify(t) : t.name);
  return (report.answers[0]?.atoms ?? []).map((a) => [a.name, ...(a.args ?? []).map(term)]);
}

/** The facts `name(…)` of a file whose arguments are plain constants or numbers, pools (`c(a; b)`) spread out. */
function factsOf(text, name) {
  const out = [];
  for (const m of text.matchAll(new RegExp(`(?:^|[.\\s])${name}\\(([^()]*)\\)\\s*\\.`, 'g'))) {
    const alternatives = m[1].split(';').map((s) => s.trim());
    for (const alt of alternatives) {
      const args = alt.split(',').map((s) => s.trim());
      if (args.every((a) => /^[a-z_]\w*$|^-?\d+$|^"[^"]*"$/.test(a))) out.push(args.map((a) => (/^-?\d+$/.test(a) ? Number(a) : a.replace(/^"|"$/g, ''))));
    }
  }
  return out;
}

const GRID_ATOMS = new Set(['cell/3', 'color/3', 'edge/4', 'edge/5']);

/** Which board an example's answer has to show: a family the solver names, the generic grid, or none. */
function boardKind(report) {
  if (report.family) return report.family;
  return atomsOf(report).some(([name, ...args]) => GRID_ATOMS.has(`${name}/${args.length}`)) ? 'grid' : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Colours

/** Colours that are one colour up to `tolerance`: each a representative and how often it was seen. */
function clusters(colours, tolerance = 8) {
  const out = [];
  for (const c of colours) {
    const hit = out.find((k) => near(k.colour, c, tolerance));
    if (hit) hit.count++;
    else out.push({ colour: c, count: 1 });
  }
  return out;
}

/** A decoded screenshot of the board's <svg>, addressed in the drawing's own units (cells; the board from 0,0). */
class Picture {
  constructor({ width, height, data }, viewBox) {
    Object.assign(this, { width, height, data, viewBox });
    this.scale = width / viewBox[2];
  }

  /** Pixel coordinates of a point of the drawing (x a column coordinate, y a row coordinate). */
  px(x, y) {
    return [Math.min(this.width - 1, Math.max(0, Math.floor((x - this.viewBox[0]) * this.scale))), Math.min(this.height - 1, Math.max(0, Math.floor((y - this.viewBox[1]) * (this.height / this.viewBox[3]))))];
  }

  pixel(px, py) {
    const i = (py * this.width + px) * 4;
    return [this.data[i], this.data[i + 1], this.data[i + 2]];
  }

  at(x, y) {
    return this.pixel(...this.px(x, y));
  }

  /** The colour inside the cell at a fraction of its size from its upper left corner. */
  cell(row, column, fx = 0.1, fy = fx) {
    return this.at(column + fx, row + fy);
  }

  /** Every pixel of a rectangle of the drawing. */
  region(x0, y0, x1, y1) {
    const [a, b] = this.px(x0, y0);
    const [c, d] = this.px(x1, y1);
    const out = [];
    for (let y = b; y <= d; y++) for (let x = a; x <= c; x++) out.push(this.pixel(x, y));
    return out;
  }

  /** How many pixels of the cell's middle (where its label is written) stand out from the cell's fill by `ratio`. */
  ink(row, column, ratio = 2) {
    const fill = this.cell(row, column);
    const pixels = this.region(column + 0.15, row + 0.15, column + 0.85, row + 0.85);
    const inked = pixels.filter((p) => contrast(p, fill) >= ratio);
    return { count: inked.length, share: inked.length / pixels.length, best: Math.max(1, ...pixels.map((p) => contrast(p, fill))) };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Checks every board passes, then each kind's own

/**
 * The board stands out from the page: its outline (what is drawn on the board's edge, just outside it) or its own
 * background contrasts with the panel's background; and the ring of margin around it is the page, not part of the
 * board cut off.
 */
function checkFrame(pic, { rows, columns, page, boardFill, theme }, label) {
  const ring = [];
  for (let i = 0; i <= 20; i++) {
    const t = -0.2 + ((columns + 0.4) * i) / 20;
    const u = -0.2 + ((rows + 0.4) * i) / 20;
    ring.push(pic.at(t, -0.2), pic.at(t, rows + 0.2), pic.at(-0.2, u), pic.at(columns + 0.2, u));
  }
  const off = ring.filter((c) => !near(c, page, 6));
  assert.equal(off.length, 0, `${label}: the margin around the board is not the page's ${css(page)} (${off.slice(0, 3).map(css)}): something of the board is cut off or the theme did not apply`);
  // Along each edge, at every cell's middle: the strongest contrast with the page in the 0.04 cells just outside.
  const outline = [];
  const band = (x, y, dx, dy) => {
    let best = 1;
    const steps = Math.max(2, Math.ceil(0.04 * pic.scale));
    for (let s = 0; s <= steps; s++) best = Math.max(best, contrast(pic.at(x + (dx * 0.04 * s) / steps, y + (dy * 0.04 * s) / steps), page));
    return best;
  };
  for (let c = 0; c < columns; c++) outline.push(band(c + 0.5, 0, 0, -1), band(c + 0.5, rows, 0, 1));
  for (let r = 0; r < rows; r++) outline.push(band(0, r + 0.5, -1, 0), band(columns, r + 0.5, 1, 0));
  outline.sort((a, b) => a - b);
  const line = outline[Math.floor(outline.length / 2)];
  const fill = contrast(boardFill, page);
  const need = theme.highContrast ? HIGH : VISIBLE;
  assert.ok(Math.max(line, fill) >= need,
    `${label}: the board hardly stands out from the page ${css(page)}: its outline ${line.toFixed(2)}:1, its background ${css(boardFill)} ${fill.toFixed(2)}:1 (needs ${need}:1)`);
  const all = clusters(pic.region(0, 0, columns, rows).filter((_, i) => i % 7 === 0), 12);
  assert.ok(all.filter((k) => k.count > 3).length >= 3, `${label}: the board is nearly one flat colour (${all.slice(0, 3).map((k) => css(k.colour))})`);
}

function flowChecks(pic, instance, label) {
  const at = (v) => {
    const [, r, c] = /^v(\d)(\d)$/.exec(v);
    return [Number(r) - 1, Number(c) - 1];
  };
  const vertices = factsOf(instance, 'v').map(([v]) => at(v));
  const colours = factsOf(instance, 'c').map(([c]) => c);
  const ends = new Map();
  for (const [v, c] of factsOf(instance, 's')) ends.set(c, [...(ends.get(c) ?? []), at(v)]);
  assert.ok(colours.length >= 2 && vertices.length >= 4, `${label}: the instance gives ${colours.length} colours on ${vertices.length} squares`);
  // Each pipe is drawn through the middle of every square it fills, in its own colour, ending in a dot of it.
  const centre = ([r, c]) => pic.cell(r, c, 0.5);
  const pipe = new Map();
  for (const c of colours) {
    const [a, b] = ends.get(c);
    assert.ok(near(centre(a), centre(b), 10), `${label}: the two ends of the ${c} pipe differ: ${css(centre(a))}, ${css(centre(b))}`);
    pipe.set(c, centre(a));
  }
  const seen = clusters(vertices.map(centre), 10);
  assert.equal(seen.length, colours.length, `${label}: ${seen.length} pipe colours on the board, the instance has ${colours.length} (c/1): ${seen.map((k) => css(k.colour))}`);
  for (const [c1, p1] of pipe) for (const [c2, p2] of pipe) if (c1 < c2) assert.ok(diff(p1, p2) > 40, `${label}: the ${c1} and ${c2} pipes look alike: ${css(p1)}, ${css(p2)}`);
  // Every square is on one pipe, the squares of a colour join its two ends, and each is washed in its pipe's colour.
  for (const [c, colour] of pipe) {
    const cells = vertices.filter((v) => near(centre(v), colour, 10));
    const key = ([r, col]) => `${r},${col}`;
    const left = new Set(cells.map(key));
    const queue = [ends.get(c)[0]];
    left.delete(key(queue[0]));
    while (queue.length) {
      const [r, col] = queue.pop();
      for (const n of [[r + 1, col], [r - 1, col], [r, col + 1], [r, col - 1]]) if (left.delete(key(n))) queue.push(n);
    }
    assert.equal(left.size, 0, `${label}: the ${c} squares are not one pipe: ${[...left]} apart from its end`);
    assert.ok(cells.some((v) => key(v) === key(ends.get(c)[1])), `${label}: the ${c} pipe does not reach its other end`);
    for (const [r, col] of cells) {
      const wash = pic.cell(r, col, 0.1);
      assert.ok(near(wash, colour.map((v) => 0.4 * v), 14), `${label}: square (${r + 1},${col + 1}) on the ${c} pipe is washed ${css(wash)}, not in its pipe's colour`);
    }
  }
  assert.equal(vertices.filter((v) => ![...pipe.values()].some((p) => near(centre(v), p, 10))).length, 0, `${label}: squares on no pipe`);
}

function cellMazeChecks(pic, instance, atoms, theme, label) {
  // Facts count (column, row) from 1.
  const cellOf = ([c, r]) => [r - 1, c - 1];
  const key = ([r, c]) => `${r},${c}`;
  const walls = new Set(atoms.filter(([n, ...a]) => n === 'wall' && a.length === 2).map(([, ...a]) => key(cellOf(a))));
  const empty = new Set(atoms.filter(([n, ...a]) => n === 'empty' && a.length === 2).map(([, ...a]) => key(cellOf(a))));
  const fixed = new Set([...factsOf(instance, 'wall'), ...factsOf(instance, 'empty')].map((a) => key(cellOf(a))));
  const rows = Math.max(...factsOf(instance, 'row').map(([r]) => r));
  const columns = Math.max(...factsOf(instance, 'col').map(([c]) => c));
  assert.equal(walls.size + empty.size, rows * columns, `${label}: the answer does not decide every square`);
  const fill = (k) => pic.cell(...k.split(',').map(Number), 0.07);
  const wallFills = clusters([...walls].filter((k) => !fixed.has(k)).map(fill), 6);
  const emptyFills = clusters([...empty].filter((k) => !fixed.has(k)).map(fill), 6);
  assert.equal(wallFills.length, 1, `${label}: the walls are drawn in ${wallFills.length} colours: ${wallFills.map((k) => css(k.colour))}`);
  assert.equal(emptyFills.length, 1, `${label}: the empty squares are drawn in ${emptyFills.length} colours: ${emptyFills.map((k) => css(k.colour))}`);
  const [wall, space] = [wallFills[0].colour, emptyFills[0].colour];
  assert.ok(contrast(wall, space) >= (theme.highContrast ? HIGH : VISIBLE), `${label}: walls ${css(wall)} and empty squares ${css(space)} look alike`);
  // The squares the instance fixes are framed; the others are not.
  for (const k of [...walls, ...empty]) {
    const [r, c] = k.split(',').map(Number);
    const frame = pic.cell(r, c, 0.15, 0.3);
    const framed = diff(frame, fill(k)) > 40 || contrast(frame, fill(k)) >= VISIBLE;
    assert.equal(framed, fixed.has(k), `${label}: square (${r + 1},${c + 1}) is ${framed ? '' : 'not '}framed, the instance ${fixed.has(k) ? 'fixes' : 'does not fix'} it`);
  }
  // The path: through empty squares only, from the entrance to the exit, as short as the answer's maze allows.
  const [entrance] = factsOf(instance, 'entrance').map(cellOf);
  const [exit] = factsOf(instance, 'exit').map(cellOf);
  const distance = new Map([[key(entrance), 0]]);
  for (const queue = [entrance]; queue.length;) {
    const [r, c] = queue.shift();
    for (const n of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
      if (empty.has(key(n)) && !distance.has(key(n))) {
        distance.set(key(n), distance.get(key([r, c])) + 1);
        queue.push(n);
      }
    }
  }
  assert.ok(distance.has(key(exit)), `${label}: the answer has no way from the entrance to the exit`);
  const path = pic.pathColour;
  const onPath = [...empty].filter((k) => k !== key(entrance) && k !== key(exit) && near(pic.cell(...k.split(',').map(Number), 0.5), path, 12));
  assert.equal(onPath.length, distance.get(key(exit)) - 1, `${label}: the path ${css(path)} crosses ${onPath.length} squares between entrance and exit, the shortest way ${distance.get(key(exit)) - 1}`);
  assert.equal([...walls].filter((k) => near(pic.cell(...k.split(',').map(Number), 0.5), path, 12)).length, 0, `${label}: the path runs over a wall`);
  assert.ok(contrast(path, space) >= HIGH, `${label}: the path ${css(path)} hardly shows on the empty squares ${css(space)}`);
  for (const [name, at] of [['entrance', entrance], ['exit', exit]]) {
    const mark = pic.cell(...at, 0.5);
    assert.ok(!near(mark, space, 30) && !near(mark, wall, 30), `${label}: the ${name} is not marked (${css(mark)})`);
  }
}

function wallMazeChecks(pic, instance, atoms, label) {
  const [[width, height]] = factsOf(instance, 'maze');
  const key = (x, y) => `${x},${y}`;
  const passages = new Set(factsOf(instance, 'passage').flatMap(([x1, y1, x2, y2]) => [`${key(x1, y1)}-${key(x2, y2)}`, `${key(x2, y2)}-${key(x1, y1)}`]));
  const steps = atoms.filter(([n, ...a]) => n === 'step' && a.length === 4).map(([, ...a]) => a);
  const [[sx, sy]] = factsOf(instance, 'start');
  const [[gx, gy]] = factsOf(instance, 'goal');
  const path = new Set([key(sx, sy), ...steps.map(([, , x, y]) => key(x, y))]);
  assert.ok(path.has(key(gx, gy)), `${label}: the answer's steps do not reach the goal`);
  // Cells (X,Y) from 0: row Y, column X. The path through the middle of its cells, the others the board's colour.
  const board = pic.boardFill;
  const colour = pic.pathColour;
  let drawn = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const middle = pic.cell(y, x, 0.5);
      if (path.has(key(x, y)) && key(x, y) !== key(sx, sy) && key(x, y) !== key(gx, gy)) {
        assert.ok(near(middle, colour, 12), `${label}: (${x},${y}) is on the path but shows ${css(middle)}`);
        drawn++;
      } else if (!path.has(key(x, y))) {
        assert.ok(near(middle, board, 12), `${label}: (${x},${y}) is off the path but shows ${css(middle)}`);
      }
    }
  }
  assert.equal(drawn, path.size - 2, `${label}: the path covers ${drawn} cells between start and goal, the answer ${path.size - 2}`);
  assert.ok(contrast(colour, board) >= HIGH, `${label}: the path ${css(colour)} hardly shows on the board ${css(board)}`);
  // A wall on every side two cells share without a passage, and none where there is one.
  const sides = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x + 1 < width) sides.push({ open: passages.has(`${key(x, y)}-${key(x + 1, y)}`), colour: pic.at(x + 1, y + 0.5), where: `(${x},${y})|(${x + 1},${y})` });
      if (y + 1 < height) sides.push({ open: passages.has(`${key(x, y)}-${key(x, y + 1)}`), colour: pic.at(x + 0.5, y + 1), where: `(${x},${y})/(${x},${y + 1})` });
    }
  }
  const wallColours = clusters(sides.filter((s) => !s.open).map((s) => s.colour), 12);
  assert.equal(wallColours.length, 1, `${label}: the walls show ${wallColours.length} colours: ${wallColours.map((k) => css(k.colour))}`);
  const wall = wallColours[0].colour;
  assert.ok(contrast(wall, board) >= HIGH, `${label}: the walls ${css(wall)} hardly show on the board ${css(board)}`);
  const through = sides.filter((s) => s.open && near(s.colour, wall, 12));
  assert.equal(through.length, 0, `${label}: walls drawn across passages: ${through.slice(0, 4).map((s) => s.where)}`);
  assert.equal(sides.filter((s) => s.open).length, passages.size / 2, `${label}: passages outside the maze`);
}

function gridChecks(pic, text, atoms, label) {
  const size = atoms.find(([n, ...a]) => n === 'size' && a.length === 2);
  const named = atoms.filter(([n, ...a]) => (n === 'color' || n === 'cell') && a.length === 3);
  const rows = size ? size[1] : Math.max(...named.map(([, r]) => r));
  const columns = size ? size[2] : Math.max(...named.map(([, , c]) => c));
  const key = (r, c) => `${r},${c}`;
  const colourOf = new Map(atoms.filter(([n, ...a]) => n === 'color' && a.length === 3).map(([, r, c, v]) => [key(r - 1, c - 1), String(v)]));
  const labelOf = new Map(atoms.filter(([n, ...a]) => n === 'cell' && a.length === 3).map(([, r, c, v]) => [key(r - 1, c - 1), String(v)]));
  // Givens: cell/3 facts of the file itself.
  const givens = new Set(factsOf(text, 'cell').map(([r, c]) => key(r - 1, c - 1)));
  assert.ok(labelOf.size + colourOf.size > 0, `${label}: the answer shows no cell/3 or color/3`);
  // Fills: the cells of one colour atom alike, of different ones apart; the others the board's. A given is shaded
  // on a board without colours of its own; on paper (a board with colours) it shows the paper, told by its bold
  // digit, so that a Sudoku's boxes stay whole.
  const paper = colourOf.size > 0;
  const groups = new Map();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const group = colourOf.has(key(r, c)) ? `color ${colourOf.get(key(r, c))}` : givens.has(key(r, c)) && !paper ? 'a given without a colour' : 'no colour';
      groups.set(group, [...(groups.get(group) ?? []), pic.cell(r, c, 0.08)]);
    }
  }
  const look = new Map();
  for (const [group, fills] of groups) {
    const seen = clusters(fills, 6);
    assert.equal(seen.length, 1, `${label}: the cells of ${group} are drawn in ${seen.length} colours: ${seen.map((k) => css(k.colour))}`);
    look.set(group, seen[0].colour);
  }
  const colourGroups = [...look].filter(([g]) => g.startsWith('color'));
  for (const [g1, c1] of look) {
    for (const [g2, c2] of look) {
      // A given's shade only has to differ from the cells like it that are not given.
      if (g1 >= g2 || (g1.startsWith('a given') && g2.startsWith('color')) || (g2.startsWith('a given') && g1.startsWith('color'))) continue;
      assert.ok(diff(c1, c2) >= 12, `${label}: ${g1} and ${g2} look alike: ${css(c1)}, ${css(c2)}`);
    }
  }
  assert.equal(colourGroups.length, new Set(colourOf.values()).size, `${label}: colours on the board`);
  // Labels: written where the answer has cell/3, readable on their fill; nothing written elsewhere.
  const ink = new Map();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const seen = pic.ink(r, c);
      if (labelOf.has(key(r, c))) {
        assert.ok(seen.share > 0.02, `${label}: no "${labelOf.get(key(r, c))}" written in (${r + 1},${c + 1})`);
        assert.ok(seen.best >= READABLE, `${label}: "${labelOf.get(key(r, c))}" in (${r + 1},${c + 1}) is ${seen.best.toFixed(1)}:1 on its fill`);
        ink.set(key(r, c), seen.count);
      } else {
        assert.ok(seen.share < 0.005, `${label}: something is written in (${r + 1},${c + 1}), which has no cell/3`);
      }
    }
  }
  // Givens stand out from the digits the solver found: the same digit is written bolder.
  const byDigit = new Map();
  for (const [k, value] of labelOf) {
    const entry = byDigit.get(value) ?? { given: [], solved: [] };
    entry[givens.has(k) ? 'given' : 'solved'].push(ink.get(k));
    byDigit.set(value, entry);
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  for (const [value, { given, solved }] of byDigit) {
    if (given.length && solved.length) assert.ok(mean(given) > 1.15 * mean(solved), `${label}: a given "${value}" is written like a solved one (${mean(given).toFixed(0)} against ${mean(solved).toFixed(0)} pixels of ink)`);
  }
  return { rows, columns, look, labelOf, colourOf };
}

// ---------------------------------------------------------------------------------------------------------------

describe('every example board in the preview panel, in light, dark and high contrast themes', () => {
  let workbench;
  let page;
  let shots;
  let runDir;
  /** Per example: the CLI's report (an encoding's is of the instance it is previewed with). */
  const reports = new Map();
  const seen = [];
  /** Which of THEMES was set last; before any, the first example starts with the first. */
  let themeShown = 0;

  before(async () => {
    // Four solvers at a time: each is a clingo in WebAssembly.
    const queue = [...new Set([...EXAMPLES, INSTANCE_FOR_ENCODINGS])];
    await Promise.all([1, 2, 3, 4].map(async () => {
      for (let e; (e = queue.shift());) reports.set(e, await solve(e));
    }));
    ({ workbench, page, shots, runDir } = await openInstalledWorkbench('ui-gallery'));
  });

  after(async () => {
    await workbench?.close();
    if (seen.length) console.log(`screenshots in ${relative(root, shots)}:\n  ${seen.join('\n  ')}`);
  });


  /** Opens the example and its preview; an encoding is given its instance when asked. Resolves to the panel. */
  async function preview(example) {
    await openFile(page, example);
    await runCommand(page, 'ASP: Open Preview');
    const prompt = page.locator('.quick-input-widget:not([style*="display: none"]) .quick-input-title', { hasText: 'Instance for' });
    const panel = panelFor(page, example);
    const first = await Promise.race([panel.then(() => 'panel'), prompt.waitFor({ timeout: 60_000 }).then(() => 'prompt')])
      .catch(async (e) => {
        throw new Error(`${example}: neither its preview nor the question for an instance came: ${await whatShows(example)}`, { cause: e });
      });
    if (first === 'panel') return { frame: await panel };
    panel.catch(() => {});
    const rows = page.locator('.quick-input-list .monaco-list-row');
    await rows.first().waitFor({ timeout: 20_000 });
    const offered = await rows.allInnerTexts();
    // Level 21 when offered, else the first offered example with a board to draw.
    const drawable = (e) => reports.get(e) && boardKind(reports.get(e)) && reports.get(e).status !== 'unsatisfiable';
    const instance = [INSTANCE_FOR_ENCODINGS, ...EXAMPLES].find((e) => drawable(e) && offered.some((r) => r.includes(e)));
    if (!instance) {
      await page.keyboard.press('Escape');
      // No instance, no solve: the panel says so rather than "solving…" for ever.
      const banner = await (await panelFor(page, example)).evaluate(() => [document.body.dataset.state, document.getElementById('banner')?.textContent]);
      assert.equal(banner[0], 'empty');
      assert.match(banner[1] ?? '', /Nothing solved: an encoding needs an instance/);
      return { offered };
    }
    await acceptRow(page, instance);
    const frame = await panelFor(page, example).catch(async (e) => {
      throw new Error(`${example}: no preview after ${instance} was picked among [${offered.join(' | ')}]: ${await whatShows(example)}`, { cause: e });
    });
    return { frame, instance };
  }

  /** What the workbench shows, for a failure's message: its notifications and its panels' states (and a screenshot). */
  async function whatShows(example) {
    await page.screenshot({ path: join(shots, `failed-${example.replace(/\W+/g, '-')}.png`) }).catch(() => undefined);
    const notes = await page.locator('.notifications-toasts .notification-list-item-message').allInnerTexts().catch(() => []);
    const panels = [];
    for (const frame of page.frames()) {
      const state = await frame.evaluate(() => document.getElementById('title')
        && `${document.getElementById('title').textContent}: ${document.body.dataset.state} "${document.getElementById('banner')?.textContent?.trim() ?? ''}"`).catch(() => undefined);
      if (state) panels.push(state);
    }
    const status = await page.locator('.part.statusbar').innerText().catch(() => '');
    const asking = await page.locator('.quick-input-widget:not([style*="display: none"]) .quick-input-title').allInnerTexts().catch(() => []);
    return `notifications [${notes.join(' | ')}], panels [${panels.join(', ')}], quick input [${asking.join(' | ')}], status bar [${status.replace(/\s+/g, ' ')}]`;
  }

  async function closeEditors(example) {
    // The keys reach the workbench, not a webview, once an editor tab (or the status bar) has been clicked.
    const tab = page.locator('.tabs-container .tab', { hasText: example.split('/').pop() }).first();
    await ((await tab.count()) ? tab : page.locator('.part.statusbar')).click();
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+W');
    await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached', timeout: 20_000 });
  }

  /** The board's screenshot, saved and decoded (by the browser itself), with what the panel's page says of it. */
  async function shoot(frame, file) {
    const dom = await frame.evaluate(() => {
      const svg = document.querySelector('#stage svg');
      const box = svg.getBoundingClientRect();
      const room = document.getElementById('board').getBoundingClientRect();
      const stroke = svg.querySelector('polyline.aspv-path');
      return {
        viewBox: svg.getAttribute('viewBox').split(' ').map(Number),
        rows: Number(svg.dataset.rows),
        columns: Number(svg.dataset.columns),
        inside: box.left >= room.left - 1 && box.top >= room.top - 1 && box.right <= room.right + 1 && box.bottom <= room.bottom + 1 && box.right <= innerWidth && box.bottom <= innerHeight,
        size: [box.width, box.height],
        page: getComputedStyle(document.body).backgroundColor,
        boardFill: getComputedStyle(svg.querySelector('rect')).fill,
        path: stroke ? getComputedStyle(stroke).stroke : undefined,
      };
    });
    const png = await boardScreenshot(frame, { path: file });
    const decoded = await decodePng(page, png);
    const pic = new Picture(decoded, dom.viewBox);
    pic.pathColour = dom.path ? parseCss(dom.path) : undefined;
    pic.boardFill = parseCss(dom.boardFill);
    return { pic, dom: { ...dom, page: parseCss(dom.page), boardFill: parseCss(dom.boardFill) } };
  }

  for (const example of EXAMPLES) {
    it(`draws ${example} in every theme as its answer says`, async (t) => {
      try {
        await drawsAsTheAnswerSays(t, example, await preview(example));
      } finally {
        await closeEditors(example);
      }
    });
  }

  /** Every theme's screenshot of the example's board, held against its instance and answer. */
  async function drawsAsTheAnswerSays(t, example, { frame, instance, offered }) {
    if (!frame) {
      t.skip(`an encoding; its folder offers no instance drawn here (${offered.join(', ')})`);
      return;
    }
    const board = instance ?? example;
    const kind = boardKind(reports.get(board));
    const hasBoard = (await frame.locator('#stage svg').count()) > 0;
    if (reports.get(board).status === 'unsatisfiable') {
      // A puzzle without an answer: the panel says so in words, and draws nothing.
      assert.equal(hasBoard, false, `${example}: a board drawn for an unsatisfiable puzzle`);
      assert.match(await frame.locator('#banner').innerText(), /No answer: the puzzle is unsatisfiable/);
      t.skip('unsatisfiable: the panel says so');
      return;
    }
    if (!kind) {
      // Nothing to draw: the panel says so rather than drawing something.
      assert.equal(hasBoard, false, `${example}: the panel draws a board the answer has no atoms for`);
      assert.match(await frame.locator('#banner').innerText(), /no puzzle the preview can draw/);
      t.skip('no board to draw: the panel says so');
      return;
    }
    assert.ok(hasBoard, `${example}: no board drawn for its ${kind} answer`);
    assert.match(await frame.locator('#counter').innerText(), /^answer 1 of/);
    const text = source(board);
    const atoms = atomsOf(reports.get(board));
    const name = `${example.replace(/\.lp$/, '').replace(/\//g, '-')}${instance ? `-with-${instance.split('/').pop().replace(/\.lp$/, '')}` : ''}`;
    // From the theme the workbench already shows: a theme change repaints the whole workbench, and starting from
    // another would cost one more per example.
    for (let step = 0, first = themeShown; step < THEMES.length; step++) {
      themeShown = (first + step) % THEMES.length;
      const theme = THEMES[themeShown];
      await setPanelTheme(page, frame, runDir, theme);
      const file = join(shots, `${theme.slug}-${name}.png`);
      const { pic, dom } = await shoot(frame, file);
      seen.push(relative(shots, file));
      const label = `${example} in ${theme.id}`;
      assert.ok(dom.inside, `${label}: the board does not fit the panel (${dom.size.map(Math.round).join('x')})`);
      assert.ok(Math.abs(pic.width - dom.size[0]) <= 2 && Math.abs(pic.height - dom.size[1]) <= 2, `${label}: the screenshot is ${pic.width}x${pic.height}, the board ${dom.size}`);
      checkFrame(pic, { ...dom, theme }, label);
      if (kind === 'flow') flowChecks(pic, text, label);
      else if (kind === 'cell-maze') cellMazeChecks(pic, text, atoms, theme, label);
      else if (kind === 'wall-maze') wallMazeChecks(pic, text, atoms, label);
      else if (kind === 'grid') {
        const grid = gridChecks(pic, text, atoms, label);
        assert.deepEqual([grid.rows, grid.columns], [dom.rows, dom.columns], `${label}: the board's size`);
        if (/rowclue/.test(text)) {
          // A nonogram: as many black squares as its clues add up to, by rows and by columns alike.
          const sum = (name) => factsOf(text, name).reduce((n, [, , length]) => n + length, 0);
          const black = grid.look.get('color black');
          const filled = [...Array(grid.rows * grid.columns).keys()].filter((i) => near(pic.cell(Math.floor(i / grid.columns), i % grid.columns, 0.08), black, 6)).length;
          assert.equal(filled, sum('rowclue'), `${label}: ${filled} black squares, the row clues add up to ${sum('rowclue')}`);
          assert.equal(filled, sum('colclue'), `${label}: ${filled} black squares, the column clues add up to ${sum('colclue')}`);
        }
      }
    }
  }
});
