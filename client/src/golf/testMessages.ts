// What the Test Explorer shows of a test's result, as plain data (the VS Code objects are made in testRun.ts):
// one message per failure the server listed — a diff of the expected and the actual atoms for a wrong answer,
// the first answer too many as the actual side of a diff for a wrong count — and the solver's errors at their
// places for a test that could not be judged. Nothing here judges anything: the server's result says it all.
import type { FileLocation, GolfFailure, GolfTestResult } from '../../../server/src/protocol';

export interface MessageSpec {
  message: string;
  /** Both or neither: the two sides of a diff. */
  expected?: string;
  actual?: string;
  location?: FileLocation;
  /** Accepting this message's actual side as the expected one would make the test pass. */
  acceptable?: boolean;
}

/** How many broken rules an `invalid` message lists. */
const LISTED_VIOLATIONS = 12;

/** `fallback` is where a message without a place of its own points: the test's location. */
export function messagesOf(result: GolfTestResult, fallback?: FileLocation): MessageSpec[] {
  const at = (location: FileLocation | undefined) => location ?? fallback;
  if (result.outcome === 'errored') {
    const errors = result.messages.filter((m) => m.severity === 'error');
    if (errors.length === 0) return [withLocation({ message: result.message }, fallback)];
    return errors.map((m) => withLocation({ message: m.message }, at(m.location)));
  }
  if (result.outcome !== 'failed') return [];
  const acceptable = acceptableAnswer(result);
  return result.failures.map((f) => failureMessage(f, fallback, f === acceptable));
}

function failureMessage(f: GolfFailure, fallback: FileLocation | undefined, acceptable: boolean): MessageSpec {
  switch (f.kind) {
    case 'answer':
      return { message: f.message, expected: f.expected, actual: f.actual, location: f.location, ...(acceptable ? { acceptable } : {}) };
    case 'models':
      if (!f.extraAnswer) return { message: f.message, location: f.location };
      return {
        message: `${f.message}: answer ${f.extraAnswer.answer} should not exist (its atoms on the actual side)`,
        expected: '',
        actual: lines(f.extraAnswer.atoms),
        location: f.location,
      };
    case 'unsatisfiable':
      return { message: f.message, location: f.location };
    case 'invalid': {
      const listed = f.violations.slice(0, LISTED_VIOLATIONS).map((v) => `${v.rule}: ${v.message}`);
      const more = f.violations.length - listed.length;
      // The first line (all a results tree shows) names the first broken rule; the lines after list them.
      const message = [f.message, ...listed, ...(more > 0 ? [`… ${more} more`] : [])].join('\n');
      return withLocation({ message }, fallback);
    }
  }
}

/**
 * The answer failure whose actual atoms, accepted as the `shouldbe` facts, would make the test pass: every answer
 * there is was seen, nothing but answers differing from the facts of one predicate failed, every answer is listed
 * among those failures and all of them have the same atoms of it (mostly: there is one answer).
 */
export function acceptableAnswer(result: GolfTestResult): Extract<GolfFailure, { kind: 'answer' }> | undefined {
  if (result.outcome !== 'failed' || !result.exhausted || result.failures.length === 0) return undefined;
  const answers = result.failures.filter((f): f is Extract<GolfFailure, { kind: 'answer' }> => f.kind === 'answer');
  if (answers.length !== result.failures.length || answers.length !== result.answers) return undefined;
  const [first] = answers;
  return answers.every((f) => f.predicate === first.predicate && f.actual === first.actual) ? first : undefined;
}

function withLocation(spec: MessageSpec, location: FileLocation | undefined): MessageSpec {
  return location ? { ...spec, location } : spec;
}

function lines(atoms: readonly string[]): string {
  return atoms.length ? `${atoms.join('\n')}\n` : '';
}
