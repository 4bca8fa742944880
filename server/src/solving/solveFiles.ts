// One solve of a set of files, start to end: assemble them (inlining includes), run an engine, and map every
// message clingo gives back to the file, line and column it came from. Used by the server and the CLI alike.
import { fileURLToPath } from 'node:url';
import type { SolveReport, SolverMessage } from '../protocol';
import { withBundledSearchArgs } from '../puzzles/encodings';
import { assembleProgram, locateInFiles, type ReadSource } from './program';
import type { Answer, Engine, SolveOptions, SolveResult } from './result';
import { MAX_SYMBOL_DEPTH } from './symbols';

/** A solve report before the server adds what it knows of the run (its id, the puzzle, the encoding). */
export type FilesSolved = Omit<SolveReport, 'runId' | 'family' | 'instance' | 'encoding' | 'encodingBundled'>;

/**
 * Answers kept at most: "all" answers of a loose encoding can be millions, each a list of atoms, and both clingo
 * and the report would hold them all. Past this the run stops and says "at least".
 */
export const MAX_ANSWERS = 10_000;

export async function solveFiles(
  entries: readonly string[], read: ReadSource, engine: Engine, options: SolveOptions, onAnswer?: (answer: Answer) => void,
  maxAnswers = MAX_ANSWERS,
): Promise<FilesSolved> {
  const program = assembleProgram(entries, read);
  const programBytes = Buffer.byteLength(program.text, 'utf8');
  const assemblyMessages: SolverMessage[] = program.problems.map((p) => ({
    severity: p.severity, message: p.message, location: { uri: p.range.uri, range: { start: p.range.start, end: p.range.end } },
  }));
  const missing = entries.filter((uri) => !program.files.includes(uri));
  for (const uri of missing) {
    const why = program.unreadable.get(uri);
    assemblyMessages.push({ severity: 'error', message: `file could not be read: ${pathOf(uri)}${why ? ` (${why})` : ''}` });
  }
  if (assemblyMessages.some((m) => m.severity === 'error')) {
    // clingo would stop at the same place; saying so before the run is faster and names the file.
    return { status: 'error', answers: [], exhausted: false, messages: assemblyMessages, timeMs: 0, engine: '', files: program.files, programBytes };
  }
  const extraArgs = withBundledSearchArgs(options.extraArgs ?? [], program.files);
  const searched = extraArgs.length ? { ...options, extraArgs } : options;
  const capped = options.models === 0 || options.models > maxAnswers;
  const result: SolveResult = await engine.solve(program.text, capped ? { ...searched, models: maxAnswers } : searched, onAnswer);
  if (capped && result.answers.length >= maxAnswers && !result.exhausted) {
    result.messages.push({ severity: 'info', text: `stopped after ${maxAnswers} answers; there may be more` });
  }
  if (result.answers.some((a) => a.atoms.length < a.text.length)) {
    result.messages.push({ severity: 'warning', text: `some atoms nest deeper than ${MAX_SYMBOL_DEPTH} levels: they are shown as text only, not in pictures or checks` });
  }
  const messages = result.messages.map((m): SolverMessage => {
    const located = m.line === undefined ? undefined : locateInFiles(program, m.line, m.column ?? 1, m.endLine, m.endColumn);
    const text = m.line !== undefined && !located ? `${m.text} (at line ${m.line} of the assembled program)` : m.text;
    return { severity: m.severity, message: text, ...(located ? { location: { uri: located.uri, range: { start: located.start, end: located.end } } } : {}) };
  });
  return {
    status: result.status,
    answers: result.answers,
    exhausted: result.exhausted,
    messages: [...assemblyMessages, ...messages],
    timeMs: result.timeMs,
    engine: result.engine,
    ...(result.statistics ? { statistics: result.statistics } : {}),
    files: program.files,
    programBytes,
  };
}

/** A file URI as the path people know it by; other URIs as they are. */
function pathOf(uri: string): string {
  return uri.startsWith('file:') ? fileURLToPath(uri) : decodeURIComponent(uri);
}
