// Compare Encodings as Markdown: the encodings of a folder that share the same tests, side by side — bytes, tests
// passed, total time — and each test's outcome per encoding. Plain text from the server's results, no judging.
import type { GolfEncoding, GolfTest, GolfTestResult } from '../../../server/src/protocol';
import { bytesText, durationText, totalBytes } from './scoreText';

export interface ComparedEncoding {
  encoding: GolfEncoding;
  /** By test id; a test without a result did not run (stopped). */
  results: Map<string, GolfTestResult>;
}

/** Encodings whose tests are the same files: the groups that can be compared. */
export function groupBySameTests(encodings: readonly GolfEncoding[]): GolfEncoding[][] {
  const groups = new Map<string, GolfEncoding[]>();
  for (const e of encodings) {
    const key = JSON.stringify(e.tests.map(testKey).sort());
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()];
}

function testKey(t: GolfTest): string {
  return JSON.stringify([t.id, t.instances, t.expectationFile ?? null]);
}

const MARK = { passed: '✓', failed: '✗', errored: '⚠', cancelled: '–' } as const;

/** One section: the group's table and its per-test table; `title` names the folder. */
export function comparisonMarkdown(title: string, compared: readonly ComparedEncoding[]): string {
  const rows = [...compared].sort((a, b) => totalBytes(a.encoding.score) - totalBytes(b.encoding.score) || a.encoding.label.localeCompare(b.encoding.label));
  const tests = rows[0]?.encoding.tests ?? [];
  const out: string[] = [`## ${escape(title)}`, '', `${tests.length} test${tests.length === 1 ? '' : 's'}: ${tests.map((t) => escape(t.label)).join(', ')}`, ''];
  out.push('| Encoding | Bytes | Tests passed | Total time |', '|:--|--:|--:|--:|');
  for (const { encoding, results } of rows) {
    const all = [...results.values()];
    const passed = all.filter((r) => r.outcome === 'passed').length;
    const time = all.reduce((sum, r) => sum + r.timeMs, 0);
    const verdict = passed === tests.length ? ' ✓' : '';
    out.push(`| ${escape(encoding.label)} | ${bytesText(encoding.score)} | ${passed}/${tests.length}${verdict} | ${durationText(time)} |`);
  }
  out.push('', `| Test | ${rows.map((r) => escape(r.encoding.label)).join(' | ')} |`, `|:--|${rows.map(() => ':--').join('|')}|`);
  for (const test of tests) {
    const cells = rows.map(({ results }) => {
      const r = results.get(test.id);
      return r ? `${MARK[r.outcome]} ${r.outcome} ${durationText(r.timeMs)}` : 'not run';
    });
    out.push(`| ${escape(test.label)} | ${cells.join(' | ')} |`);
  }
  const failing = rows.flatMap(({ encoding, results }) => [...results.values()]
    .filter((r) => r.outcome === 'failed' || r.outcome === 'errored')
    .map((r) => `- ${escape(encoding.label)}, ${escape(r.label)}: ${escape(r.message)}`));
  if (failing.length) out.push('', ...failing);
  out.push('');
  return out.join('\n');
}

/** Text that Markdown reads as it is, inside a table cell too. */
function escape(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+!|~-]/g, (c) => `\\${c}`);
}
