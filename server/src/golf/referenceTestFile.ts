// A counterexample of the differential check written as a test of the golf bench: the instance's facts with
// `%! models: N` (the reference's count) and, when the reference has exactly one answer, that answer as
// `shouldbe` facts in the same file (an instance that carries shouldbe facts is a test, see discovery.ts), with
// `%! expect:` naming the predicate, so that no inference can read them otherwise. Written beside the encoding it
// is one of the encoding's tests by the bench's rule 2; written elsewhere it names the encoding with
// `%! encoding:`, which the editor follows; for an encoding whose `%! test:` lines list its tests, the line to
// add is given instead.
import type { ReferenceFamilyId, ReferenceTestFile } from '../protocol';
import { folderOf } from '../language/workspace';
import { relativePath } from './discovery';
import type { ProjectedAnswer } from './referenceCompare';
import type { ReferenceInstance } from './referenceInstances';
import { SHOULDBE } from './golfFile';

/** `flow-counterexample-7.lp`: the first counterexample of a seed is always the same instance. */
export function counterexampleFileName(family: ReferenceFamilyId, seed: number): string {
  return `${family}-counterexample-${seed}.lp`;
}

export interface TestFileInput {
  encodingUri: string;
  /** The encoding has `%! test:` lines: only they name its tests. */
  encodingNamesTests: boolean;
  instance: ReferenceInstance;
  /** The run's seed and size, for the comment that says how to find the instance again. */
  seed: number;
  count: number;
  names: { encoding: string; reference: string; predicate: string };
  /** Every answer of the reference. */
  reference: readonly ProjectedAnswer[];
  /** What differs, one line. */
  message: string;
  /** The folder to write to (its URI ends with `/`); the encoding's by default. */
  folderUri?: string;
}

const FACTS_PER_LINE = 6;

export function counterexampleTestFile(input: TestFileInput): Omit<ReferenceTestFile, 'outcome' | 'outcomeMessage'> {
  const { instance, names, reference } = input;
  const home = folderOf(input.encodingUri);
  const folder = input.folderUri ?? home;
  const fileName = counterexampleFileName(instance.family, input.seed);
  const uri = `${folder}${fileName}`;
  const beside = folder === home;
  const lines = [
    `% A counterexample to ${names.encoding}, found by checking it against the bundled ${names.reference} on random instances`,
    `% (seed ${input.seed}, instance ${instance.index} of ${input.count}, its own seed ${instance.seed}): ${instance.label}.`,
    `% ${input.message}.`,
    ...instance.picture.map((line) => `%   ${line}`),
  ];
  if (!beside) lines.push(`%! encoding: ${relativePath(folder, input.encodingUri)}`);
  lines.push(`%! models: ${reference.length}`);
  const one = reference.length === 1 ? reference[0] : undefined;
  if (one) lines.push(`%! expect: ${names.predicate}`);
  lines.push('', instance.facts.trimEnd());
  if (one) {
    lines.push('', `% ${names.reference}'s one answer: every answer must have exactly these ${names.predicate} atoms.`);
    const facts = one.atoms.map((atom) => `${SHOULDBE}${atom.includes('(') ? atom.slice(atom.indexOf('(')) : ''}.`);
    for (let i = 0; i < facts.length; i += FACTS_PER_LINE) lines.push(facts.slice(i, i + FACTS_PER_LINE).join(' '));
  }
  const testLine = input.encodingNamesTests ? `%! test: ${relativePath(home, uri)}` : undefined;
  return {
    fileName,
    uri,
    text: `${lines.join('\n')}\n`,
    discovered: beside && !input.encodingNamesTests,
    ...(testLine ? { testLine } : {}),
  };
}
