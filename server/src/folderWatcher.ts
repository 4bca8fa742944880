// Watches the workspace folders for clingo files that change on disk, for clients that cannot watch files for the
// server (no dynamic registration of workspace/didChangeWatchedFiles: Neovim 0.7, Helix and others). One
// non-recursive watch per folder that the index walks — the same folders it skips stay skipped, whatever is
// below them (node_modules, .git) — up to a bound; a folder that appears later is watched as it appears.
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isClingoFile, isSkippedFolder } from './workspaceFiles';

/** Folders watched at most; past this the rest goes unwatched (the index still has what it read at start). */
export const MAX_WATCHED_FOLDERS = 1000;
/** Events closer together than this are reported together, as a client batches them. */
const BATCH_MS = 50;

export interface FileEvent {
  uri: string;
  deleted: boolean;
}

export class FolderWatcher {
  private readonly watchers = new Map<string, FSWatcher>();
  private readonly queued = new Map<string, boolean>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly onChange: (events: FileEvent[]) => void, private readonly limit = MAX_WATCHED_FOLDERS) {}

  /** Watches a workspace folder (a file: URI) and the folders below it that the index reads. */
  watchFolder(folderUri: string): void {
    if (folderUri.startsWith('file:')) this.add(fileURLToPath(folderUri));
  }

  get watchedFolders(): number {
    return this.watchers.size;
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
  }

  private add(dir: string): void {
    if (this.watchers.has(dir) || this.watchers.size >= this.limit) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, { persistent: false }, (_event, name) => {
        if (name) this.changed(dir, name.toString());
      });
    } catch {
      return; // gone or unreadable: nothing to watch there
    }
    watcher.on('error', () => this.remove(dir));
    this.watchers.set(dir, watcher);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) if (entry.isDirectory() && !isSkippedFolder(entry.name)) this.add(join(dir, entry.name));
  }

  private remove(dir: string): void {
    this.watchers.get(dir)?.close();
    this.watchers.delete(dir);
  }

  private changed(dir: string, name: string): void {
    const path = join(dir, name);
    if (isClingoFile(name)) {
      this.queued.set(pathToFileURL(path).href, !existsSync(path));
    } else if (!isSkippedFolder(name)) {
      // A new folder may hold clingo files to come; a removed one is forgotten.
      if (isDirectory(path)) this.add(path);
      else this.remove(path);
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), BATCH_MS);
  }

  private flush(): void {
    if (this.queued.size === 0) return;
    const events = [...this.queued].map(([uri, deleted]) => ({ uri, deleted }));
    this.queued.clear();
    this.onChange(events);
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
