// The relaxed program: the same files rewritten on their syntax trees so that what makes a program unsatisfiable
// becomes a cost. Integrity constraint number I, `:- B.`, becomes `__violated(I,(X,Y)) :- B.` (X, Y its global
// variables) and every violation costs 1; with `bounds`, a choice rule `L { E } U :- B.` loses its bounds and
// `__violated(I,(Vars)) :- B, not L { E } U.` counts where they break; with `facts`, each fact of an instance
// becomes `p(t) :- __kept(K).` under a free choice of `__kept(K)`, and every fact left out costs 1. The least
// costly answer is the explanation: which rules it breaks, for which values, and which facts it does without.
// Every edit keeps the lines of its file (see textEdits), and the table of relaxed statements keeps their
// places, so a violation is reported at its constraint in its file.
import type { Program, Span } from '../language/ast';
import { lex } from '../language/lexer';
import { T } from '../language/tokens';
import { hiddenNames, type HiddenNames } from './hiddenNames';
import {
  baseStatements, factUnits, globalVariables, hasTheoryAtom, isBoundedChoice, isConstraint, type FactUnit,
} from './statements';
import { applyEdits, blankEdit, oneLine, type TextEdit } from './textEdits';

/** One file of the program, parsed. */
export interface ProgramFile {
  uri: string;
  text: string;
  program: Program;
  /** A file of the instance: its facts are relaxed when `facts` is asked for, and shrunk for a minimal cause. */
  instance: boolean;
}

export interface RelaxOptions {
  /** Relax the bounds of choice rules too. */
  bounds: boolean;
  /** Let the instance's facts be left out, at a cost. */
  facts: boolean;
}

/** A statement whose violations are counted: an integrity constraint, or a choice rule's bounds. */
export interface RelaxedRule {
  id: number;
  kind: 'constraint' | 'bound';
  uri: string;
  span: Span;
  /** The statement as written, on one line. */
  text: string;
  /** The global variables, in the order of the violation atom's tuple. */
  variables: string[];
  statement: Extract<ProgramFile['program']['statements'][number], { kind: 'rule' }>;
}

export interface Relaxation {
  /** The files' rewritten texts, by URI. */
  texts: Map<string, string>;
  /** Statements the relaxation adds (its weak constraints and #show), to be solved with the files. */
  added: string;
  rules: RelaxedRule[];
  /** The instance facts that may be left out, by their number K in `__kept(K)`. */
  facts: FactUnit[];
  names: HiddenNames;
  /** What was left as it is, and why. */
  notes: string[];
}

export interface Refusal {
  refused: string;
  location?: { uri: string; span: Span };
}

/** So many statements are relaxed at most: each becomes a rule of the ground program, and more would not be read. */
export const MAX_RELAXED_RULES = 20_000;
export const MAX_RELAXED_FACTS = 50_000;

