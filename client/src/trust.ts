// Workspace Trust. In Restricted Mode the language features and the bundled solver (a sandbox: no processes, no
// files) work; native clingo does not, since it runs whatever `#script` a program holds and the program here is
// untrusted input. A solve that would use it runs on the bundled solver, and the user is told why, once.
import * as vscode from 'vscode';
import type { SolveSettings } from '../../server/src/protocol';

export const MANAGE_TRUST = 'Manage Workspace Trust';

export class TrustGuard {
  private told = false;

  /** The settings a solve may run with here: native clingo becomes the bundled solver while untrusted. */
  allowed(settings: SolveSettings): SolveSettings {
    if (vscode.workspace.isTrusted || settings.engine !== 'native') return settings;
    const { clingoPath: _notRun, ...rest } = settings;
    this.tellOnce();
    return { ...rest, engine: 'wasm' };
  }

  /** Whether native clingo may run now. */
  get nativeAllowed(): boolean {
    return vscode.workspace.isTrusted;
  }

  /** Once per session, not on every live re-solve of a preview. */
  private tellOnce(): void {
    if (this.told) return;
    this.told = true;
    void showRestricted('This window is in Restricted Mode, so native clingo does not run here: it would run the scripts a program contains. Solving with the bundled solver instead; trust this folder to use native clingo.');
  }
}

/** A message about Restricted Mode with the button that opens VS Code's trust editor. */
export async function showRestricted(message: string): Promise<void> {
  const choice = await vscode.window.showWarningMessage(message, MANAGE_TRUST);
  if (choice === MANAGE_TRUST) await vscode.commands.executeCommand('workbench.trust.manage');
}
