// An explanation in words: one line for a notification, and the lines the output channel and the command line
// print (each violated rule at its file and line with its ground instances, the facts left out, the minimal cause).
import type { ExplainReport } from '../protocol';

/** Rules and facts listed at most; the rest are counted. */
const LISTED = 20;

/** `No answer: the closest one breaks 1 rule (line 64 of wall-maze-path.lp: violated once: X=5, Y=5).` */
export function explainSummary(report: Pick<ExplainReport, 'status' | 'message' | 'violations' | 'dropped' | 'relaxed' | 'optimal'>): string {
  if (report.status !== 'explained') return report.message;
  const { violations, dropped } = report;
  const parts: string[] = [];
  if (violations.length) parts.push(`breaks ${violations.length === 1 ? '1 rule' : `${violations.length} rules`}`);
  if (dropped.length) parts.push(`leaves out ${dropped.length === 1 ? '1 instance fact' : `${dropped.length} instance facts`}`);
  // A broken constraint says more than a broken bound (the first step the path cannot take).
  const first = violations.find((v) => v.kind === 'constraint') ?? violations[0];
  const where = first ? ` (line ${first.location.range.start.line + 1} of ${baseName(first.location.uri)}: ${first.message})` : '';
  const closest = report.optimal ? 'the closest answer' : 'the closest answer found before the time limit';
  return `No answer: ${closest} ${parts.join(' and ') || 'breaks nothing'}${where}.`;
}

/** The whole explanation as lines of text; `displayPath` turns a URI into what the reader knows it by. */
export function formatExplanation(report: ExplainReport, displayPath: (uri: string) => string): string[] {
  const lines: string[] = [];
  const at = (loc: { uri: string; range: { start: { line: number; character: number } } }) => `${displayPath(loc.uri)}:${loc.range.start.line + 1}:${loc.range.start.character + 1}`;
  if (report.status !== 'explained') {
    lines.push(report.location ? `${at(report.location)}: ${report.message}` : report.message);
    for (const m of report.messages) lines.push(`${m.location ? `${at(m.location)}: ` : ''}${m.severity}: ${m.message}`);
    return lines;
  }
  lines.push(report.message);
  const relaxed = ['integrity constraints', ...(report.relaxed.bounds ? ['choice rule bounds'] : []), ...(report.relaxed.facts ? ['instance facts'] : [])];
  lines.push(`Relaxed: ${relaxed.join(', ')}; the closest answer ${report.optimal ? 'is proven to have the fewest' : 'may not have the fewest'} violations (cost ${report.cost ?? 0}).`);
  for (const v of report.violations.slice(0, LISTED)) {
    lines.push(`  ${at(v.location)}: ${v.text}`, `      ${v.message}`);
  }
  if (report.violations.length > LISTED) lines.push(`  … and ${report.violations.length - LISTED} more rules`);
  if (report.dropped.length) lines.push('Left out of the instance:');
  for (const d of report.dropped.slice(0, LISTED)) lines.push(`  ${at(d.location)}: ${d.atom}.`);
  if (report.dropped.length > LISTED) lines.push(`  … and ${report.dropped.length - LISTED} more facts`);
  const cause = report.minimal;
  if (cause) {
    lines.push(`Minimal cause (${cause.checks} solver runs, ${cause.timeMs} ms): ${cause.message}.`);
    for (const item of cause.items.slice(0, LISTED)) lines.push(`  ${at(item.location)}: ${item.text.replace(/\s+/g, ' ')}`);
    if (cause.items.length > LISTED) lines.push(`  … and ${cause.items.length - LISTED} more`);
  }
  for (const note of report.notes) lines.push(`Note: ${note}.`);
  return lines;
}

function baseName(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
