// "Select Solver…": the bundled solver, the clingo on PATH or another one, written to the user's settings. When
// the workspace sets the solver itself, its value wins there: the user is told so and may change it there too.
import * as vscode from 'vscode';
import { solverInfoRequest } from '../../server/src/protocol';
import { overrideWorkspace, setEngine, workspaceOverride, type WorkspaceOverride } from './config';
import type { Ctx } from './ctx';
import { showRestricted } from './trust';

export async function selectSolver(ctx: Ctx, scope?: vscode.Uri): Promise<void> {
  const info = await (await ctx.runningClient()).sendRequest(solverInfoRequest);
  type Item = vscode.QuickPickItem & { engine: 'wasm' | 'native'; path?: string };
  const items: Item[] = [{ label: 'Bundled solver', description: info.bundled, detail: 'Works everywhere; programs up to 1 MB, one thread.', engine: 'wasm' }];
  if (info.native) {
    items.push({ label: 'Native clingo', description: `${info.native.version} at ${info.native.path}`, detail: 'Threads, its own time limit, no size limit.', engine: 'native', path: info.native.path });
  }
  // The solver in use is marked, and comes first: "another path" is the one in use when it is none of the others.
  const config = vscode.workspace.getConfiguration('aspPuzzles', scope);
  const engine = config.get<string>('solver.engine', 'wasm');
  const clingoPath = config.get<string>('solver.clingoPath', '');
  const other: Item = { label: 'Native clingo at another path…', engine: 'native' };
  items.push(other);
  const current = engine !== 'native' ? items[0]
    : items.find((i) => i.engine === 'native' && i.path !== undefined && (clingoPath === '' || i.path === clingoPath))
      ?? Object.assign(other, { description: clingoPath });
  current.label = `$(check) ${current.label}`;
  current.detail = [current.detail, 'In use now.'].filter(Boolean).join(' ');
  const choice = await vscode.window.showQuickPick(items, { title: 'Solver for ASP puzzles', placeHolder: `In use: ${current.label.replace('$(check) ', '')}` });
  if (!choice) return;
  let path = choice.path;
  if (choice.engine === 'native' && !path) {
    const picked = await vscode.window.showOpenDialog({ title: 'The clingo executable', canSelectMany: false });
    if (!picked?.[0]) return;
    path = picked[0].fsPath;
  }
  await setEngine(choice.engine, path);
  const wanted: Record<string, unknown> = { 'solver.engine': choice.engine, ...(path !== undefined ? { 'solver.clingoPath': path } : {}) };
  const overrides = Object.keys(wanted)
    .map((key) => workspaceOverride(key, scope))
    .filter((o): o is WorkspaceOverride => o !== undefined && !sameValue(o.value, wanted[o.key.slice('aspPuzzles.'.length)]));
  if (overrides.length) {
    await offerWorkspaceChange(overrides, wanted, scope);
  } else if (choice.engine === 'native' && !vscode.workspace.isTrusted) {
    void showRestricted('Native clingo is now your solver. This window is in Restricted Mode, so it runs only once you trust this folder; until then the bundled solver solves here.');
  }
}

async function offerWorkspaceChange(overrides: WorkspaceOverride[], wanted: Record<string, unknown>, scope?: vscode.Uri): Promise<void> {
  const what = overrides.map((o) => `${o.key} to ${JSON.stringify(o.value)}`).join(' and ');
  const change = 'Change Workspace Setting';
  const choice = await vscode.window.showWarningMessage(
    `Saved in your user settings, but the workspace sets ${what}, which wins in this workspace.`, change, 'Open Workspace Settings',
  );
  if (choice === change) {
    for (const o of overrides) await overrideWorkspace(o, wanted[o.key.slice('aspPuzzles.'.length)], scope);
  } else if (choice) {
    await vscode.commands.executeCommand('workbench.action.openWorkspaceSettingsFile');
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
