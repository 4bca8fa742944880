// The parser and the safety analysis against clingo 5.8 (clingo-wasm), on the programs of grammar-programs.ts.
// For each program clingo is asked, at test time, whether it accepts it and which variables it finds unsafe:
// - accepted: the server reports no error, except exactly the variables clingo finds unsafe;
// - rejected: the server's first syntax error lies in the statement of clingo's first error (as in
//   clingoAgreement.test.ts: from the token after the previous period to the next period).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LineIndex } from '../../server/src/language/lineIndex';
import { clingoStatementAround } from './clingoStatement';
import type { ClingoMessage } from '../../server/src/solving/messages';
import { WasmEngine } from '../../server/src/solving/wasmEngine';
import { diagnose } from './analysis-helpers';
import { GROUPS } from './grammar-programs';

type Verdict =
  | { accepted: true; unsafe: string[] }
  | { accepted: false; offset: number; message: string };

/**
 * Where the server does not follow clingo, and why. Each must still excuse a disagreement somewhere, so the
 * list cannot go stale.
 */
const EXCEPTIONS: { why: string; applies: (program: string, clingo: Verdict) => boolean }[] = [
  {
    why: 'a #theory definition is read for the names of its atoms only: its grammar (operator arities, atom '
      + 'types) and the use of its atoms (defined operators, head or body) are left to clingo',
    applies: (p, v) => !v.accepted && (/^#theory[^\n]*$/.test(p)
      || /^(missing definition for operator|theory (head|body) atom used in|no definition found for theory atom)/.test(v.message)),
  },
  {
    why: "clingo finds an `_` unsafe where nothing binds it (as `#Anon0`); the safety check is one of named variables",
    applies: (_, v) => v.accepted && v.unsafe.includes('_'),
  },
  {
    why: 'clingo expands a pool in the condition of a conditional literal into one conditional literal per '
      + 'alternative, and checks each on its own; the analysis checks the condition as one',
    applies: (p, v) => v.accepted && v.unsafe.length === 0 && /:\s*\w+\([^)]*;[^)]*\)/.test(p),
  },
];

let engine: WasmEngine;

const UNSAFE = /^unsafe variables in/;

async function judge(program: string): Promise<Verdict> {
  const result = await engine.solve(program, { models: 1, optimization: 'ignore' });
  // Without a place, an error only sums up the others ("grounding stopped because of errors").
  const errors = result.status === 'error' ? result.messages.filter((m) => m.severity === 'error' && m.line !== undefined) : [];
  if (result.status === 'error' && errors.length === 0) assert.fail(`clingo failed on ${JSON.stringify(program)}: ${result.messages[0]?.text}`);
  if (errors.length === 0) return { accepted: true, unsafe: [] };
  const other = errors.find((m) => !UNSAFE.test(m.text));
  if (!other) {
    const names = errors.flatMap((m) => [...m.text.matchAll(/'(.+?)' is unsafe/g)].map((x) => userName(x[1])));
    return { accepted: true, unsafe: [...new Set(names.filter((n) => n !== undefined))].sort() };
  }
  return { accepted: false, offset: offsetOf(program, errors[0]), message: errors[0].text };
}

/**
 * A variable's name as the user wrote it: clingo calls `_` `#Anon0`, and names the terms it cannot solve for
 * (`#Arith0`, `#Range0`, `#Script0`) next to the variables in them, which are reported by their own names.
 */
function userName(name: string): string | undefined {
  if (!name.startsWith('#')) return name;
  return name.startsWith('#Anon') ? '_' : undefined;
}

function offsetOf(text: string, m: ClingoMessage): number {
  assert.ok(m.line !== undefined && m.column !== undefined, `no position in clingo's error: ${m.text}`);
  return new LineIndex(text).offset({ line: m.line - 1, character: m.column - 1 });
}

/** What is wrong with the server's view of `program`, given clingo's verdict; undefined when they agree. */
function disagreement(program: string, verdict: Verdict): string | undefined {
  const diagnostics = diagnose(program).filter((d) => d.severity === 'error');
  const syntax = diagnostics.filter((d) => d.code === 'syntax' || d.code === 'missing-period');
  if (verdict.accepted) {
    const other = diagnostics.filter((d) => d.code !== 'unsafe-variable');
    if (other.length > 0) return `clingo accepts it; the server says: ${other[0].message}`;
    const ours = [...new Set(diagnostics.map((d) => /^'(.+?)' is unsafe/.exec(d.message)?.[1] ?? '?'))].sort();
    if (ours.join() !== verdict.unsafe.join()) return `unsafe: clingo [${verdict.unsafe.join(', ')}], server [${ours.join(', ')}]`;
    return undefined;
  }
  if (syntax.length === 0) return `clingo rejects it (${verdict.message}); the server reports no syntax error`;
  const statement = clingoStatementAround(program, verdict.offset);
  const first = syntax[0].span.start;
  if (first < statement.start || first > statement.end) {
    return `first error at ${first} (${syntax[0].message}), clingo's in ${statement.start}-${statement.end}: ${verdict.message}`;
  }
  return undefined;
}

describe('agreement with clingo, rule by rule of its grammar', () => {
  before(async () => {
    engine = new WasmEngine();
    await engine.warmUp();
  });
  after(() => engine.dispose());

  const used = new Set<string>();
  for (const group of GROUPS) {
    it(`${group.rule} (${group.programs.length} programs)`, async () => {
      const found: string[] = [];
      for (const program of new Set(group.programs)) {
        const verdict = await judge(program);
        const problem = disagreement(program, verdict);
        if (!problem) continue;
        const excuse = EXCEPTIONS.find((e) => e.applies(program, verdict));
        if (excuse) used.add(excuse.why);
        else found.push(`${JSON.stringify(program)}: ${problem}`);
      }
      assert.deepEqual(found, [], `${found.length} disagreements:\n${found.join('\n')}`);
    });
  }

  it('excuses each of its exceptions somewhere', () => {
    assert.deepEqual(EXCEPTIONS.map((e) => e.why).filter((why) => !used.has(why)), []);
  });
});
