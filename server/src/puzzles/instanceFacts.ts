// The facts of a file's text, read once. The solve plan, the solver's switch to breadth-first search, the
// diagnostics, the output's pictures and the preview all ask for the facts of the same instance within a second
// of each other; a million-fact instance is read once for all of them, by the scanner when it is plain facts (a
// few hundred milliseconds) and by the parser otherwise. Facts are never changed after they are read, so sharing
// them is safe.
import type { Program } from '../language/ast';
import { MAX_READ_BYTES } from '../readTextFile';
import { parse } from '../language/parser';
import { scanFacts } from './factScanner';
import { extractFacts, type Facts } from './facts';

/**
 * A file of plain facts is read up to this size: a million-cell maze is 25 MB, and the scanner reads such a file
 * without a syntax tree. Anything else stops at MAX_READ_BYTES, where a full parse still fits in memory.
 */
export const MAX_FACTS_FILE_BYTES = 64 * 1024 * 1024;

/** Why a file's text read up to MAX_FACTS_FILE_BYTES is refused: past MAX_READ_BYTES, only plain facts are read. */
export function largeFileProblem(text: string): string | undefined {
  return text.length > MAX_READ_BYTES && !isPlainFacts(text) ? `larger than ${MAX_READ_BYTES / (1024 * 1024)} MB and more than plain facts` : undefined;
}

/** Texts from this size on are large: a few of them are kept apart, so that small ones never push them out. */
const LARGE_FROM = 64 * 1024;

/**
 * Instances whose facts are kept, of each size: the one solved, the one before it, and one open beside them.
 * Small ones too: a Flow board's pools (`v((1,1); (1,2); …)`) are parsed, 7 ms for a 14x14 board, and a solve
 * asks for them two or three times.
 */
const KEPT = 3;

interface Read {
  text: string;
  facts: Facts;
  /** Read by the scanner: the file is nothing but ground facts and comments. */
  plain: boolean;
}

const keptLarge: Read[] = [];
const keptSmall: Read[] = [];
const keptFor = (text: string): Read[] => (text.length >= LARGE_FROM ? keptLarge : keptSmall);

/** The facts of `text`; `program` is its parse when the caller has it, used when the text is more than facts. */
export function factsOfText(text: string, program?: Program): Facts {
  return read(text, program).facts;
}

/**
 * Whether the text is nothing but ground facts and comments (what the scanner reads). Never parses: this is what
 * decides whether a large file is read at all.
 */
export function isPlainFacts(text: string): boolean {
  const known = find(text);
  if (known) return known.plain;
  const scanned = scanFacts(text);
  if (scanned) keep({ text, facts: scanned, plain: true });
  return scanned !== undefined;
}

function read(text: string, program?: Program): Read {
  const known = find(text);
  if (known) return known;
  const scanned = scanFacts(text);
  return keep(scanned ? { text, facts: scanned, plain: true } : { text, facts: extractFacts(program ?? parse(text)), plain: false });
}

function find(text: string): Read | undefined {
  const kept = keptFor(text);
  // Equal long strings are compared by content, which is a memory comparison: far cheaper than reading them.
  const known = kept.findIndex((r) => r.text === text);
  if (known < 0) return undefined;
  const [hit] = kept.splice(known, 1);
  kept.unshift(hit);
  return hit;
}

function keep(result: Read): Read {
  const kept = keptFor(result.text);
  kept.unshift(result);
  kept.length = Math.min(kept.length, KEPT);
  return result;
}
