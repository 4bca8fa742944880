// Accept actual: a test's `shouldbe` facts of one arity rewritten as the atoms an answer had, so that the answer
// becomes the expected one. The atoms come as the failure listed them (`e(v11,v12,yellow)`); each becomes
// `shouldbe(v11,v12,yellow).`, and the result is parsed back and compared with them before anything is offered.
// The new facts take the place of the first old one, one a line; the other old facts are removed, a line that
// held only a fact with its line end. Refused when the facts changed since the test ran (the edit would be
// computed against something the user has not seen).
import type { SourceFile } from '../language/workspace';
import { parseSource } from '../language/workspace';
import type { AcceptGolfAnswerParams, AcceptGolfAnswerResult, FileTextEdit, GolfTest } from '../protocol';
import { extractFacts } from '../puzzles/facts';
import { expectedAtoms, parseSignature, sortAtoms } from './compare';
import { SHOULDBE } from './golfFile';

export function acceptAnswer(
  test: GolfTest, params: Pick<AcceptGolfAnswerParams, 'predicate' | 'atoms' | 'expected'>, source: (uri: string) => SourceFile | undefined,
): AcceptGolfAnswerResult {
  const expectation = test.expectations.find((e) => e.kind === 'answer' && e.predicate === params.predicate);
  if (expectation?.kind !== 'answer') return { error: `${test.label} has no shouldbe facts for ${params.predicate}` };
  const arity = Number(expectation.facts.slice(SHOULDBE.length + 1));
  const signature = parseSignature(params.predicate);
  const atoms = sortAtoms(new Set(params.atoms));
  const facts = asFacts(atoms, arity, signature);
  if ('error' in facts) return facts;

  const uris = [...(test.expectationFile ? [test.expectationFile] : []), ...test.instances];
  // The facts go where the expectation points: the first file that has them.
  uris.sort((a, b) => Number(b === expectation.location.uri) - Number(a === expectation.location.uri));
  const found: { file: SourceFile; statements: { start: number; end: number }[] }[] = [];
  const args = [];
  for (const uri of uris) {
    const file = source(uri);
    if (!file) return { error: `cannot read ${baseName(uri)}` };
    const list = extractFacts(file.program).byPredicate.get(`${SHOULDBE}/${arity}`) ?? [];
    args.push(...list.map((f) => f.args));
    const statements = new Map<number, { start: number; end: number }>();
    for (const fact of list) {
      const s = file.program.statements.find((st) => st.start <= fact.span.start && fact.span.start < st.end);
      if (s) statements.set(s.start, { start: s.start, end: s.end });
    }
    if (statements.size) found.push({ file, statements: [...statements.values()].sort((a, b) => a.start - b.start) });
  }
  const now = expectedAtoms(signature, args);
  if (lines(now) !== params.expected) return { error: `the ${SHOULDBE} facts of ${test.label} changed since it ran: run it again` };
  if (found.length === 0) return { error: `${test.label} has no ${SHOULDBE}/${arity} facts` };

  const edits: FileTextEdit[] = [];
  found.forEach(({ file, statements }, i) => {
    statements.forEach((s, j) => {
      const first = i === 0 && j === 0;
      const span = first ? s : removal(file.text, s);
      edits.push({ uri: file.uri, range: file.lines.range(span), newText: first ? layout(facts.text, file.text, s.start) : '' });
    });
  });
  return { edits, factsBefore: args.length, factsAfter: atoms.length };
}

/** The atoms as `shouldbe` facts, one a line, checked by reading them back. */
function asFacts(atoms: readonly string[], arity: number, signature: ReturnType<typeof parseSignature>): { text: string } | { error: string } {
  const lines: string[] = [];
  for (const atom of atoms) {
    const name = `${signature.negated ? '-' : ''}${signature.name}`;
    const open = atom.indexOf('(');
    if (!atom.startsWith(name) || (open < 0 ? atom.length !== name.length : open !== name.length)) {
      return { error: `${atom} is not an atom of ${signature.negated ? '-' : ''}${signature.name}/${signature.arity}` };
    }
    lines.push(`${SHOULDBE}${open < 0 ? '' : atom.slice(open)}.`);
  }
  const text = lines.join('\n');
  const back = extractFacts(parseSource('untitled:accepted', text).program);
  const read = back.byPredicate.get(`${SHOULDBE}/${arity}`) ?? [];
  const same = back.all.length === read.length && lines.length === read.length
    && expectedAtoms(signature, read.map((f) => f.args)).join('\n') === atoms.join('\n');
  if (!same) return { error: `the atoms do not read back as ${arity}-place ${SHOULDBE} facts` };
  return { text };
}

/** The facts' text with the file's line ends, each line indented as the fact it replaces. */
function layout(text: string, file: string, at: number): string {
  const eol = file.includes('\r\n') ? '\r\n' : '\n';
  const lineStart = Math.max(file.lastIndexOf('\n', at - 1), file.lastIndexOf('\r', at - 1)) + 1;
  const indent = /^[ \t]*$/.test(file.slice(lineStart, at)) ? file.slice(lineStart, at) : '';
  return text.split('\n').join(eol + indent);
}

/** What to remove for a statement: its whole line with the line end when nothing else is on it, else it and the blanks after it. */
function removal(text: string, s: { start: number; end: number }): { start: number; end: number } {
  const lineStart = Math.max(text.lastIndexOf('\n', s.start - 1), text.lastIndexOf('\r', s.start - 1)) + 1;
  let lineEnd = s.end;
  while (lineEnd < text.length && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;
  const alone = /^[ \t]*$/.test(text.slice(lineStart, s.start)) && /^[ \t]*$/.test(text.slice(s.end, lineEnd));
  if (alone) {
    const eolLength = text.startsWith('\r\n', lineEnd) ? 2 : lineEnd < text.length ? 1 : 0;
    return { start: lineStart, end: lineEnd + eolLength };
  }
  let end = s.end;
  while (text[end] === ' ' || text[end] === '\t') end++;
  return { start: s.start, end };
}

function lines(atoms: readonly string[]): string {
  return atoms.length ? `${atoms.join('\n')}\n` : '';
}

function baseName(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
