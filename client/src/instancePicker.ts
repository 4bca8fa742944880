// For an encoding, which instance files to solve it with: asked once, then remembered per encoding (in the
// workspace's state) until the user chooses again with "Choose Instance".
import * as vscode from 'vscode';
import { fileLabel } from './fileLabel';
import type { SolvePlan } from '../../server/src/protocol';

const KEY = 'aspPuzzles.instances:';

/** The instances' URIs; [] to solve the encoding alone; undefined when the user cancelled. */
export async function pickInstances(
  state: vscode.Memento, encoding: vscode.Uri, plan: SolvePlan, ask = false,
): Promise<string[] | undefined> {
  const remembered = state.get<string[]>(KEY + encoding.toString());
  if (!ask && remembered && (await allExist(remembered))) return remembered;
  type Item = vscode.QuickPickItem & { uris?: string[]; browse?: boolean };
  const candidates: Item[] = (plan.candidates ?? []).map((uri) => ({
    label: fileLabel(vscode.Uri.parse(uri)),
    uris: [uri],
    ...(remembered?.includes(uri) ? { description: 'last used' } : {}),
  }));
  const items: Item[] = [
    ...candidates,
    { label: '', kind: vscode.QuickPickItemKind.Separator },
    { label: '$(folder-opened) Other file…', browse: true },
    { label: '$(circle-slash) No instance', detail: 'Solve the encoding by itself', uris: [] },
  ];
  const expects = plan.expects?.length ? ` (it uses ${plan.expects.slice(0, 4).join(', ')}${plan.expects.length > 4 ? ', …' : ''})` : '';
  const choice = await vscode.window.showQuickPick(items, {
    title: `Instance for ${fileLabel(encoding)}`,
    placeHolder: `Which facts should the encoding be solved with?${expects}`,
  });
  if (!choice) return undefined;
  let uris = choice.uris;
  if (choice.browse) {
    const picked = await vscode.window.showOpenDialog({
      title: 'Instance files', canSelectMany: true, defaultUri: vscode.Uri.joinPath(encoding, '..'), filters: { clingo: ['lp', 'clingo', 'asp'] },
    });
    if (!picked?.length) return undefined;
    uris = picked.map((u) => u.toString());
  }
  await state.update(KEY + encoding.toString(), uris);
  return uris;
}

/** Every remembered choice, encoding URI → instance URIs: the server treats each as one program. */
export function chosenInstances(state: vscode.Memento): Record<string, string[]> {
  const chosen: Record<string, string[]> = {};
  for (const key of state.keys()) {
    const instances = key.startsWith(KEY) ? state.get<unknown>(key) : undefined;
    if (Array.isArray(instances) && instances.length > 0) chosen[key.slice(KEY.length)] = instances.filter((i): i is string => typeof i === 'string');
  }
  return chosen;
}

async function allExist(uris: string[]): Promise<boolean> {
  for (const uri of uris) {
    try {
      await vscode.workspace.fs.stat(vscode.Uri.parse(uri));
    } catch {
      return false; // moved or deleted since it was chosen: ask again
    }
  }
  return true;
}
