// Wires the language server's handlers to the connection. The language logic lives in `language/`, which
// knows nothing of the connection, so that unit tests and the command line can call it directly.
import {
  CodeActionKind, DidChangeWatchedFilesNotification, FileChangeType, TextDocuments, TextDocumentSyncKind, type Connection,
  type InitializeResult,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Workspace } from './language/workspace';
import { publishDiagnostics, registerCodeActions } from './diagnostics';
import { FolderWatcher, type FileEvent } from './folderWatcher';
import { registerGolf } from './golfHandlers';
import { collectGarbage, LARGE_TEXT } from './garbage';
import { navigationCapabilities, registerNavigation, type ClientAbilities } from './navigationHandlers';
import { registerPreview, RunStore } from './previewHandlers';
import { registerSolving, SolverDiagnostics } from './solveHandlers';
import { findClingoFiles, isClingoFile, readClingoFile } from './workspaceFiles';
import { registerMinify } from './minifyHandlers';
import { registerMazeWorkshop } from './mazeHandlers';
import { registerCellMaze } from './cellMazeHandlers';
import { registerFlowGenerator } from './flowHandlers';
import { registerBoardEditing } from './editHandlers';

export interface ServerInfo {
  name: string;
  version: string;
}

/** Edits closer together than this are analysed once, after the last. */
const DIAGNOSTICS_DELAY_MS = 50;

