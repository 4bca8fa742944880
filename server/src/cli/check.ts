// `asp-puzzles check`: the golf bench's tests of an encoding on the command line, for people without VS Code and
// for CI — the same discovery and the same runs as the editor's, all on one warm solver. One line per test, the
// score, a closing count; the exit code says whether everything passed.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { discoverGolfTests, namedFilesTest, relativePath } from '../golf/discovery';
import { failureLines, messageLine } from '../golf/failureText';
import { DiskGolfFiles } from '../golf/golfFiles';
import { junitXml } from '../golf/junit';
import { runGolfTest } from '../golf/runTest';
import { folderOf } from '../language/workspace';
import type { GolfEncoding, GolfTest, GolfTestResult } from '../protocol';
import { MAX_READ_BYTES, readTextFile } from '../readTextFile';
import { findClingoOnPath, NativeEngine } from '../solving/nativeEngine';
import type { Engine } from '../solving/result';
import { WasmEngine } from '../solving/wasmEngine';
import type { CheckOptions } from './checkArguments';
import { referenceCheck } from './checkReference';
import { programTextAt, readProgramFile, readProgramSource } from './programFiles';

export const EXIT_PASSED = 0;
export const EXIT_FAILED = 1;
export const EXIT_NOT_RUN = 65;

export async function checkCommand(options: CheckOptions, out: (line: string) => void): Promise<number> {
  const show = (uri: string) => displayPath(uri);
  const read = readTextFile(resolve(options.encoding));
  if ('error' in read) {
    out(`${options.encoding}: ${read.error}`);
    return EXIT_NOT_RUN;
  }
  const files = new DiskGolfFiles(undefined, undefined, MAX_READ_BYTES, programTextAt);
  const encodingUri = pathToFileURL(resolve(options.encoding)).href;
  const encoding = discoverGolfTests(encodingUri, files);
  const selected = selectTests(encoding, options.tests, files);
  if ('error' in selected) {
    out(selected.error);
    return EXIT_NOT_RUN;
  }
  for (const p of encoding.problems) out(p.location ? messageLine({ severity: 'error', ...p }, show) : `error: ${p.message}`);
  const engine: Engine = options.engine === 'native'
    ? new NativeEngine(options.clingoPath ?? findClingoOnPath() ?? 'clingo')
    : new WasmEngine();
  let interrupted = false;
  const abort = new AbortController();
  const interrupt = () => {
    interrupted = true;
    abort.abort();
    void engine.cancel();
  };
  process.once('SIGINT', interrupt);
  const results: GolfTestResult[] = [];
  let referenceCode = EXIT_PASSED;
  try {
    for (const test of selected.tests) {
      if (interrupted) break;
      const result = await runGolfTest(encoding, test, {
        engine, read: readProgramSource, files, maxAnswers: options.maxAnswers, timeLimitMs: options.timeLimitMs,
      });
      results.push(result);
      out(resultLine(result));
      if (result.outcome !== 'passed') for (const line of failureLines(result, show, { perKind: 1, atoms: 6 })) out(`    ${line}`);
    }
    out(scoreLine(encoding, show));
    summary(results, selected.tests.length, interrupted, out);
    if (options.reference !== undefined && !interrupted) {
      referenceCode = await referenceCheck(options, encodingUri, { engine, files, read: readProgramSource, signal: abort.signal, displayPath: show }, out);
    }
  } finally {
    process.removeListener('SIGINT', interrupt);
    await engine.dispose();
  }
  if (options.junit) writeFileSync(options.junit, junitXml([{ encoding, results, displayPath: show }]));
  const passed = results.filter((r) => r.outcome === 'passed').length;
  const notRun = results.filter((r) => r.outcome === 'errored' || r.outcome === 'cancelled').length;
  if ((notRun > 0 && !interrupted) || referenceCode === EXIT_NOT_RUN) return EXIT_NOT_RUN;
  // With --reference the check is a test of its own: no tests beside the encoding is no failure then.
  const noTests = selected.tests.length === 0 && options.reference === undefined;
  return results.length > passed || noTests || interrupted || referenceCode === EXIT_FAILED ? EXIT_FAILED : EXIT_PASSED;
}

function summary(results: readonly GolfTestResult[], selected: number, interrupted: boolean, out: (line: string) => void): void {
  const passed = results.filter((r) => r.outcome === 'passed').length;
  const notRun = results.filter((r) => r.outcome === 'errored' || r.outcome === 'cancelled').length;
  out(`${passed} passed, ${results.length - passed} failed${notRun ? ` (${notRun} could not run)` : ''}${selected === 0 ? ': no tests found' : ''}`
    + `${interrupted ? ', interrupted' : ''}`);
}

/** The tests the arguments name (by name, or by an instance file), or all of them. */
function selectTests(encoding: GolfEncoding, names: readonly string[], files: DiskGolfFiles): { tests: GolfTest[] } | { error: string } {
  if (names.length === 0) return { tests: encoding.tests };
  const tests: GolfTest[] = [];
  for (const name of names) {
    const uri = pathToFileURL(resolve(name)).href;
    const known = encoding.tests.find((t) => t.id === name || t.label === name || t.instances[0] === uri || t.expectationFile === uri)
      ?? encoding.tests.find((t) => t.id === relativePath(folderOf(encoding.uri), uri));
    if (known) {
      tests.push(known);
      continue;
    }
    const read = readProgramFile(resolve(name));
    if ('error' in read) return { error: `${name}: not a test of ${encoding.label} (${encoding.tests.map((t) => t.id).join(', ') || 'it has none'}), nor a file: ${read.error}` };
    const test = namedFilesTest(encoding.uri, [uri], files);
    if (test) tests.push(test);
  }
  return { tests };
}

function resultLine(r: GolfTestResult): string {
  const mark = r.outcome === 'passed' ? '✓' : '✗';
  const what = r.outcome === 'passed' ? '' : `  ${r.outcome === 'failed' ? '' : `${r.outcome}: `}${r.message}`;
  return `${mark} ${r.label}  ${r.timeMs} ms${what}`;
}

function scoreLine(encoding: GolfEncoding, show: (uri: string) => string): string {
  const { bytes, fileBytes, optionBytes, options } = encoding.score;
  const notCounted = fileBytes !== bytes ? ` (${fileBytes - bytes} bytes of %! lines not counted)` : '';
  const flags = optionBytes ? `, + ${optionBytes} for the options ${options?.join(' ')}` : '';
  return `${show(encoding.uri)}: ${bytes} bytes${flags}${notCounted}`;
}

function displayPath(uri: string): string {
  const path = decodeURIComponent(new URL(uri).pathname);
  const cwd = `${process.cwd()}/`;
  return path.startsWith(cwd) ? path.slice(cwd.length) : path;
}
