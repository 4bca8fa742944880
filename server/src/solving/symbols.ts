// Answers as values, never as strings: clingo prints each atom of an answer in its own term syntax, a subset of
// the input language, read here with the language core's lexer.
import { lex } from '../language/lexer';
import { Cursor } from '../language/parser/cursor';
import { parseNumber, unquote } from '../language/parser/terms';
import { T } from '../language/tokens';

export type ClingoSymbol =
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  /** A constant is a function without arguments; `negated` is clingo's classical negation `-p(...)`. */
  | { type: 'function'; name: string; args: ClingoSymbol[]; negated: boolean }
  | { type: 'tuple'; args: ClingoSymbol[] }
  | { type: 'infimum' }
  | { type: 'supremum' };

/**
 * How deep a symbol may nest and still be a value: JSON (the protocol, the CLI's --json) and every walk over
 * symbols recurse, and about 4,000 levels exhaust their stack.
 */
export const MAX_SYMBOL_DEPTH = 1500;

/** An atom of an answer that nests deeper than MAX_SYMBOL_DEPTH: it is kept as text only. */
export class SymbolTooDeep extends Error {}

/**
 * Reads one symbol as clingo prints it: `p(1,"a",(x,y))`, `-q(-3)`, `#inf`. Throws on anything else. A loop with
 * its own stack, not the term parser: an answer can nest as deep as the rules that made it (`q(f(X)) :- q(X).`),
 * far past the nesting the parser allows in source text.
 */
export function parseSymbol(text: string): ClingoSymbol {
  const { buffer, errors } = lex(text);
  if (errors.length > 0) throw new Error(`not a symbol: ${text} (${errors[0].message})`);
  const c = new Cursor(buffer, text);
  const fail = (): never => {
    throw new Error(`not a symbol: ${text}`);
  };
  /** Functions and tuples whose arguments are being read, innermost last. */
  const open: { name: string | undefined; negated: boolean; args: ClingoSymbol[]; trailingComma: boolean }[] = [];
  for (;;) {
    let value: ClingoSymbol | undefined;
    const negated = c.eat(T.Minus);
    if (c.at(T.Number)) {
      const n = parseNumber(c.text);
      value = { type: 'number', value: negated ? -n : n };
      c.skip();
    } else if (negated && !c.at(T.Identifier)) {
      fail();
    } else if (c.at(T.String)) {
      value = { type: 'string', value: unquote(c.text) };
      c.skip();
    } else if (c.at(T.Inf, T.Sup)) {
      value = c.at(T.Inf) ? { type: 'infimum' } : { type: 'supremum' };
      c.skip();
    } else if (c.at(T.Identifier, T.LParen)) {
      const name = c.at(T.Identifier) ? c.name : undefined;
      if (name !== undefined) c.skip();
      if (name !== undefined && !c.at(T.LParen)) {
        value = { type: 'function', name, args: [], negated };
      } else {
        c.skip();
        open.push({ name, negated, args: [], trailingComma: false });
        if (open.length > MAX_SYMBOL_DEPTH) throw new SymbolTooDeep(`nests deeper than ${MAX_SYMBOL_DEPTH} levels: ${text.slice(0, 40)}…`);
        if (!c.at(T.RParen)) continue;
      }
    } else {
      fail();
    }
    // Close what ends here: `)` after a value (or right after `(`), until a `,` asks for the next argument.
    for (;;) {
      const top = open[open.length - 1];
      if (!top) {
        if (!c.at(T.EOF) || value === undefined) fail();
        return value!;
      }
      if (value !== undefined) top.args.push(value);
      if (c.eat(T.Comma)) {
        if (!c.at(T.RParen)) break;
        top.trailingComma = true;
      }
      if (!c.eat(T.RParen)) fail();
      open.pop();
      value = top.name !== undefined
        ? { type: 'function', name: top.name, args: top.args, negated: top.negated }
        : top.args.length === 1 && !top.trailingComma ? top.args[0] : { type: 'tuple', args: top.args };
    }
  }
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
