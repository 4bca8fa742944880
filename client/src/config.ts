// The extension's settings, one typed getter each, read when they are needed so that changes apply at once.
import * as vscode from 'vscode';
import type { EngineKind, OptimizationMode, PuzzleFamilyId, SolveSettings } from '../../server/src/protocol';
import { RESTRICTED_SETTINGS } from './restrictedSettings';

const SECTION = 'aspPuzzles';

function setting<T>(key: string, fallback: T, scope?: vscode.Uri): T {
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  if (!vscode.workspace.isTrusted && RESTRICTED_SETTINGS.includes(key)) {
    // VS Code itself leaves the workspace's values of restricted settings out while the workspace is
    // untrusted; reading only the user's value says so here too, whatever layer the value would come from.
    return config.inspect<T>(key)?.globalValue ?? fallback;
  }
  return config.get<T>(key, fallback);
}

/** The settings a solve of `uri` runs with; `models` comes from the command (Solve: the setting, Find All: 0). */
export function solveSettings(uri: vscode.Uri, models?: number): SolveSettings {
  const folder = vscode.workspace.getWorkspaceFolder(uri)?.uri;
  const encodings: Partial<Record<PuzzleFamilyId, string>> = {};
  for (const [family, path] of Object.entries(setting<Record<string, string>>('solver.encodings', {}, uri))) {
    if (!path) continue;
    // Relative paths are relative to the workspace folder, as in other path settings.
    encodings[family as PuzzleFamilyId] = folder && !/^([a-z]+:|\/|[A-Za-z]:[\\/])/.test(path) ? vscode.Uri.joinPath(folder, path).toString() : path;
  }
  const timeLimit = setting('solver.timeLimit', 300, uri);
  return {
    ...engineSetting(uri),
    models: models ?? setting('solver.models', 1, uri),
    ...(timeLimit > 0 ? { timeLimit } : {}),
    threads: setting('solver.threads', 1, uri),
    optimization: setting<OptimizationMode>('solver.optimization', 'opt', uri),
    project: setting('solver.project', false, uri),
    constants: setting<Record<string, string>>('solver.constants', {}, uri),
    extraArgs: setting<string[]>('solver.extraArguments', [], uri),
    encodings,
  };
}

/** The clingo the settings choose (before Restricted Mode has its say, see trust.ts); no path: the one on PATH. */
export function engineSetting(scope?: vscode.Uri): { engine: EngineKind; clingoPath?: string } {
  const clingoPath = setting('solver.clingoPath', '', scope);
  return { engine: setting<EngineKind>('solver.engine', 'wasm', scope), ...(clingoPath ? { clingoPath } : {}) };
}

/** When a solve reveals the "ASP Solver" output: `onError` (errors, no answer, the time limit), `always`, `never`. */
export type ShowOutput = 'onError' | 'always' | 'never';

export function showOutputSetting(scope?: vscode.Uri): ShowOutput {
  return setting<ShowOutput>('solver.showOutput', 'onError', scope);
}

export async function setEngine(engine: EngineKind, clingoPath?: string): Promise<void> {
  const config = vscode.workspace.getConfiguration(SECTION);
  await config.update('solver.engine', engine, vscode.ConfigurationTarget.Global);
  if (clingoPath !== undefined) await config.update('solver.clingoPath', clingoPath, vscode.ConfigurationTarget.Global);
}

/** A value the workspace (or a folder of it) gives a setting, which wins over the user's. */
export interface WorkspaceOverride {
  key: string;
  value: unknown;
  target: vscode.ConfigurationTarget;
}

/** The workspace's own value of `aspPuzzles.<key>`, if it sets one (VS Code hides it while untrusted). */
export function workspaceOverride(key: string, scope?: vscode.Uri): WorkspaceOverride | undefined {
  const inspected = vscode.workspace.getConfiguration(SECTION, scope).inspect(key);
  if (inspected?.workspaceFolderValue !== undefined) {
    return { key: `${SECTION}.${key}`, value: inspected.workspaceFolderValue, target: vscode.ConfigurationTarget.WorkspaceFolder };
  }
  if (inspected?.workspaceValue !== undefined) {
    return { key: `${SECTION}.${key}`, value: inspected.workspaceValue, target: vscode.ConfigurationTarget.Workspace };
  }
  return undefined;
}

/** Writes `value` where the workspace sets `key`, so that the user's choice applies in this workspace. */
export async function overrideWorkspace(override: WorkspaceOverride, value: unknown, scope?: vscode.Uri): Promise<void> {
  const key = override.key.slice(SECTION.length + 1);
  await vscode.workspace.getConfiguration(SECTION, scope).update(key, value, override.target);
}
