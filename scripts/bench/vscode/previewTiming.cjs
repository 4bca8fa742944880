// Runs inside the extension host of a real VS Code (see ../previewInVSCode.mjs): the first Solve after the
// extension starts, on a 5x5 Flow board, then the preview of large wall mazes opened as a user does, and how
// long each took to be drawn in the panel. Not a test: it asserts nothing.
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const vscode = require('vscode');

const root = join(__dirname, '..', '..', '..');
const out = join(root, 'out', 'server', 'src');
const { randomizedDfs, toFacts } = require(join(out, 'puzzles', 'wallMaze', 'generate.js'));
const { seededRng } = require(join(out, 'puzzles', 'random.js'));

const EXTENSION_ID = 'asp-grid-puzzles.asp-grid-puzzles';

/** Resolves once the panel of `uri` says it drew the board last sent to it (checked every 10 ms). */
function drawnBoard(api, uri, since, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const check = () => {
      const s = api.previewSnapshot(uri);
      if (s?.drawn && s.drawn.seq === s.shown && s.drawn.at >= since) return resolve(s.drawn);
      if (Date.now() > deadline) return reject(new Error(`no board drawn for ${uri.fsPath}`));
      setTimeout(check, 10);
    };
    check();
  });
}

async function closeEditors() {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** Solve on examples/flow/level2.lp as a user does: the file opened, a second to press the key, Solve. */
async function firstSolves(row) {
  const uri = vscode.Uri.file(join(root, 'examples', 'flow', 'level2.lp'));
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: false });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  row('Solve, 5x5 Flow board', 'total ms', 'solve ms');
  for (const label of ['first Solve, 1 s after the extension started', 'second Solve']) {
    const started = Date.now();
    const report = await vscode.commands.executeCommand('aspPuzzles.solve', uri);
    row(label, Date.now() - started, report?.timeMs ?? '-');
  }
  await closeEditors();
  row('');
}

exports.run = async function run() {
  const api = await vscode.extensions.getExtension(EXTENSION_ID).activate();
  const dir = mkdtempSync(join(tmpdir(), 'bench-preview-'));
  const lines = [];
  const row = (...cells) => lines.push(cells.map((c, i) => (i === 0 ? String(c).padEnd(46) : String(c).padStart(10))).join(' '));
  try {
    await firstSolves(row);
    row('open preview, to the board drawn', 'total ms', 'solve ms', 'page ms');
    // A warm-up on a small maze: the server, the bundled solver and the webview's page are loaded once.
    const warm = vscode.Uri.file(join(dir, 'warm.lp'));
    writeFileSync(warm.fsPath, toFacts(randomizedDfs(20, 20, seededRng(2)), { x: 0, y: 0 }, { x: 19, y: 19 }));
    await vscode.commands.executeCommand('aspPuzzles.openPreview', warm);
    await drawnBoard(api, warm, 0);
    await closeEditors();
    for (const n of [300, 1000]) {
      const uri = vscode.Uri.file(join(dir, `maze-${n}.lp`));
      writeFileSync(uri.fsPath, toFacts(randomizedDfs(n, n, seededRng(1)), { x: 0, y: 0 }, { x: n - 1, y: n - 1 }));
      for (const [label, panelOpen] of [[`${n}x${n}, a new panel`, false], [`${n}x${n}, the panel open (solved again)`, true]]) {
        if (!panelOpen) await closeEditors();
        const started = Date.now();
        await vscode.commands.executeCommand('aspPuzzles.openPreview', uri);
        const drawn = await drawnBoard(api, uri, started);
        row(label, drawn.at - started, api.lastSolveReport?.timeMs ?? '-', drawn.ms);
      }
      // The same file open in an editor first: the language server reads (and parses) the document when it opens.
      await closeEditors();
      const opening = Date.now();
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: false });
      const started = Date.now();
      await vscode.commands.executeCommand('aspPuzzles.openPreview', uri);
      const drawn = await drawnBoard(api, uri, started);
      row(`${n}x${n}, open in an editor (opened in ${started - opening} ms)`, drawn.at - started, api.lastSolveReport?.timeMs ?? '-', drawn.ms);
      await closeEditors();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n${lines.join('\n')}\n`);
};
