// Where clingo draws a statement's bounds, for the tests that hold the server's first syntax error against
// clingo's: from the end of the previous period to the end of the next one.
import { lex, tokensOf } from '../../server/src/language/lexer';
import { T } from '../../server/src/language/tokens';

export function clingoStatementAround(text: string, offset: number): { start: number; end: number } {
  let start = 0;
  for (const token of tokensOf(lex(text))) {
    if (token.kind === T.EOF) break;
    if (token.kind !== T.Dot) continue;
    if (token.end > offset) return { start, end: token.end };
    start = token.end;
  }
  return { start, end: text.length };
}