export function relaxProgram(files: readonly ProgramFile[], options: RelaxOptions): Relaxation | Refusal {
  const refusal = refuse(files);
  if (refusal) return refusal;
  const names = hiddenNames(files.map((f) => f.text));
  const rules: RelaxedRule[] = [];
  const facts: FactUnit[] = [];
  const notes = new Set<string>();
  const texts = new Map<string, string>();
  let shows = false;
  for (const file of files) {
    const { statements, elsewhere } = baseStatements(file.program);
    if (elsewhere > 0) notes.add('statements under #program parts other than base are not grounded by a plain solve: they are left as they are');
    const edits: TextEdit[] = [];
    for (const s of file.program.statements) {
      if (s.kind === 'show') shows = true;
      // Optimisation does not decide whether there is an answer, and its costs would mix with the violations'.
      if (s.kind === 'optimize' || s.kind === 'weak-constraint') {
        edits.push(blankEdit(file.text, s.start, s.end));
        notes.add('the program\'s own #minimize, #maximize and weak constraints are left out: they do not decide whether there is an answer');
      }
    }
    const instanceFacts = options.facts && file.instance ? factUnits(file.uri, file.text, statements) : [];
    const factStatements = new Map<number, { statement: FactUnit['statement']; units: number[] }>();
    for (const unit of instanceFacts) {
      const id = facts.length;
      facts.push(unit);
      const entry = factStatements.get(unit.statement.start) ?? { statement: unit.statement, units: [] };
      entry.units.push(id);
      factStatements.set(unit.statement.start, entry);
    }
    for (const { statement, units } of factStatements.values()) {
      const kept = units.map((id) => `${facts[id].atom} :- ${names.kept}(${id}).`);
      edits.push({ start: statement.start, end: statement.end, text: kept.join(' ') });
    }
    for (const s of statements) {
      if (s.kind === 'rule' && isConstraint(s)) {
        if (hasTheoryAtom(s.body)) {
          notes.add('constraints with theory atoms are kept as they are');
          continue;
        }
        const rule = relaxed(rules, 'constraint', file, s);
        const head = `${names.violated}(${rule.id},${tuple(rule.variables)})`;
        edits.push(s.head ? { start: s.head.start, end: s.head.end, text: head } : { start: s.start, end: s.start, text: `${head} ` });
      } else if (options.bounds && isBoundedChoice(s)) {
        if (hasTheoryAtom(s.body)) continue;
        const braces = bracesOf(file.text, s.head.start, s.head.end);
        if (!braces) continue;
        const rule = relaxed(rules, 'bound', file, s);
        edits.push(blankEdit(file.text, s.head.start, braces.open));
        edits.push(blankEdit(file.text, braces.close + 1, s.head.end));
        const body = s.body.length ? `${oneLine(file.text, s.body[0].start, s.body[s.body.length - 1].end)}, ` : '';
        const broken = `${names.violated}(${rule.id},${tuple(rule.variables)}) :- ${body}not ${oneLine(file.text, s.head.start, s.head.end)}.`;
        edits.push({ start: s.end, end: s.end, text: ` ${broken}` });
      }
    }
    if (rules.length > MAX_RELAXED_RULES) return { refused: `the program has more than ${MAX_RELAXED_RULES} constraints to relax` };
    if (facts.length > MAX_RELAXED_FACTS) return { refused: `the instance has more than ${MAX_RELAXED_FACTS} facts to relax; explain it without relaxing facts` };
    texts.set(file.uri, edits.length ? applyEdits(file.text, edits) : file.text);
  }
  const added = [
    '#program base.',
    `:~ ${names.violated}(I,T). [1,I,T]`,
    ...(facts.length ? [`{ ${names.kept}(0..${facts.length - 1}) }.`, `:~ not ${names.kept}(I), I = 0..${facts.length - 1}. [1,${names.factTag},I]`] : []),
    // A program that shows what it chooses would hide the violations; one that shows nothing in particular shows all.
    ...(shows ? [`#show ${names.violated}/2.`, ...(facts.length ? [`#show ${names.kept}/1.`] : [])] : []),
    '',
  ].join('\n');
  return { texts, added, rules, facts, names, notes: [...notes] };
}

/** What no rewrite can explain: a program that decides its own grounding, or one the parser could not read. */
function refuse(files: readonly ProgramFile[]): Refusal | undefined {
  for (const file of files) {
    const error = file.program.errors[0];
    if (error) return { refused: `fix the syntax error first: ${error.message}`, location: { uri: file.uri, span: error } };
    for (const s of file.program.statements) {
      if (s.kind === 'include' && s.system) {
        return { refused: 'an incremental program (#include <incmode>) is grounded step by step: it cannot be explained as one program', location: { uri: file.uri, span: s } };
      }
      if (s.kind === 'script' && /\bmain\b/.test(file.text.slice(s.code.start, s.code.end))) {
        return { refused: 'a #script with a main function decides itself what is grounded and solved: it cannot be explained as one program', location: { uri: file.uri, span: s } };
      }
    }
  }
  return undefined;
}

function relaxed(rules: RelaxedRule[], kind: RelaxedRule['kind'], file: ProgramFile, s: RelaxedRule['statement']): RelaxedRule {
  const rule: RelaxedRule = {
    id: rules.length, kind, uri: file.uri, span: { start: s.start, end: s.end }, text: oneLine(file.text, s.start, s.end),
    variables: globalVariables(s), statement: s,
  };
  rules.push(rule);
  return rule;
}

/** `()`, `(X,)`, `(X,Y)`: always a tuple, so that the values read back the same way whatever their number. */
function tuple(variables: readonly string[]): string {
  return variables.length === 1 ? `(${variables[0]},)` : `(${variables.join(',')})`;
}

/** The offsets of a choice head's own braces: the first `{` and the last `}` (guards hold neither). */
function bracesOf(text: string, start: number, end: number): { open: number; close: number } | undefined {
  const { buffer } = lex(text.slice(start, end));
  let open = -1;
  let close = -1;
  for (let i = 0; i < buffer.count; i++) {
    if (buffer.kinds[i] === T.LBrace && open < 0) open = start + buffer.starts[i];
    if (buffer.kinds[i] === T.RBrace) close = start + buffer.starts[i];
  }
  return open >= 0 && close > open ? { open, close } : undefined;
}
