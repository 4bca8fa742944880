// The explanations in words: the one sentence the editor shows and the lines the output channel and the command
// line print, so that every place says the same thing the same way.
import type { AnswersCheckReport, SolveReport } from '../protocol';
import { messageLine } from '../solving/reportText';
import type { ForcedVerdict } from './forced';
import type { UniquenessVerdict } from './uniqueness';
import type { ForcedCount } from './explainViews';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Why a run that could not tell stopped: its error, the time limit, a request. */
function whyUndecided(report: Pick<SolveReport, 'status' | 'messages' | 'answers'>, found: string): string {
  if (report.status === 'timeout') return `Undecided: stopped at the time limit ${found}.`;
  if (report.status === 'cancelled') return `Undecided: stopped on request ${found}.`;
  if (report.status === 'unknown') return 'Undecided: the solver could not tell.';
  const error = report.messages.find((m) => m.severity === 'error' && m.location) ?? report.messages.find((m) => m.severity === 'error');
  return `Undecided: ${error ? error.message.split('\n')[0].replace(/\.$/, '') : `the solver answered ${report.status}`}.`;
}

export function uniquenessMessage(
  verdict: UniquenessVerdict, report: Pick<SolveReport, 'status' | 'messages' | 'answers'>, differingCells?: number,
): string {
  switch (verdict) {
    case 'unique':
      return 'Unique: exactly one answer, and the search proved there is no other.';
    case 'several':
      return differingCells !== undefined && differingCells > 0
        ? `Not unique: two answers that differ in ${plural(differingCells, 'cell')}.`
        : 'Not unique: two answers with different shown atoms.';
    case 'none':
      return 'No answer: the program is unsatisfiable.';
    case 'undecided':
      return whyUndecided(report, report.answers.length
        ? 'after one answer, before the search could prove it is the only one'
        : 'before the first answer');
  }
}

/**
 * `atoms`: the shown atoms in every answer, of an answer's; `cells`: the same of the board's cells, when the
 * answers are drawn. Undefined counts when the run stopped before it had an intersection.
 */
export function forcedMessage(
  verdict: ForcedVerdict, report: Pick<SolveReport, 'status' | 'messages' | 'answers'>, atoms?: { forced: number; shown: number },
  cells?: ForcedCount,
): string {
  const what = cells ? `${cells.forced} of ${plural(cells.cells, 'cell')}` : atoms ? `${atoms.forced} of ${plural(atoms.shown, 'shown atom')}` : '';
  switch (verdict) {
    case 'forced':
      return `${what} forced: the same in every answer.`;
    case 'none':
      return 'No answer: the program is unsatisfiable, so nothing is forced.';
    case 'undecided':
      if (report.status !== 'timeout' && report.status !== 'cancelled') return whyUndecided(report, '');
      return whyUndecided(report, what ? `before the proof: at most ${what} are forced` : 'before the search for what every answer shares was done');
  }
}

/** The lines of an explanation: the answers (with their pictures), the solver's messages, the verdict. */
export function formatExplanation(report: AnswersCheckReport, displayPath?: (uri: string) => string): string[] {
  const lines: string[] = [];
  report.answers.forEach((answer, i) => {
    lines.push(report.check.kind === 'forced' ? 'In every answer:' : `Answer ${i + 1}:`);
    lines.push(`  ${answer.atomCount === undefined ? answer.text.join(' ') : `(${answer.atomCount.toLocaleString('en')} atoms)`}`);
    if (answer.picture) lines.push(...answer.picture.split('\n').map((l) => `  ${l}`));
  });
  for (const m of report.messages) lines.push(messageLine(m, displayPath));
  lines.push(`${report.check.message} (${formatMs(report.timeMs)}, ${report.engine || 'not run'})`);
  return lines;
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}
