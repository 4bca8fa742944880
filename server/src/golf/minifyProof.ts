// The check that a minified text is the program it came from: parsed again it has no errors, the same tokens
// (kinds and texts, comments aside) and the same syntax tree once the places in the text are set aside.
import type { Program, Span } from '../language/ast';
import { lex } from '../language/lexer';
import { parse } from '../language/parser';
import { describeToken, type TokenBuffer } from '../language/tokens';

/** Undefined when `minified` is the same program as `source` (already parsed as `program`); else what differs. */
export function checkMinified(source: string, program: Program, minified: string): string | undefined {
  const again = parse(minified);
  if (again.errors.length > 0) return `it does not parse: ${again.errors[0].message}`;
  const tokens = differentToken(lex(source).buffer, lex(minified).buffer);
  if (tokens) return tokens;
  if (!sameTree(program.statements, source, again.statements, minified)) {
    return 'its syntax tree differs';
  }
  return undefined;
}

/** The first token that differs, in kind or text; both lists end with EOF, so a shorter one differs there. */
function differentToken(a: TokenBuffer, b: TokenBuffer): string | undefined {
  const count = Math.min(a.count, b.count);
  for (let i = 0; i < count; i++) {
    const x = a.token(i);
    const y = b.token(i);
    if (x.kind !== y.kind || x.text !== y.text) return `token ${i + 1} is ${describeToken(y)}, was ${describeToken(x)}`;
  }
  return undefined;
}

/** Keys of the tree that are places in the text, not parts of the program. */
const PLACES = new Set(['start', 'end', 'nameSpan', 'pathSpan', 'span']);

/**
 * Whether two syntax trees are the same program: equal but for their places in the text, and a script's code
 * (a span) compared as the code itself. Plain data (see ast.ts); walked with a stack of its own, since an
 * operator chain of thousands of operands is a tree as deep.
 */
export function sameTree(a: unknown, aText: string, b: unknown, bText: string): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length) {
    const [x, y] = stack.pop()!;
    if (typeof x !== 'object' || x === null || typeof y !== 'object' || y === null) {
      if (!Object.is(x, y)) return false;
      continue;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const xr = x as Record<string, unknown>;
    const yr = y as Record<string, unknown>;
    const keys = Object.keys(xr).filter((k) => !PLACES.has(k));
    const otherKeys = Object.keys(yr).filter((k) => !PLACES.has(k));
    if (keys.length !== otherKeys.length || keys.some((k) => !(k in yr))) return false;
    for (const key of keys) {
      if (key === 'code' && xr.kind === 'script') {
        const xc = xr.code as Span;
        const yc = yr.code as Span;
        if (aText.slice(xc.start, xc.end) !== bText.slice(yc.start, yc.end)) return false;
      } else {
        stack.push([xr[key], yr[key]]);
      }
    }
  }
  return true;
}
