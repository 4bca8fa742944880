// The one way the server and the CLI read a file from disk. A `.lp` name can stand for a device, a FIFO or a
// folder (a symlink to /dev/zero, `#include "/dev/stdin".`), and any of them would block or never end: only
// regular files are read, checked on the opened descriptor (a check before opening could be raced by a swapped
// symlink), and never more than a cap, whatever the size the file claims.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** The most any file is read: far above the 1 MB the bundled solver takes, far below what stalls the server. */
export const MAX_READ_BYTES = 16 * 1024 * 1024;

const CHUNK_BYTES = 64 * 1024;

/** The text (UTF-8), or why there is none, in a few words fit to follow a path: "no such file". */
export type TextFileRead = { text: string } | { error: string };

export function readTextFile(path: string, maxBytes = MAX_READ_BYTES): TextFileRead {
  let fd: number;
  try {
    // Non-blocking, or opening a FIFO would wait for a writer; no controlling terminal from a tty.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    return { error: reason(e) };
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return { error: 'is a directory' };
    if (!stat.isFile()) return { error: 'not a regular file' };
    if (stat.size > maxBytes) return { error: tooLarge(maxBytes) };
    // The size can be wrong (a file still growing, /proc): read until the end, one byte past the cap at most.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      total += n;
      if (total > maxBytes) return { error: tooLarge(maxBytes) };
    }
    return { text: Buffer.concat(chunks, total).toString('utf8') };
  } catch (e) {
    return { error: reason(e) };
  } finally {
    closeSync(fd);
  }
}

/** The text, or undefined when it cannot be read for any reason. */
export function readTextOrUndefined(path: string, maxBytes = MAX_READ_BYTES): string | undefined {
  const read = readTextFile(path, maxBytes);
  return 'text' in read ? read.text : undefined;
}

function tooLarge(maxBytes: number): string {
  return `larger than ${maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes} bytes`}`;
}

function reason(e: unknown): string {
  switch ((e as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'too many symbolic links';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}
