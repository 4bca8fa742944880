// Why a puzzle instance has no answer, in the words of its family ("No cell maze of 4x4 exists: …"), for the
// solve that found none: the notification, the preview's banner and the Problems view say it instead of a bare
// "unsatisfiable", at the fact it is about. Families without words of their own keep the solver's.
import type { SourceFile } from '../language/workspace';
import type { PuzzleFamilyId, SolverMessage } from '../protocol';
import { extractFacts } from './facts';
import { FAMILIES } from './recognise';

export function explainNoAnswer(family: PuzzleFamilyId, instance: SourceFile, bundled: boolean): SolverMessage | undefined {
  const explain = FAMILIES.find((f) => f.id === family)?.explainNoAnswer;
  if (!explain) return undefined;
  const facts = extractFacts(instance.program);
  // Facts cut short at the expansion limit would describe another puzzle than the one solved.
  if (facts.truncated) return undefined;
  const said = explain(facts, bundled);
  if (!said) return undefined;
  return {
    severity: 'error',
    message: said.message,
    ...(said.span ? { location: { uri: instance.uri, range: instance.lines.range(said.span) } } : {}),
  };
}
