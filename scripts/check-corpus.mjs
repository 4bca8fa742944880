#!/usr/bin/env node
// The language server's diagnostics against the bundled clingo's verdict on every clingo file under a folder:
// programs that others wrote (a clone of a project's examples, a course's exercises), which no test here was
// written for. Needs `npm run build && npm run compile-tests`. Prints each file where the two disagree, and
// the figures; asserts nothing.
//
//   node scripts/check-corpus.mjs FOLDER... [--verbose]
//
// Each file is analysed as the editor does, with the other clingo files of its folder read beside it (so an
// #include resolves and a #theory elsewhere counts); its errors, and the warning for a theory atom that no
// #theory defines, are "ours". clingo-wasm solves the file alone, with its #script blocks blanked (Python cannot
// run there, and a script that stops first would hide the rest); its errors are "clingo's". A file with an
// #include is compared on syntax errors only, since clingo-wasm cannot read the file it names.
// Where both report a syntax error, the first ones' lines are compared too (a missing period is ours at the
// statement that lacks it, clingo's at the token after it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'out', 'server', 'src');
const { Workspace } = require(join(out, 'language', 'workspace.js'));
const { analyze } = require(join(out, 'language', 'analysis', 'index.js'));
const { WasmEngine, MAX_PROGRAM_BYTES } = require(join(out, 'solving', 'wasmEngine.js'));
const { applyEdits, blankEdit } = require(join(out, 'explain', 'textEdits.js'));

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const folders = args.filter((a) => !a.startsWith('--')).map((f) => resolve(f));
if (folders.length === 0) {
  console.error('usage: node scripts/check-corpus.mjs FOLDER... [--verbose]');
  process.exit(64);
}

const CLINGO_FILE = /\.(lp|asp|clingo)$/;
/** clingo's messages that say nothing about the file itself: a file it cannot open, a stop after errors. */
const NOT_ABOUT_THE_FILE = /could not be opened|grounding stopped|parsing failed|RuntimeError|fatal error/i;
const SYNTAX = /syntax error|lexer error/;

function clingoFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((e) => {
    const path = join(folder, e.name);
    if (e.isDirectory()) return clingoFiles(path);
    return e.isFile() && CLINGO_FILE.test(e.name) ? [path] : [];
  });
}

/** Our errors in `path`, analysed with the clingo files of its folder beside it; and its text with its #script
 * statements blanked (every line kept where it is), for clingo-wasm. */
function ours(path, text, hasInclude) {
  const workspace = new Workspace();
  const folder = dirname(path);
  for (const other of readdirSync(folder)) {
    const otherPath = join(folder, other);
    if (otherPath !== path && CLINGO_FILE.test(other) && statSync(otherPath).isFile()) {
      workspace.summarise(pathToFileURL(otherPath).href, readFileSync(otherPath, 'utf8'));
    }
  }
  const uri = pathToFileURL(path).href;
  const file = workspace.set(uri, text);
  const scripts = file.program.statements.filter((st) => st.kind === 'script');
  const withoutScripts = applyEdits(text, scripts.map((st) => blankEdit(text, st.start, st.end)));
  const errors = analyze(workspace, uri, { fileExists: () => true })
    .filter((d) => d.severity === 'error' || d.code === 'undefined-theory-atom')
    .filter((d) => d.code !== 'missing-include' && (!hasInclude || d.code === 'syntax' || d.code === 'missing-period'))
    .map((d) => ({
      line: file.lines.position(d.span.start).line + 1, text: d.message,
      syntax: d.code === 'syntax' || d.code === 'missing-period', missingPeriod: d.code === 'missing-period',
    }));
  return { errors, withoutScripts };
}

async function main() {
  const engine = new WasmEngine();
  const files = folders.flatMap(clingoFiles).sort();
  const counts = { files: 0, skipped: 0, agree: 0, bothErrors: 0, sameFirstLine: 0, differentFirstLine: 0 };
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    if (Buffer.byteLength(text) > MAX_PROGRAM_BYTES) {
      counts.skipped++;
      continue;
    }
    counts.files++;
    const hasInclude = /#include/.test(text);
    const { errors: mine, withoutScripts } = ours(path, text, hasInclude);
    const result = await engine.solve(withoutScripts, { models: 1, timeLimitMs: 8000 });
    const theirs = result.messages
      .filter((m) => m.severity === 'error' && !NOT_ABOUT_THE_FILE.test(m.text) && (!hasInclude || SYNTAX.test(m.text)))
      .map((m) => ({ line: m.line, text: m.text, syntax: SYNTAX.test(m.text) }));
    if ((mine.length > 0) !== (theirs.length > 0)) {
      console.log(`DISAGREE ${path}`);
      for (const d of mine.slice(0, 3)) console.log(`  ours   ${d.line}: ${d.text.split('\n')[0]}`);
      for (const m of theirs.slice(0, 3)) console.log(`  clingo ${m.line ?? '-'}: ${m.text.split('\n')[0]}`);
      continue;
    }
    counts.agree++;
    if (mine.length === 0) continue;
    counts.bothErrors++;
    const [a, b] = [mine.find((d) => d.syntax), theirs.find((m) => m.syntax)];
    if (!a || !b) continue;
    // A missing period is ours where it is missing; clingo's is at the token after it, often a line further.
    if (a.line === b.line || (a.missingPeriod && b.line > a.line)) counts.sameFirstLine++;
    else {
      counts.differentFirstLine++;
      console.log(`FIRST SYNTAX ERROR ELSEWHERE ${path}: ours at line ${a.line} (${a.text}), clingo's at ${b.line} (${b.text})`);
    }
    if (verbose) console.log(`both reject ${path}: ${mine[0].text.split('\n')[0]}`);
  }
  await engine.dispose();
  console.log(`${counts.files} files (${counts.skipped} larger than the bundled solver takes, left out): ${counts.agree} agree `
    + `(${counts.files - counts.bothErrors - (counts.files - counts.agree)} accepted by both, ${counts.bothErrors} rejected by both), ${counts.files - counts.agree} disagree; `
    + `first syntax errors in the same place ${counts.sameFirstLine}, elsewhere ${counts.differentFirstLine}`);
}

await main();
