// The language status items: listed under the `{}` beside "Clingo" in the status bar while a clingo file is in
// front (and pinnable there). One says which clingo Solve runs, the other how the language server is: things a
// user would otherwise piece together from the settings and the Output panel, with Select Solver… and the outputs
// a click away. What the first names is what runs: in Restricted Mode the bundled solver, whatever the settings
// say. Two items rather than one because the hover gives each a single line of about 500 pixels.
import * as vscode from 'vscode';
import { solverInfoRequest, type SolverInfo } from '../../server/src/protocol';
import { engineSetting } from './config';
import type { Ctx, ServerState } from './ctx';
import { workspaceRestrictedValues } from './ignoredSettings';

/** The settings' choice of solver, as `engineSetting` reads it. */
export interface EngineChoice {
  engine: 'wasm' | 'native';
  clingoPath?: string;
}

/** What an item shows; `detail` may hold command links, `[label](command:id "title")`. */
export interface ItemView {
  text: string;
  detail: string;
  /** The whole of it for screen readers, also what a shortened detail leaves out. */
  label: string;
  severity: vscode.LanguageStatusSeverity;
  busy: boolean;
  command: vscode.Command;
}

const SOLVER_OUTPUT_LINK = '[Show Output](command:aspPuzzles.showSolverOutput "Show the ASP Solver output")';
const SERVER_OUTPUT_LINK = '[Show Output](command:aspPuzzles.showServerOutput "Show the language server\'s output")';

/**
 * The solver's item. `info` is the server's answer to `solverInfoRequest` (undefined until it came); `trusted`
 * whether the workspace is: native clingo runs only in a trusted one (trust.ts).
 */
export function solverView(choice: EngineChoice, trusted: boolean, info: SolverInfo | undefined): ItemView {
  const bundled = info?.bundled ?? 'clingo-wasm';
  /** `what` is shown beside `text`; `why` says it in full, for screen readers and the link's tooltip. */
  const item = (text: string, what: string, { why = what, warning = false } = {}): ItemView => ({
    text,
    detail: `${shorten(what)} · ${SOLVER_OUTPUT_LINK}`,
    label: `Solve runs ${text}, ${why}`,
    severity: warning ? vscode.LanguageStatusSeverity.Warning : vscode.LanguageStatusSeverity.Information,
    busy: false,
    command: { title: 'Select Solver…', command: 'aspPuzzles.selectSolver', tooltip: `Choose the clingo Solve runs; now ${text}, ${why}` },
  });
  if (choice.engine !== 'native') return item(bundled, 'bundled solver');
  if (!trusted) return item(bundled, 'Restricted Mode', { why: 'the bundled solver: native clingo does not run in Restricted Mode' });
  const onPath = info?.native;
  if (!choice.clingoPath) {
    if (onPath) return item(`clingo ${onPath.version}`, onPath.path, { why: `native clingo at ${onPath.path}` });
    if (info) return item('native clingo', 'not found on PATH', { warning: true });
    return item('native clingo', 'on PATH');
  }
  // The server knows the version of the clingo on PATH only; another one is named by its path.
  const why = `native clingo at ${choice.clingoPath}`;
  return item(onPath?.path === choice.clingoPath ? `clingo ${onPath.version}` : 'native clingo', choice.clingoPath, { why });
}

/** The language server's item. */
export function serverView(server: ServerState): ItemView {
  const base = { text: 'Language server', busy: server.kind === 'starting', severity: vscode.LanguageStatusSeverity.Information };
  const showOutput: vscode.Command = { title: 'Show Output', command: 'aspPuzzles.showServerOutput', tooltip: 'Show the language server\'s output' };
  if (server.kind === 'failed') {
    return {
      ...base,
      detail: `failed: ${shorten(server.message)} · ${SERVER_OUTPUT_LINK}`,
      label: `Language server failed: ${server.message}`,
      severity: vscode.LanguageStatusSeverity.Error,
      command: { title: 'Restart', command: 'aspPuzzles.restartServer', tooltip: 'Restart the clingo language server' },
    };
  }
  return { ...base, detail: server.kind, label: `Language server ${server.kind}`, command: showOutput };
}

/**
 * The hover gives a row about 60 characters beside its link: a longer path or message would push the link out of
 * sight, so its middle goes (the label and the command's tooltip keep it whole).
 */
function shorten(text: string, max = 28): string {
  if (text.length <= max) return text;
  const keep = max - 1;
  return `${text.slice(0, Math.ceil(keep / 2))}…${text.slice(text.length - Math.floor(keep / 2))}`;
}

export class LanguageStatus implements vscode.Disposable {
  private readonly solver = vscode.languages.createLanguageStatusItem('aspPuzzles.status', { language: 'clingo' });
  private readonly server = vscode.languages.createLanguageStatusItem('aspPuzzles.server', { language: 'clingo' });
  private readonly disposables: vscode.Disposable[] = [];
  private info: SolverInfo | undefined;
  /** Counts the solver info requests, so that an old answer arriving late is dropped. */
  private asked = 0;
  /** While untrusted: the folder's own settings choose native clingo (VS Code hides that value from `get`). */
  private folderWantsNative = false;

  constructor(private readonly ctx: Ctx) {
    this.solver.name = 'ASP Solver';
    this.server.name = 'Clingo Language Server';
    this.disposables.push(
      ctx.onDidChangeServerState((state) => {
        if (state.kind === 'running') void this.askSolverInfo();
        this.render();
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration('aspPuzzles.solver.engine') && !e.affectsConfiguration('aspPuzzles.solver.clingoPath')) return;
        this.render();
        void this.readFolderSettings();
        void this.askSolverInfo(); // clingo may have been installed since
      }),
      vscode.workspace.onDidGrantWorkspaceTrust(() => this.render()),
      // The engine may be set per workspace: read it for the file in front.
      vscode.window.onDidChangeActiveTextEditor(() => this.render()),
    );
    this.render();
    void this.readFolderSettings();
  }

  private async readFolderSettings(): Promise<void> {
    if (vscode.workspace.isTrusted) return;
    const wants = (await workspaceRestrictedValues()).get('aspPuzzles.solver.engine') === 'native';
    if (wants === this.folderWantsNative) return;
    this.folderWantsNative = wants;
    this.render();
  }

  private async askSolverInfo(): Promise<void> {
    const client = this.ctx.clientIfRunning;
    if (!client) return;
    const ask = ++this.asked;
    try {
      const info = await client.sendRequest(solverInfoRequest);
      if (ask !== this.asked) return;
      this.info = info;
      this.render();
    } catch (e) {
      this.ctx.output.warn('asking the server which solvers there are', e);
    }
  }

  private render(): void {
    const document = vscode.window.activeTextEditor?.document;
    const scope = document?.languageId === 'clingo' ? document.uri : undefined;
    const trusted = vscode.workspace.isTrusted;
    const choice = engineSetting(scope);
    // What the folder asks for counts too: the item says why it is not what runs.
    show(this.solver, solverView(!trusted && this.folderWantsNative ? { engine: 'native' } : choice, trusted, this.info));
    show(this.server, serverView(this.ctx.serverState));
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    this.solver.dispose();
    this.server.dispose();
  }
}

function show(item: vscode.LanguageStatusItem, view: ItemView): void {
  item.text = view.text;
  item.detail = view.detail;
  item.severity = view.severity;
  item.busy = view.busy;
  item.command = view.command;
  item.accessibilityInformation = { label: view.label };
}
