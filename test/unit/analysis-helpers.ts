// Shared by the analysis-*.test.ts files: a workspace of program strings, and what analyze says about one.
import { analyze } from '../../server/src/language/analysis';
import type { Diagnostic } from '../../server/src/language/analysis/diagnostic';
import { Workspace } from '../../server/src/language/workspace';

export const MAIN = 'file:///w/main.lp';

/** A workspace with `main` at file:///w/main.lp and each of `others` at file:///w/<name>. */
export function workspace(main: string, others: Record<string, string> = {}): Workspace {
  const ws = new Workspace();
  ws.set(MAIN, main);
  for (const [name, text] of Object.entries(others)) ws.set(`file:///w/${name}`, text);
  return ws;
}

export function diagnose(main: string, others: Record<string, string> = {}, fileExists: (path: string) => boolean = () => true): Diagnostic[] {
  return analyze(workspace(main, others), MAIN, { fileExists });
}

export function withCode(diagnostics: readonly Diagnostic[], code: string): Diagnostic[] {
  return diagnostics.filter((d) => d.code === code);
}

/** The names of the variables reported unsafe, sorted (one entry per diagnostic). */
export function unsafeNames(program: string): string[] {
  return withCode(diagnose(program), 'unsafe-variable').map((d) => /^'([^']+)'/.exec(d.message)?.[1] ?? '?').sort();
}

/** The source text each diagnostic covers. */
export function covered(text: string, diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => text.slice(d.span.start, d.span.end));
}
