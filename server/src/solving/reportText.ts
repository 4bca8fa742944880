// A solve report as the lines people read: in the extension's output channel and on the command line.
// Kept next to the report's type so both say the same thing in the same words.
import type { SolveReport, SolverMessage } from '../protocol';

const STATUS_TEXT: Record<SolveReport['status'], string> = {
  satisfiable: 'SATISFIABLE',
  optimum: 'OPTIMUM FOUND',
  unsatisfiable: 'UNSATISFIABLE',
  unknown: 'UNKNOWN',
  error: 'ERROR',
  cancelled: 'STOPPED',
  timeout: 'TIME LIMIT',
  'too-large': 'TOO LARGE',
};

/** "3 answers", "3 of at least 3 answers" when the enumeration was cut short. */
export function answerCount(report: Pick<SolveReport, 'answers' | 'exhausted'>): string {
  const n = report.answers.length;
  const noun = n === 1 ? 'answer' : 'answers';
  return report.exhausted || n === 0 ? `${n} ${noun}` : `${n} ${noun} (there may be more)`;
}

export function statusLine(report: SolveReport): string {
  return `${STATUS_TEXT[report.status]}: ${answerCount(report)} in ${formatMs(report.timeMs)} (${report.engine || 'not run'})`;
}

/** `path:line:col: severity: text`, the form editors and terminals turn into links. */
export function messageLine(m: SolverMessage, displayPath: (uri: string) => string = defaultPath): string {
  const where = m.location ? `${displayPath(m.location.uri)}:${m.location.range.start.line + 1}:${m.location.range.start.character + 1}: ` : '';
  return `${where}${m.severity}: ${m.message}`;
}

export function statisticsLine(statistics: Record<string, number> | undefined): string | undefined {
  if (!statistics) return undefined;
  const parts: string[] = [];
  const add = (key: string, label: string, seconds = false) => {
    const value = statistics[key];
    if (value !== undefined) parts.push(`${label} ${seconds ? `${value.toFixed(3)} s` : value}`);
  };
  add('time.total', 'total', true);
  add('time.solve', 'solving', true);
  add('choices', 'choices');
  add('conflicts', 'conflicts');
  add('rules', 'rules');
  add('atoms', 'atoms');
  return parts.length ? parts.join(', ') : undefined;
}

/** The whole report: answers (each optionally with a picture), messages, status and figures. */
export function formatReport(
  report: SolveReport, options: { displayPath?: (uri: string) => string } = {},
): string[] {
  const lines: string[] = [];
  report.answers.forEach((answer, i) => {
    const atoms = answer.atomCount === undefined ? answer.text.join(' ') : `(${answer.atomCount.toLocaleString('en')} atoms: too many to list here; the preview draws the answer)`;
    lines.push(`Answer ${i + 1}:`, `  ${atoms}`);
    if (answer.costs?.length) lines.push(`  Optimization: ${answer.costs.join(' ')}`);
    if (answer.picture) lines.push(...answer.picture.split('\n').map((l) => `  ${l}`));
  });
  for (const m of report.messages) lines.push(messageLine(m, options.displayPath));
  lines.push(statusLine(report));
  const stats = statisticsLine(report.statistics);
  if (stats) lines.push(stats);
  return lines;
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}

function defaultPath(uri: string): string {
  return uri.startsWith('file://') ? decodeURIComponent(uri.slice('file://'.length)) : uri;
}
