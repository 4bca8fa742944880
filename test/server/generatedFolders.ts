// Folders of clingo files written to a temporary directory for the protocol tests and the benchmarks: Flow
// instances of a given size, as a folder of generated puzzles would be.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir } from '../scratch';

/** A Flow board's facts (`v/1`, `a/2` both ways, `c/1`, `s/2`) of about `bytes`, different per `seed`. */
export function flowInstance(bytes: number, seed = 0): string {
  const out: string[] = [`% Flow board ${seed}, generated.\n`];
  let size = out[0].length;
  // A square board whose facts take about `bytes`: roughly 60 bytes per cell.
  const side = Math.max(2, Math.ceil(Math.sqrt(bytes / 60)));
  for (let r = 1; r <= side && size < bytes; r++) {
    for (let c = 1; c <= side && size < bytes; c++) {
      let line = `v(v${r}_${c}).`;
      if (c < side) line += ` a(v${r}_${c},v${r}_${c + 1}). a(v${r}_${c + 1},v${r}_${c}).`;
      if (r < side) line += ` a(v${r}_${c},v${r + 1}_${c}). a(v${r + 1}_${c},v${r}_${c}).`;
      out.push(`${line}\n`);
      size += line.length + 1;
    }
  }
  const colours = ['red', 'blue', 'green', 'yellow'];
  colours.forEach((colour, k) => out.push(`c(${colour}). s(v${k + 1}_1,${colour}). s(v${k + 1}_${side},${colour}).\n`));
  out.push(`size(${side + seed}).\n`);
  return out.join('');
}

/** A new temporary folder, removed when the process exits, holding `count` Flow instances of about `bytes` each. */
export function flowFolder(count: number, bytes: number): string {
  const dir = scratchDir('asp-flow-folder-');
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `board${String(i).padStart(3, '0')}.lp`), flowInstance(bytes, i));
  return dir;
}

/** The process's resident memory now and at its peak, in bytes, from /proc (Linux). */
export function residentMemory(pid: number): { now: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { now: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return undefined;
  }
}
