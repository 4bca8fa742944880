#!/usr/bin/env node
// Draws the Get Started walkthrough's picture with the preview's own renderer: the first answer of the example
// the walkthrough opens (Flow level 21), solved by the bundled solver and encoding. Its colours are written on the
// elements: VS Code shows a walkthrough's SVG in a page whose Content-Security-Policy drops any <style> of its
// own, and a Flow board is black in every theme anyway.
// `node scripts/walkthrough-media.mjs` writes media/walkthrough/flow-level21.svg; it needs `npm run build` and
// `npm run compile-tests` first. The solver tests check that the file is what this draws today.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const compiled = (path) => require(join(root, 'out', 'server', 'src', path));

export const EXAMPLE = join(root, 'examples', 'flow', 'level21.lp');
export const MEDIA = join(root, 'media', 'walkthrough', 'flow-level21.svg');

/** The SVG text of the example's first answer, solved as `asp-puzzles solve` solves it. */
export function walkthroughSvg() {
  const solved = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'solve', EXAMPLE, '--json'], { encoding: 'utf8' });
  if (solved.status !== 10 && solved.status !== 30) throw new Error(`solving ${EXAMPLE} failed (exit ${solved.status}):\n${solved.stderr}`);
  const report = JSON.parse(solved.stdout);
  const { parse } = compiled('language/parser/index.js');
  const { extractFacts } = compiled('puzzles/facts.js');
  const { answerView } = compiled('puzzles/views.js');
  const { renderSvg } = compiled('view/svg.js');
  const view = answerView('flow', extractFacts(parse(readFileSync(EXAMPLE, 'utf8'))), report.answers[0].atoms);
  if (!view) throw new Error(`no picture of ${EXAMPLE}'s answer`);
  return `${renderSvg(view, { theme: 'dark', cellSize: 64 })}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MEDIA, walkthroughSvg());
  console.log(`wrote ${MEDIA}`);
}
