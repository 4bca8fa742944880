// Workspace Trust. In Restricted Mode the language features and the bundled solver (a sandbox: no processes, no
// files) work; native clingo does not, since it runs whatever `#script` a program holds and the program here is
// untrusted input, and the workspace's values of the restricted settings are ignored. A solve that would use
// native clingo runs on the bundled solver, and the user is told why, once a session.
import * as vscode from 'vscode';
import type { SolveSettings } from '../../server/src/protocol';
import { workspaceRestrictedValues } from './ignoredSettings';

export const MANAGE_TRUST = 'Manage Workspace Trust';

export class TrustGuard {
  /** Each message once a session: the user's own choice of native clingo, and the folder's ignored settings. */
  private toldNative = false;
  private toldIgnored = false;

  /** The settings a solve may run with here: native clingo becomes the bundled solver while untrusted. */
  async allowed(settings: SolveSettings): Promise<SolveSettings> {
    if (vscode.workspace.isTrusted) return settings;
    const native = settings.engine === 'native';
    if (native ? !this.toldNative : !this.toldIgnored) {
      if (native) this.toldNative = true;
      else this.toldIgnored = true;
      void this.tell(native);
    }
    if (settings.engine !== 'native') return settings;
    const { clingoPath: _notRun, ...rest } = settings;
    return { ...rest, engine: 'wasm' };
  }

  /** Whether native clingo may run now. */
  get nativeAllowed(): boolean {
    return vscode.workspace.isTrusted;
  }

  private async tell(userWantsNative: boolean): Promise<void> {
    if (userWantsNative) {
      return showRestricted('This window is in Restricted Mode, so native clingo does not run here: it would run the scripts a program contains. Solving with the bundled solver instead; trust this folder to use native clingo.');
    }
    const ignored = await workspaceRestrictedValues();
    if (ignored.size === 0) return;
    const native = ignored.get('aspPuzzles.solver.engine') === 'native';
    const keys = [...ignored.keys()].map((k) => k.replace(/^aspPuzzles\./, '')).join(', ');
    return showRestricted(native
      ? `This folder's settings choose native clingo, which does not run here in Restricted Mode: a folder's settings could name any program. Solving with the bundled solver, without the folder's ${keys}, until you trust this folder.`
      : `This window is in Restricted Mode: the folder's ${keys} ${ignored.size === 1 ? 'is' : 'are'} ignored until you trust this folder.`);
  }
}

/** A message about Restricted Mode with the button that opens VS Code's trust editor. */
export async function showRestricted(message: string): Promise<void> {
  const choice = await vscode.window.showWarningMessage(message, MANAGE_TRUST);
  if (choice === MANAGE_TRUST) await vscode.commands.executeCommand('workbench.trust.manage');
}
