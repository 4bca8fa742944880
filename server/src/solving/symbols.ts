// Answers as values, never as strings: clingo prints each atom of an answer in its own term syntax, which is a
// subset of the input language, so the language core's term parser reads it.
import type { Term } from '../language/ast';
import { lex } from '../language/lexer';
import { Cursor } from '../language/parser/cursor';
import { parseTerm } from '../language/parser/terms';
import { T } from '../language/tokens';

export type ClingoSymbol =
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  /** A constant is a function without arguments; `negated` is clingo's classical negation `-p(...)`. */
  | { type: 'function'; name: string; args: ClingoSymbol[]; negated: boolean }
  | { type: 'tuple'; args: ClingoSymbol[] }
  | { type: 'infimum' }
  | { type: 'supremum' };

/** Reads one symbol as clingo prints it: `p(1,"a",(x,y))`, `-q(-3)`, `#inf`. Throws on anything else. */
export function parseSymbol(text: string): ClingoSymbol {
  const { buffer, errors } = lex(text);
  if (errors.length > 0) throw new Error(`not a symbol: ${text} (${errors[0].message})`);
  const cursor = new Cursor(buffer, text);
  const term = parseTerm(cursor);
  if (!cursor.at(T.EOF)) throw new Error(`not a symbol: ${text}`);
  return toSymbol(term, text);
}

function toSymbol(t: Term, text: string): ClingoSymbol {
  switch (t.kind) {
    case 'number':
      return { type: 'number', value: t.value };
    case 'string':
      return { type: 'string', value: t.value };
    case 'symbol':
      return { type: 'function', name: t.name, args: [], negated: false };
    case 'special':
      return t.value === '#inf' ? { type: 'infimum' } : { type: 'supremum' };
    case 'function':
      if (t.external || t.pool.length !== 1) break;
      return { type: 'function', name: t.name, args: t.pool[0].map((a) => toSymbol(a, text)), negated: false };
    case 'tuple':
      if (t.pool.length !== 1) break;
      return { type: 'tuple', args: t.pool[0].map((a) => toSymbol(a, text)) };
    case 'unary': {
      if (t.op !== '-') break;
      const inner = toSymbol(t.operand, text);
      if (inner.type === 'number') return { type: 'number', value: -inner.value };
      if (inner.type === 'function' && !inner.negated) return { ...inner, negated: true };
      break;
    }
    default:
      break;
  }
  throw new Error(`not a symbol: ${text}`);
}

/** Prints a symbol as clingo does, so that what is shown matches clingo's own output. */
export function formatSymbol(s: ClingoSymbol): string {
  switch (s.type) {
    case 'number':
      return String(s.value);
    case 'string':
      return `"${s.value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
    case 'function':
      return `${s.negated ? '-' : ''}${s.name}${s.args.length ? `(${s.args.map(formatSymbol).join(',')})` : ''}`;
    case 'tuple':
      return `(${s.args.map(formatSymbol).join(',')}${s.args.length === 1 ? ',' : ''})`;
    case 'infimum':
      return '#inf';
    case 'supremum':
      return '#sup';
  }
}
