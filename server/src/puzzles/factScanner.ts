// The facts of a file that is nothing but ground facts and comments, read straight from the text: what
// `extractFacts(parse(text))` gives, without a token buffer or a syntax tree. A million-cell maze is a million
// `passage(X1,Y1,X2,Y2).` lines; parsing them costs seconds and a gigabyte, scanning them a fraction of that.
// Anything the scanner does not know for certain — a rule, a `#` directive, a pool, arithmetic, a variable, a
// nested term, an escape it would have to judge, a lexical error — makes it give up (undefined), and the caller
// parses the file in full. What it accepts it reads exactly as the parser and extractFacts do (see the property
// tests in test/unit/factScanner.test.ts).
import { directiveLinesBefore, firstOfEachKey } from '../language/directives';
import { blockCommentEnd, wordEnd } from '../language/lexer';
import { unquote } from '../language/parser/terms';
import type { Comment } from '../language/tokens';
import type { ClingoSymbol } from '../solving/symbols';
import { numberSymbol } from './evaluate';
import { FactColumns, lazyFacts, LazyFactMap } from './factColumns';
import { DEFAULT_FACT_LIMIT, type ExtractOptions, type Fact, type Facts } from './facts';

/** Numbers of more digits could leave 32 bits; the parser's reading of them is left to the parser. */
const MAX_DIGITS = 9;

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Thrown inside the scan, caught at its top: the text is more than plain facts. */
class NotPlainFacts extends Error {}
const GIVE_UP = new NotPlainFacts();

/** The facts of `text`, or undefined when the text is anything but ground facts and comments. */
export function scanFacts(text: string, options: ExtractOptions = {}): Facts | undefined {
  try {
    return scan(text, options.limit ?? DEFAULT_FACT_LIMIT);
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}

function scan(text: string, limit: number): Facts {
  const n = text.length;
  // Predicates whose facts are all numbers are kept as columns (see factColumns), the others as objects.
  const byPredicate = new LazyFactMap();
  let columns: FactColumns | undefined;
  const comments: Comment[] = [];
  let firstStatement = Infinity;
  let remaining = limit;
  let truncated = false;
  let lastName = '';
  let lastArity = -1;
  let key = '';
  let list: Fact[] = [];
  const scratch: ClingoSymbol[] = [];
  const numbers: number[] = [];
  let i = 0;
  for (;;) {
    // Between statements: white space and comments.
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        i++;
      } else if (c === 37 && text.charCodeAt(i + 1) === 42) {
        const end = blockCommentClose(text, i);
        if (i < firstStatement) comments.push({ start: i, end, text: text.slice(i, end), block: true });
        i = end;
      } else if (c === 37 || (c === 35 && text.charCodeAt(i + 1) === 33)) {
        const nl = text.indexOf('\n', i);
        const end = nl < 0 ? n : nl;
        if (i < firstStatement) comments.push({ start: i, end, text: text.slice(i, end), block: false });
        i = end;
      } else {
        break;
      }
    }
    if (i >= n) break;
    const start = i;
    if (!isLower(text.charCodeAt(i))) throw GIVE_UP;
    const nameEnd = wordEnd(text, i + 1);
    if (nameEnd - start === 3 && text.startsWith('not', start)) throw GIVE_UP;
    i = nameEnd;
    let arity = 0;
    let allNumbers = true;
    if (text.charCodeAt(i) === 40) {
      i++;
      for (;;) {
        i = termEnd(text, spacesEnd(text, i));
        if (termValue.type === 'number') numbers[arity] = termValue.value;
        else allNumbers = false;
        scratch[arity++] = termValue;
        i = spacesEnd(text, i);
        const c = text.charCodeAt(i++);
        if (c === 41) break;
        if (c !== 44) throw GIVE_UP;
      }
    }
    const end = i;
    i = spacesEnd(text, i);
    // `p.` but not `p..3`: two dots are an interval.
    if (text.charCodeAt(i) !== 46 || text.charCodeAt(i + 1) === 46) throw GIVE_UP;
    i++;
    if (firstStatement === Infinity) firstStatement = start;
    if (remaining === 0) {
      truncated = true;
      continue;
    }
    remaining--;
    // Instances write a predicate's facts in runs: the name is compared in place, not cut out again.
    let name = lastName;
    if (arity !== lastArity || nameEnd - start !== lastName.length || !text.startsWith(lastName, start)) {
      name = text.slice(start, nameEnd);
      lastName = name;
      lastArity = arity;
      key = `${name}/${arity}`;
      // Asking the map for a columnar predicate's list would make its objects: the columns are looked up first.
      columns = byPredicate.columns.get(key);
      const known = columns ? undefined : byPredicate.get(key);
      if (known) list = known;
      else if (!columns && allNumbers && arity > 0) byPredicate.addColumns(key, (columns = new FactColumns(name, arity)));
      else if (!columns) byPredicate.set(key, (list = []));
    }
    if (columns && allNumbers) {
      columns.push(numbers, start, end);
      continue;
    }
    if (columns) {
      list = byPredicate.toObjects(key);
      columns = undefined;
    }
    // An array of exactly its length: one grown by push keeps room for 16.
    list.push({ name, args: scratch.slice(0, arity), span: { start, end } });
  }
  return lazyFacts(byPredicate, { directives: firstOfEachKey(directiveLinesBefore(comments, firstStatement)), rules: [], truncated });
}

function spacesEnd(text: string, from: number): number {
  let j = from;
  while (isSpace(text.charCodeAt(j))) j++;
  return j;
}

/** A block comment as the lexer reads it; an unterminated one is the parser's to report. */
function blockCommentClose(text: string, from: number): number {
  const { end, closed } = blockCommentEnd(text, from);
  if (!closed) throw GIVE_UP;
  return end;
}

/** The value of the term termEnd read last: one slot, rather than an object per argument for two results. */
let termValue: ClingoSymbol = numberSymbol(0);

/** Reads one argument at `i` — a number, a constant or a string — into termValue; returns where it ends. */
function termEnd(text: string, i: number): number {
  const n = text.length;
  const c = text.charCodeAt(i);
  if (isDigit(c) || (c === 45 && isDigit(text.charCodeAt(i + 1)))) {
    const negative = c === 45;
    const from = negative ? i + 1 : i;
    // `0x1F`, `0b1`, `007`: other bases and what the lexer cuts into two numbers are the parser's.
    if (text.charCodeAt(from) === 48 && wordEnd(text, from + 1) > from + 1) throw GIVE_UP;
    let j = from;
    let value = 0;
    while (isDigit(text.charCodeAt(j))) value = value * 10 + (text.charCodeAt(j++) - 48);
    if (j - from > MAX_DIGITS) throw GIVE_UP;
    termValue = numberSymbol(negative ? -value : value);
    return j;
  }
  if (isLower(c)) {
    const end = wordEnd(text, i + 1);
    if (end - i === 3 && text.startsWith('not', i)) throw GIVE_UP;
    termValue = { type: 'function', name: text.slice(i, end), args: [], negated: false };
    return end;
  }
  if (c === 34) {
    let j = i + 1;
    for (;;) {
      if (j >= n) throw GIVE_UP;
      const ch = text.charCodeAt(j);
      if (ch === 34) break;
      if (ch === 10) throw GIVE_UP;
      if (ch === 92) {
        const next = text.charCodeAt(j + 1);
        if (next !== 92 && next !== 110 && next !== 34) throw GIVE_UP;
        j += 2;
        continue;
      }
      j++;
    }
    termValue = { type: 'string', value: unquote(text.slice(i, j + 1)) };
    return j + 1;
  }
  throw GIVE_UP;
}
