// Completion at an offset. The file may be mid-edit and parse badly, so the context comes from the text and
// tokens around the cursor; the parse only supplies what the related files define.
import { lex, tokensOf } from '../lexer';
import { T } from '../tokens';
import { isSummary, type ProgramFile, type SourceFile, type Workspace } from '../workspace';
import { excerpt, fileIndex, sectionOf, statementAt, statementBefore } from './fileIndex';
import { sectionLabel } from './sections';
import { CompletionItemKind, InsertTextFormat, type CompletionItem } from './types';

const DIRECTIVES: [string, string][] = [
  ['show', 'output only these atoms or terms'], ['const', 'a constant, overridable with -c'],
  ['include', 'another file'], ['program', 'a program part'], ['external', 'an atom set from outside'],
  ['heuristic', 'a decision heuristic'], ['project', 'project answers onto these atoms'],
  ['defined', 'a predicate defined elsewhere'], ['edge', 'an acyclicity edge'],
  ['minimize', 'an optimisation statement'], ['maximize', 'an optimisation statement'],
  ['theory', 'a theory definition'], ['script', 'embedded Lua or Python'],
];
const AGGREGATES = ['count', 'sum', 'sum+', 'min', 'max'];
const SPECIALS = ['inf', 'sup', 'true', 'false'];

const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_']/.test(c);

export interface CompletionOptions {
  /** Whether the client takes snippets (`textDocument.completion.completionItem.snippetSupport`). */
  snippets?: boolean;
}

export function completions(ws: Workspace, uri: string, offset: number, options: CompletionOptions = {}): CompletionItem[] {
  const file = ws.get(uri);
  if (!file) return [];
  const { text } = file;
  const at = Math.max(0, Math.min(offset, text.length));
  if (inComment(file, at) || inScriptCode(file, at) || inString(text, at)) return [];
  let start = at;
  while (start > 0 && isWordChar(text[start - 1])) start--;
  if (text[start - 1] === '#') return directiveItems(file, start - 1, at);
  const prefix = text.slice(start, at);
  if (/^[0-9]/.test(prefix)) return [];
  const upper = /^[_']*[A-Z]/.test(prefix);
  const lower = /^[_']*[a-z]/.test(prefix);
  const items: CompletionItem[] = [];
  const context = statementContext(file, start, at);
  if (!lower) items.push(...context.variables.map((name): CompletionItem => ({ label: name, kind: CompletionItemKind.Variable, detail: 'variable of this statement', sortText: `0${name}` })));
  if (!upper) {
    // Names of the folder's other files too: an encoding being written uses an instance's predicates before it
    // is one program with it.
    const files = ws.nearby(uri);
    if (context.inTerm) {
      // Inside an argument a term goes: the constants of the program, not atoms and not `not`.
      items.push(...constantItems(file, files, start), ...symbolicConstantItems(file, files, start));
    } else {
      items.push(...predicateItems(file, files, start, options.snippets ?? true), ...constantItems(file, files, start));
      items.push({ label: 'not', kind: CompletionItemKind.Keyword, detail: 'default negation', sortText: '3not' });
    }
  }
  return items;
}

function inComment(file: SourceFile, at: number): boolean {
  const comments = file.program.comments;
  let lo = 0;
  let hi = comments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = comments[mid];
    if (at <= c.start) hi = mid - 1;
    else if (at > c.end) lo = mid + 1;
    // At the very end only a line comment (or an unterminated block) still holds the cursor.
    else return at < c.end || !c.block || !c.text.endsWith('*%');
  }
  return false;
}

function inScriptCode(file: SourceFile, at: number): boolean {
  const i = statementAt(file, at);
  const s = i >= 0 ? file.program.statements[i] : undefined;
  if (s?.kind === 'script') return s.code.start <= at && at <= s.code.end;
  // A script swallowed by a broken statement before it still lexes as code.
  if (s?.kind !== 'error') return false;
  return tokensOf(lex(file.text.slice(s.start, s.end))).some((t) => t.kind === T.Code && t.start <= at - s.start && at - s.start <= t.end);
}

/** Strings never span lines, so the quotes before the cursor on its line tell. */
function inString(text: string, at: number): boolean {
  let inside = false;
  for (let i = text.lastIndexOf('\n', at - 1) + 1; i < at; i++) {
    const c = text[i];
    if (inside && c === '\\') i++;
    else if (c === '"') inside = !inside;
    else if (!inside && c === '%') return false;
  }
  return inside;
}

function directiveItems(file: SourceFile, hash: number, at: number): CompletionItem[] {
  const range = file.lines.range({ start: hash, end: at });
  const item = (word: string, detail: string, sort: number): CompletionItem => ({
    label: `#${word}`, kind: CompletionItemKind.Keyword, detail, sortText: `${sort}${word}`,
    textEdit: { range, newText: `#${word}` },
  });
  return [
    ...DIRECTIVES.map(([word, detail]) => item(word, detail, 0)),
    ...AGGREGATES.map((word) => item(word, 'aggregate', 1)),
    ...SPECIALS.map((word) => item(word, word === 'inf' || word === 'sup' ? 'the smallest/largest term' : 'boolean constant', 2)),
  ];
}

/** Tokens a statement can end with, when its period is still missing. */
const ENDING = new Set<T>([T.RParen, T.RBrace, T.RBracket, T.Identifier, T.Variable, T.Anonymous, T.Number, T.String,
  T.Inf, T.Sup, T.True, T.False]);

/**
 * The statement around the cursor, read from its tokens (it may not parse yet): its variables, and whether the
 * word at `start` stands inside parentheses, where only a term can go.
 */
function statementContext(file: SourceFile, start: number, at: number): { variables: string[]; inTerm: boolean } {
  const { statements } = file.program;
  // The parse bounds the stretch to lex: from the statement the cursor is in (or after) to the next one.
  const i = statementBefore(file, start);
  const from = i >= 0 ? statements[i].start : 0;
  const to = i + 1 < statements.length ? statements[i + 1].start : file.text.length;
  const text = file.text.slice(from, to);
  const tokens = tokensOf(lex(text));
  start -= from;
  at -= from;
  // A period ends a statement unless '[' follows (`:~ b. [1]`, `#const n=1. [default]`). Where the period is
  // still missing, a line starting at column 0 after a token that can end a statement starts the next one,
  // as in `... not N` typed above an existing rule: the parse alone would run the two together.
  const endingDot = (k: number) => tokens[k].kind === T.Dot && tokens[k + 1]?.kind !== T.LBracket;
  const lineBreak = (k: number) => k > 0 && ENDING.has(tokens[k - 1].kind) && /[\r\n]/.test(text[tokens[k].start - 1] ?? '');
  const names: string[] = [];
  let depth = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (lineBreak(k)) {
      if (t.start > start) break;
      names.length = 0;
      depth = 0;
    }
    if (endingDot(k)) {
      if (t.start >= at) break;
      names.length = 0;
      depth = 0;
    } else if (t.kind === T.Variable && t.start !== start && !names.includes(t.text)) {
      names.push(t.text);
    }
    if (t.end <= start) {
      if (t.kind === T.LParen) depth++;
      else if (t.kind === T.RParen && depth > 0) depth--;
    }
  }
  return { variables: names, inTerm: depth > 0 };
}

