// The bundled encodings are .lp files in `server/encodings/`, read at run time. The code that reads them runs
// from two places, at different depths:
//   compiled tests and scripts   out/server/src/puzzles/encodings.js   (repository root four levels up)
//   the esbuild bundle           dist/server.js                        (repository or extension root one up)
// so the folder is found by walking up from this file until a directory holds `server/encodings/flow.lp`
// (a checkout or an extension that ships the server folder) or `encodings/flow.lp` (a package that copies
// the folder beside the bundle). flow.lp serves as the marker because every layout ships it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readTextFile } from '../readTextFile';
import { optionName, setsOption } from '../solving/optionNames';

export const BUNDLED_ENCODINGS = ['cell-maze', 'flow', 'wall-maze-path'] as const;
export type BundledEncoding = (typeof BUNDLED_ENCODINGS)[number];

const MARKER = 'flow.lp';

/** The folder with the bundled encodings, searched upwards from `from` (default: this module's folder). */
export function findEncodingsFolder(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    for (const candidate of [join(dir, 'server', 'encodings'), join(dir, 'encodings')]) {
      if (existsSync(join(candidate, MARKER))) return candidate;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no bundled encodings (server/encodings/${MARKER}) in ${from} or any folder above it`);
    dir = parent;
  }
}

let folder: string | undefined;

export function bundledEncodingPath(name: BundledEncoding): string {
  folder ??= findEncodingsFolder();
  return join(folder, `${name}.lp`);
}

export function readBundledEncoding(name: BundledEncoding): string {
  const path = bundledEncodingPath(name);
  const read = readTextFile(path);
  if ('error' in read) throw new Error(`the bundled encoding ${path}: ${read.error}`); // a broken installation
  return read.text;
}

/** The file URI of a bundled encoding by its file name (`flow.lp`), as puzzle families name them. */
export function bundledEncodingUri(fileName: string): string {
  folder ??= findEncodingsFolder();
  return pathToFileURL(join(folder, fileName)).href;
}

/**
 * clingo options a bundled encoding is solved with, each unless the solve's own options set it.
 * Flow: clasp's "jumpy" configuration. Its SAT preprocessing costs the small boards a few milliseconds and
 * halves the hardest ones (scripts/bench/flowSet.mjs, with and without CLINGO_ARGS=--configuration=jumpy):
 * a 14x14 board from 14,146 choices to 4,047, the set's board without a solution from 2.0 s to 1.0 s natively.
 * And the domain heuristic, which reads the encoding's #heuristic (grow each path from its end): without this
 * option clingo ignores it.
 */
const SEARCH: Partial<Record<BundledEncoding, readonly string[]>> = { flow: ['--configuration=jumpy', '--heuristic=Domain'] };

/**
 * A solve's further clingo options `own` with the search options of the bundled encodings among `files` (file
 * URIs, as solves name them) put first; an option that `own` (the user's setting, `asp-puzzles solve -- …`) sets
 * too is kept as the user gave it, since clingo refuses an option given twice.
 */
export function withBundledSearchArgs(own: readonly string[], files: readonly string[]): string[] {
  const args: string[] = [];
  for (const name of BUNDLED_ENCODINGS) {
    const wanted = SEARCH[name];
    if (!wanted || !files.includes(bundledEncodingUri(`${name}.lp`))) continue;
    args.push(...wanted.filter((arg) => !own.some((mine) => setsOption(mine, optionName(arg)!))));
  }
  return [...args, ...own];
}
