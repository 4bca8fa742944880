// Where discovery gets its digests (golfFile) from: texts handed over (pure, for tests and callers that hold
// the files), or the disk with the editor's open files first (the server and the command line). Digests are kept
// per version of a file — per parsed SourceFile, or per size and modification time on disk — so that asking
// for a folder's tests again reads only what changed.
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { folderOf, parseSource, type SourceFile } from '../language/workspace';
import { isClingoFile } from '../workspaceFiles';
import { readTextOrUndefined } from '../readTextFile';
import type { GolfFiles } from './discovery';
import { golfFile, type GolfFile } from './golfFile';

/** The files as texts by URI: nothing is read from anywhere else. */
export function golfFilesFromTexts(texts: ReadonlyMap<string, string> | Record<string, string>): GolfFiles {
  const map: ReadonlyMap<string, string> = texts instanceof Map ? texts : new Map(Object.entries(texts));
  const digests = new Map<string, GolfFile>();
  const file = (uri: string): GolfFile | undefined => {
    const text = map.get(uri);
    if (text === undefined) return undefined;
    let digest = digests.get(uri);
    if (!digest) digests.set(uri, (digest = golfFile(parseSource(uri, text))));
    return digest;
  };
  return {
    file,
    folder: (folderUri) => [...map.keys()].filter((uri) => folderOf(uri) === folderUri),
    naming: (encodingUri) => [...map.keys()].filter((uri) => file(uri)?.encoding === encodingUri),
  };
}

/** The most files whose digests the disk cache keeps. */
const MAX_CACHED = 5000;

/** The files on disk, those open in the editor as they are there. */
export class DiskGolfFiles implements GolfFiles {
  private readonly onDisk = new Map<string, { size: number; mtimeMs: number; digest: GolfFile | undefined }>();
  private readonly ofOpen = new WeakMap<SourceFile, GolfFile>();

  /**
   * `open` gives an open file's parse; `others` lists files the caller knows of that name an encoding
   * (`%! encoding:`), with the encoding they name, for instances outside the encoding's folder; `readText` reads a
   * file's program text from disk (the command line reads a Flow text board as its facts).
   */
  constructor(
    private readonly open: (uri: string) => SourceFile | undefined = () => undefined,
    private readonly known: () => Iterable<{ uri: string; encoding?: string }> = () => [],
    private readonly maxBytes?: number,
    private readonly readText: (path: string, maxBytes?: number) => string | undefined = readTextOrUndefined,
  ) {}

  file(uri: string): GolfFile | undefined {
    const open = this.open(uri);
    if (open) {
      let digest = this.ofOpen.get(open);
      if (!digest) this.ofOpen.set(open, (digest = golfFile(open)));
      return digest;
    }
    let path: string;
    try {
      path = fileURLToPath(uri);
    } catch {
      return undefined;
    }
    let stat;
    try {
      stat = statSync(path);
    } catch {
      this.onDisk.delete(uri);
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const cached = this.onDisk.get(uri);
    if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) return cached.digest;
    const text = this.readText(path, this.maxBytes);
    const digest = text === undefined ? undefined : golfFile(parseSource(uri, text));
    if (this.onDisk.size >= MAX_CACHED) this.onDisk.delete(this.onDisk.keys().next().value!);
    this.onDisk.set(uri, { size: stat.size, mtimeMs: stat.mtimeMs, digest });
    return digest;
  }

  folder(folderUri: string): string[] {
    const found = new Set<string>();
    try {
      const dir = fileURLToPath(folderUri);
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isFile() && isClingoFile(entry.name)) found.add(pathToFileURL(join(dir, entry.name)).href);
      }
    } catch {
      // An unreadable folder has no files on disk; open files in it still count.
    }
    for (const f of this.known()) if (folderOf(f.uri) === folderUri && this.open(f.uri)) found.add(f.uri);
    return [...found];
  }

  naming(encodingUri: string): string[] {
    const found: string[] = [];
    for (const f of this.known()) if (f.encoding === encodingUri) found.push(f.uri);
    return found;
  }
}