/** The symbolic constants the program's terms use (`yellow`, `v11`), as a term inside an argument may be one. */
function symbolicConstantItems(file: SourceFile, files: ProgramFile[], start: number): CompletionItem[] {
  const names = new Set<string>();
  for (const f of files) {
    if (isSummary(f)) {
      for (const name of f.constants ?? []) names.add(name);
      continue;
    }
    for (const [name, uses] of fileIndex(f).constants) {
      // The word being typed is a constant of its own; it alone does not make one known.
      if (f !== file || uses.some((u) => u.span.start !== start)) names.add(name);
    }
  }
  return [...names].map((name) => ({ label: name, kind: CompletionItemKind.EnumMember, detail: 'constant of the program', sortText: `2${name}` }));
}

function predicateItems(file: SourceFile, files: ProgramFile[], start: number, snippets: boolean): CompletionItem[] {
  const seen = new Map<string, { name: string; arity: number; count: number }>();
  for (const f of files) {
    if (isSummary(f)) {
      for (const [negatedKey, p] of f.predicates) {
        // As below: `-p` counts under its name `p`.
        const key = negatedKey.startsWith('-') ? negatedKey.slice(1) : negatedKey;
        const slash = key.lastIndexOf('/');
        const entry = seen.get(key) ?? { name: key.slice(0, slash), arity: Number(key.slice(slash + 1)), count: 0 };
        entry.count += p.definitions + p.uses;
        seen.set(key, entry);
      }
      continue;
    }
    for (const list of fileIndex(f).predicates.values()) {
      const { name, arity } = list[0];
      // The word being typed parses as an atom of its own; it alone does not make a predicate known.
      const count = f === file ? list.filter((p) => p.span.start !== start).length : list.length;
      const entry = seen.get(`${name}/${arity}`) ?? { name, arity, count: 0 };
      entry.count += count;
      seen.set(`${name}/${arity}`, entry);
    }
  }
  return [...seen.entries()].filter(([, e]) => e.count > 0).map(([label, { name, arity }]) => {
    // A snippet's placeholders only for a client that takes snippets; a plain one would insert `${1:X1}` as text.
    const args = Array.from({ length: arity }, (_, k) => `\${${k + 1}:X${k + 1}}`).join(',');
    const snippet = snippets && arity > 0;
    return {
      label, kind: CompletionItemKind.Function, detail: 'predicate', sortText: `1${label}`, filterText: name,
      insertText: snippet ? `${name}(${args})` : name,
      insertTextFormat: snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
    };
  });
}

function constantItems(file: SourceFile, files: ProgramFile[], start: number): CompletionItem[] {
  const items = new Map<string, CompletionItem>();
  for (const f of files) {
    if (isSummary(f)) {
      for (const [name, consts] of f.consts) {
        if (!items.has(name)) items.set(name, { label: name, kind: CompletionItemKind.Constant, detail: consts[0].short, sortText: `2${name}` });
      }
      continue;
    }
    for (const [name, consts] of fileIndex(f).consts) {
      if (!items.has(name)) items.set(name, { label: name, kind: CompletionItemKind.Constant, detail: excerpt(f, consts[0].statement), sortText: `2${name}` });
    }
  }
  // `#program step(t).` makes `t` a constant of its section.
  const section = sectionOf(file, statementBefore(file, start));
  const detail = section && `parameter of #program ${sectionLabel(section)}`;
  for (const p of section?.params ?? []) {
    items.set(p.name, { label: p.name, kind: CompletionItemKind.Constant, detail, sortText: `2${p.name}` });
  }
  return [...items.values()];
}
