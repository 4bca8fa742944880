// Why a puzzle instance has no answer, in the words of its family ("No cell maze of 4x4 exists: …"), for the
// solve that found none: the notification, the preview's banner and the Problems view say it instead of a bare
// "unsatisfiable", at the fact it is about. Families without words of their own keep the solver's.
import { LineIndex } from '../language/lineIndex';
import type { SourceFile } from '../language/workspace';
import type { PuzzleFamilyId, SolverMessage } from '../protocol';
import { extractFacts, type Facts } from './facts';
import { FAMILIES } from './recognise';

export function explainNoAnswer(family: PuzzleFamilyId, instance: SourceFile, bundled: boolean): SolverMessage | undefined {
  return explainNoAnswerIn(family, { uri: instance.uri, text: instance.text, facts: extractFacts(instance.program), lines: instance.lines }, bundled);
}

/** The same, from an instance's text and facts already read (a large instance has no syntax tree). */
export function explainNoAnswerIn(
  family: PuzzleFamilyId, instance: { uri: string; text: string; facts: Facts; lines?: LineIndex }, bundled: boolean,
): SolverMessage | undefined {
  const explain = FAMILIES.find((f) => f.id === family)?.explainNoAnswer;
  if (!explain) return undefined;
  const { facts } = instance;
  // Facts cut short at the expansion limit would describe another puzzle than the one solved.
  if (facts.truncated) return undefined;
  const said = explain(facts, bundled);
  if (!said) return undefined;
  return {
    severity: 'error',
    message: said.message,
    ...(said.span ? { location: { uri: instance.uri, range: (instance.lines ?? new LineIndex(instance.text)).range(said.span) } } : {}),
  };
}