export function startServer(connection: Connection, info: ServerInfo): void {
  const documents = new TextDocuments(TextDocument);
  const workspace = new Workspace({ read: readClingoFile });
  // Until the folders are indexed, diagnostics would report predicates that a file not yet read defines.
  let indexing = false;
  let folders: string[] = [];
  let watchFiles = false;
  const abilities: ClientAbilities = { snippets: false };
  const pending = new Map<string, NodeJS.Timeout>();
  // Edited documents are parsed when something needs them (a request, the diagnostics after a pause), not
  // on every keystroke: typing into a large instance then costs one parse per pause, not one per character.
  const edited = new Map<string, TextDocument>();
  const current = (): Workspace => {
    for (const [uri, doc] of edited) workspace.set(uri, doc.getText());
    edited.clear();
    return workspace;
  };

  const solverDiagnostics = new SolverDiagnostics();
  const golf = registerGolf(connection, { current });
  const refreshOpenDocuments = () => {
    if (indexing) return;
    const ws = current();
    for (const doc of documents.all()) publishDiagnostics(connection, ws, doc.uri, solverDiagnostics.get(doc.uri));
  };
  /** A file that is not open gets only the solver's messages: the analysis is for what the user edits. */
  const republish = (uri: string) => {
    if (documents.get(uri)) publishDiagnostics(connection, current(), uri, solverDiagnostics.get(uri));
    else void connection.sendDiagnostics({ uri, diagnostics: solverDiagnostics.get(uri) });
  };
  const scheduleRefresh = (uri: string) => {
    clearTimeout(pending.get(uri));
    pending.set(uri, setTimeout(() => {
      pending.delete(uri);
      refreshOpenDocuments();
      refreshWithIncludes();
    }, DIAGNOSTICS_DELAY_MS));
  };

  connection.onInitialize((params): InitializeResult => {
    folders = (params.workspaceFolders ?? []).map((f) => f.uri);
    if (folders.length === 0 && params.rootUri) folders = [params.rootUri];
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    // LSP: without snippetSupport a completion's insertText is plain text.
    abilities.snippets = params.capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
    // The instances the user chose for encodings in earlier sessions: they decide which files are one program.
    for (const [encoding, instances] of chosenInstances(params.initializationOptions)) workspace.chooseInstances(encoding, instances);
    return {
      serverInfo: info,
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        ...navigationCapabilities,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      },
    };
  });

  /** A file that is not open, summarised from disk (or forgotten when it is gone); false when over the budget. */
  const summariseFromDisk = (uri: string): boolean => {
    const text = readClingoFile(uri);
    if (text === undefined) {
      workspace.delete(uri);
      return true;
    }
    const kept = workspace.summarise(uri, text);
    if (text.length >= LARGE_TEXT) collectGarbage();
    return kept;
  };

  const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));
  /** Include targets that could not be read (or did not fit): not tried again until files change. */
  const unreadable = new Set<string>();
  /**
   * Included files are part of the program wherever they are — outside the folder, under `out/` or a
   * dot-folder — so the ones not known yet are read too, transitively. True when any was added.
   */
  const followIncludes = async (): Promise<boolean> => {
    let added = false;
    for (let missing = workspace.missingIncludes(); missing.length > 0; missing = workspace.missingIncludes()) {
      missing = missing.filter((uri) => !unreadable.has(uri));
      if (missing.length === 0) break;
      for (const uri of missing) {
        await yieldToRequests();
        if (workspace.has(uri)) continue;
        const text = readClingoFile(uri);
        if (text !== undefined && workspace.summarise(uri, text)) added = true;
        else unreadable.add(uri);
      }
    }
    return added;
  };
  const refreshWithIncludes = () => void followIncludes().then((added) => added && refreshOpenDocuments());

  connection.onInitialized(() => {
    // Files that are not open still define predicates for the ones that are. One file at a time, with the
    // event loop free in between, so that requests about open files are answered meanwhile.
    indexing = true;
    void (async () => {
      let leftOut = 0;
      for (const folder of folders) {
        for (const uri of findClingoFiles(folder)) {
          await yieldToRequests();
          if (!documents.get(uri) && !summariseFromDisk(uri)) leftOut++;
        }
      }
      await followIncludes();
      if (leftOut) connection.console.log(`${leftOut} clingo files not indexed: the index of files that are not open is full`);
      indexing = false;
      refreshOpenDocuments();
      golf.foldersChanged(folders);
    })();
    if (watchFiles) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*.{lp,clingo,gringo,asp,iclingo}' }],
      });
    } else {
      for (const folder of folders) ownWatcher.watchFolder(folder);
    }
  });

  const filesChanged = (changes: FileEvent[]) => {
    current();
    unreadable.clear();
    for (const change of changes) {
      if (!isClingoFile(change.uri) || documents.get(change.uri)) continue; // an open document's text wins
      if (change.deleted) workspace.delete(change.uri);
      else summariseFromDisk(change.uri);
    }
    for (const change of changes) if (isClingoFile(change.uri)) golf.fileChanged(change.uri);
    refreshOpenDocuments();
    refreshWithIncludes();
  };
  connection.onDidChangeWatchedFiles(({ changes }) => {
    filesChanged(changes.map((c) => ({ uri: c.uri, deleted: c.type === FileChangeType.Deleted })));
  });
  // A client that cannot watch files for the server: the server watches the folders itself.
  const ownWatcher = new FolderWatcher(filesChanged);

  documents.onDidOpen(({ document }) => {
    edited.delete(document.uri);
    workspace.set(document.uri, document.getText());
    refreshOpenDocuments();
    refreshWithIncludes();
    golf.fileChanged(document.uri);
  });
  documents.onDidChangeContent(({ document }) => {
    edited.set(document.uri, document);
    solverDiagnostics.forget(document.uri);
    scheduleRefresh(document.uri);
    golf.fileChanged(document.uri);
  });
  documents.onDidClose(({ document }) => {
    clearTimeout(pending.get(document.uri));
    edited.delete(document.uri);
    // Back to what is on disk; a file that was never saved leaves the workspace.
    summariseFromDisk(document.uri);
    connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
    refreshOpenDocuments();
    golf.fileChanged(document.uri);
  });

  const runs = new RunStore();
  const stopSolving = registerSolving(connection, { current, republish, programsChanged: refreshOpenDocuments }, solverDiagnostics, runs);
  registerPreview(connection, runs);
  const flowGenerator = registerFlowGenerator(connection);
  // The connection keeps one shutdown handler, the last one given: everything that ends with the server ends here.
  connection.onShutdown(async () => {
    ownWatcher.dispose();
    await Promise.all([stopSolving(), golf.dispose(), flowGenerator.dispose()]);
  });
  registerNavigation(connection, current, () => abilities);
  registerCodeActions(connection, current);
  registerMinify(connection, current);
  registerMazeWorkshop(connection, current);
  registerCellMaze(connection);
  registerBoardEditing(connection);
  documents.listen(connection);
}

/** `initializationOptions.pairings`: encoding URI → instance URIs; anything else in it is ignored. */
function chosenInstances(options: unknown): [string, string[]][] {
  const pairings = (options as { pairings?: unknown } | null | undefined)?.pairings;
  if (typeof pairings !== 'object' || pairings === null) return [];
  return Object.entries(pairings).flatMap(([encoding, instances]): [string, string[]][] => (
    Array.isArray(instances) && instances.every((i) => typeof i === 'string') ? [[encoding, instances as string[]]] : []
  ));
}
