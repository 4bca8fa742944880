// Parses a whole clingo program. One broken statement costs only itself: its error is recorded and parsing
// resumes after its period (or, when only the period is missing, at the line where the next statement starts).
import type { Program, Statement, SyntaxError } from '../ast';
import { lex } from '../lexer';
import { T } from '../tokens';
import { Cursor, StatementError } from './cursor';
import { parseStatement } from './statements';

/** Source order; errors at the same place in a fixed order, so that equal texts give equal lists. */
export function compareErrors(a: SyntaxError, b: SyntaxError): number {
  return a.start - b.start || a.end - b.end || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);
}

export function parse(text: string): Program {
  const { buffer, comments, errors: lexErrors } = lex(text);
  const cursor = new Cursor(buffer, text);
  const statements: Statement[] = [];
  const errors: SyntaxError[] = lexErrors.map((e) => ({ ...e }));
  let previousEnd = 0;
  while (!cursor.at(T.EOF)) {
    const firstStart = cursor.start;
    const firstIndex = cursor.position;
    cursor.beginStatement();
    try {
      statements.push(parseStatement(cursor));
    } catch (e) {
      if (e instanceof StatementError) {
        // After a character the lexer rejected, the syntax error it causes would only repeat the news.
        const lexErrorBefore = lexErrors.some((l) => l.start >= previousEnd && l.start <= e.span.start);
        if (!lexErrorBefore) errors.push({ ...e.span, message: e.message });
        cursor.skipStatement();
        statements.push({ kind: 'error', start: firstStart, end: cursor.previous().end });
      } else {
        throw e;
      }
    }
    // A statement that consumed nothing would loop forever; drop its token.
    if (cursor.position === firstIndex) cursor.skip();
    previousEnd = cursor.previousEnd();
  }
  errors.push(...cursor.reported);
  errors.sort(compareErrors);
  return { statements, comments, errors };
}
