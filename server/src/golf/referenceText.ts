// The differential check as lines of text, for the command line (and anything else that prints it): a line per
// instance, the counterexample's differences with their atoms, and a closing summary with the throughput.
import type { CheckReferenceResult, ReferenceAnswerDifference, ReferenceCounterexample } from '../protocol';
import { messageLine } from './failureText';
import { plural } from './judge';
import type { ReferenceInstanceEvent } from './reference';

const MARK = { agree: '✓', differ: '✗', skipped: '-' } as const;

/** `✓ 3/50  5x5, 4 colours  8 answers  41 ms` */
export function instanceLine(event: ReferenceInstanceEvent, count: number): string {
  const { instance, outcome } = event;
  const what = outcome === 'agree' ? plural(event.answers, 'answer') : outcome === 'skipped' ? `skipped: ${event.message}` : event.message;
  return `${MARK[outcome]} ${instance.index}/${count}  ${instance.label}  ${what}  ${event.timeMs} ms`;
}

export interface DifferenceNames {
  encoding: string;
  reference: string;
  predicate: string;
}

export interface DifferenceLimits {
  /** Differing answers described; the others are counted. */
  answers?: number;
  /** Atoms listed per side and answer; half as many broken rules. */
  atoms?: number;
}

/** What differs: the first few differing answers with a few of their atoms, the encoding's errors, the instance. */
export function counterexampleLines(
  cx: ReferenceCounterexample, names: DifferenceNames, displayPath: (uri: string) => string, { answers = 1, atoms = 6 }: DifferenceLimits = {},
): string[] {
  const lines: string[] = [];
  for (const m of cx.messages.filter((x) => x.severity === 'error')) lines.push(...messageLine(m, displayPath).split('\n'));
  for (const d of cx.differences.slice(0, answers)) {
    lines.push(differenceLine(d, names));
    const shown = [...d.missing.slice(0, atoms).map((a) => `  - ${a}`), ...d.extra.slice(0, atoms).map((a) => `  + ${a}`)];
    const more = Math.max(0, d.missing.length - atoms) + Math.max(0, d.extra.length - atoms);
    lines.push(...shown, ...(more ? [`  … ${more} more`] : []));
    const broken = (d.violations ?? []).slice(0, Math.ceil(atoms / 2));
    lines.push(...broken.map((v) => `  breaks ${v}`));
    const rules = d.violationCount ?? d.violations?.length ?? 0;
    if (rules > broken.length) lines.push(`  … and ${rules - broken.length} more broken rules`);
  }
  const left = cx.differences.length - answers;
  if (left > 0) lines.push(`… ${left} more ${left === 1 ? 'answer differs' : 'answers differ'}`);
  if (cx.hint) lines.push(cx.hint);
  lines.push(`the instance (seed ${cx.seed}):`, ...cx.picture.map((l) => `  ${l}`));
  return lines;
}

function differenceLine(d: ReferenceAnswerDifference, names: DifferenceNames): string {
  const apart = `${d.missing.length} missing, ${d.extra.length} extra ${names.predicate}`;
  switch (d.kind) {
    case 'extra':
      return d.closest
        ? `${names.encoding}'s answer ${d.answer}, beside ${names.reference}'s closest (answer ${d.closest}): ${apart}`
        : `${names.encoding}'s answer ${d.answer}, where ${names.reference} has none`;
    case 'missing':
      return d.closest
        ? `${names.reference}'s answer ${d.answer}, which ${names.encoding} lacks; its closest (answer ${d.closest}) beside it: ${apart}`
        : `${names.reference}'s answer ${d.answer}, which ${names.encoding} lacks`;
    case 'duplicate':
      return `${names.encoding}'s answers ${d.sameAs} and ${d.answer} have the same ${names.predicate} atoms`;
  }
}

/** The closing line: how many agreed, the counterexample or why there is none, the throughput. */
export function summaryLine(r: CheckReferenceResult): string {
  const encoding = decodeURIComponent(r.encoding.slice(r.encoding.lastIndexOf('/') + 1));
  if (r.error) return `${encoding}: ${r.error}`;
  const against = `${encoding} against ${r.reference} on ${plural(r.count, 'random instance')} (seed ${r.seed})`;
  const skipped = r.skipped.length ? `, ${r.skipped.length} skipped` : '';
  const rate = `${r.instancesPerSecond.toFixed(1)} instances/s`;
  if (r.counterexample) {
    return `${against}: a counterexample at instance ${r.counterexample.index}, after ${r.agreed} that agree${skipped}; ${rate}`;
  }
  const stopped = r.cancelled ? `, stopped after ${r.checked}` : '';
  return `${against}: ${r.agreed} agree${skipped}${stopped}; ${rate}`;
}
