// `asp-puzzles check ENCODING --reference N`: the differential check (golf/reference.ts) after the tests, on the
// same warm engine. A line per instance, the counterexample's differences and the test file it writes (beside
// the encoding, or in --write-counterexample DIR), a closing summary with the throughput.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GolfFiles } from '../golf/discovery';
import { checkAgainstReference, DEFAULT_REFERENCE_TIME_LIMIT_MS } from '../golf/reference';
import { counterexampleLines, instanceLine, summaryLine } from '../golf/referenceText';
import type { ReadSource } from '../solving/program';
import type { Engine } from '../solving/result';
import type { CheckOptions } from './checkArguments';

export interface ReferenceContext {
  engine: Engine;
  files: GolfFiles;
  read: ReadSource;
  signal: AbortSignal;
  displayPath(uri: string): string;
}

/** Returns 0 when the encoding agrees, 1 for a counterexample or an interruption, 65 when the check could not run. */
export async function referenceCheck(options: CheckOptions, encodingUri: string, context: ReferenceContext, out: (line: string) => void): Promise<number> {
  const count = options.reference ?? 0;
  const folder = options.writeCounterexample ? `${pathToFileURL(resolve(options.writeCounterexample)).href}/` : undefined;
  const limit = options.timeLimitMs > 0 ? Math.min(options.timeLimitMs, DEFAULT_REFERENCE_TIME_LIMIT_MS) : DEFAULT_REFERENCE_TIME_LIMIT_MS;
  const result = await checkAgainstReference({
    encoding: encodingUri,
    ...(options.family ? { family: options.family } : {}),
    count,
    seed: options.seed ?? 1,
    engine: context.engine,
    read: context.read,
    files: context.files,
    timeLimitMs: limit,
    maxAnswers: options.maxAnswers,
    ...(folder ? { testFolder: folder } : {}),
    signal: context.signal,
    onInstance: (event) => out(instanceLine(event, count)),
  });
  const cx = result.counterexample;
  if (cx) {
    const names = { encoding: baseName(encodingUri), reference: result.reference ?? '', predicate: result.predicate ?? '' };
    for (const line of counterexampleLines(cx, names, context.displayPath)) out(`    ${line}`);
    const path = fileURLToPath(cx.test.uri);
    if (folder) mkdirSync(fileURLToPath(folder), { recursive: true });
    writeFileSync(path, cx.test.text);
    const found = cx.test.discovered
      ? `a test of ${names.encoding}`
      : cx.test.testLine
        ? `add "${cx.test.testLine}" to ${names.encoding} to make it one of its tests`
        : `a test of ${names.encoding} in the editor (it names it with %! encoding:); check finds tests beside the encoding only`;
    const verdict = cx.test.outcome ? `; run now, it ${cx.test.outcome === 'failed' ? 'fails' : cx.test.outcome === 'passed' ? 'passes' : `is ${cx.test.outcome}`}: ${cx.test.outcomeMessage}` : '';
    out(`wrote ${context.displayPath(cx.test.uri)}: ${found}${verdict}`);
  }
  out(summaryLine(result));
  if (result.error) return 65;
  if (cx || result.cancelled) return 1;
  // Nothing judged at all is no pass: every instance was skipped.
  return result.agreed === 0 && count > 0 ? 65 : 0;
}

function baseName(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
