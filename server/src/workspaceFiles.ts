// Reads the clingo files of the workspace folders from disk, so that predicates defined in files that are not
// open still count. Bounded, so that opening a huge folder cannot stall the server.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readTextOrUndefined } from './readTextFile';

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'out', 'dist', '.vscode-test', '.test-runs']);
export const MAX_FILES = 2000;
/** Files past this size are not read in the background (open them to analyse them). */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Folders the index does not read: tools' output and caches, and hidden folders. */
export function isSkippedFolder(name: string): boolean {
  return SKIPPED_FOLDERS.has(name) || name.startsWith('.');
}

export function isClingoFile(path: string): boolean {
  return /\.(lp|clingo|gringo|asp|iclingo)$/.test(path);
}

/** The clingo files under a folder URI, as URIs. */
export function findClingoFiles(folderUri: string, limit = MAX_FILES): string[] {
  if (!folderUri.startsWith('file:')) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // unreadable folder: nothing to analyse there
    }
    for (const entry of entries) {
      if (found.length >= limit) return;
      if (entry.isDirectory()) {
        if (!isSkippedFolder(entry.name)) walk(join(dir, entry.name));
      } else if (entry.isFile() && isClingoFile(entry.name)) {
        found.push(pathToFileURL(join(dir, entry.name)).href);
      }
    }
  };
  walk(fileURLToPath(folderUri));
  return found;
}

/** A file's text, or undefined when it is gone, unreadable or too large to read in the background. */
export function readClingoFile(uri: string): string | undefined {
  try {
    return readTextOrUndefined(fileURLToPath(uri), MAX_FILE_BYTES);
  } catch {
    return undefined; // not a file URI
  }
}

export function fileExists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
