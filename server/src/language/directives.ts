// The `%! key: value` lines at the top of a file (`%! encoding: ../flow.lp`, `%! models: 9`), and which
// statements are plain data. Both say what a file is for: the solver, the puzzles and the grouping of files into
// programs read them from here.
import type { Program, Span, Statement } from './ast';
import type { Comment } from './tokens';

export interface Directive {
  key: string;
  value: string;
  /** The whole comment line. */
  span: Span;
  valueSpan: Span;
}

const DIRECTIVE = /^%!\s*([A-Za-z][\w.-]*)\s*:\s*(.*?)\s*$/;

/** `%! encoding: ../flow.lp`, `%! models: 9`: line comments before the first statement (the first of a key wins). */
export function readDirectives(program: Program): Map<string, Directive> {
  return firstOfEachKey(directiveLines(program));
}

/** The first directive of each key. */
export function firstOfEachKey(lines: readonly Directive[]): Map<string, Directive> {
  const directives = new Map<string, Directive>();
  for (const d of lines) if (!directives.has(d.key)) directives.set(d.key, d);
  return directives;
}

/** Every directive line before the first statement, in order, a key that repeats (`%! test: …`) each time. */
export function directiveLines(program: Program): Directive[] {
  return directiveLinesBefore(program.comments, program.statements[0]?.start ?? Infinity);
}

/** The directive lines among `comments` (in source order) that come before `firstStatement`. */
export function directiveLinesBefore(comments: readonly Comment[], firstStatement: number): Directive[] {
  const lines: Directive[] = [];
  for (const c of comments) {
    if (c.start > firstStatement) break;
    if (c.block) continue;
    const m = DIRECTIVE.exec(c.text.replace(/\r$/, ''));
    if (!m) continue;
    const valueStart = c.start + (m[2] ? c.text.lastIndexOf(m[2]) : c.text.trimEnd().length);
    lines.push({
      key: m[1],
      value: m[2],
      span: { start: c.start, end: c.end },
      valueSpan: { start: valueStart, end: valueStart + m[2].length },
    });
  }
  return lines;
}

/** Statements an instance may contain besides facts without ceasing to be plain data. */
export function isDataStatement(s: Statement): boolean {
  switch (s.kind) {
    case 'rule':
      // Non-ground "facts" such as `p(X).` are unsafe rather than rules; they are skipped, not counted.
      return s.body.length === 0 && s.head?.kind === 'literal';
    case 'const':
    case 'show':
    case 'include':
    case 'program':
    case 'defined':
    case 'project':
    case 'error':
      return true;
    default:
      return false;
  }
}
