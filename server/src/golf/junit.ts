// Test results as JUnit XML, the report format CI systems read: a testsuite per encoding (its byte score as a
// property), a testcase per test, a failure (or error, for a test that could not be judged) whose message is
// the one-line reason and whose text is the failure's lines with the atoms missing and extra.
import type { GolfEncoding, GolfTestResult } from '../protocol';
import { failureLines } from './failureText';

export interface JunitSuite {
  encoding: GolfEncoding;
  results: GolfTestResult[];
  /** What to call files in the report (paths relative to where the check ran). */
  displayPath: (uri: string) => string;
}

export function junitXml(suites: readonly JunitSuite[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const total = (pick: (r: GolfTestResult) => boolean) => suites.reduce((n, s) => n + s.results.filter(pick).length, 0);
  out.push(`<testsuites name="asp-puzzles check" tests="${total(() => true)}" failures="${total(isFailure)}" errors="${total(isError)}">`);
  for (const suite of suites) {
    const name = suite.displayPath(suite.encoding.uri);
    const time = suite.results.reduce((t, r) => t + r.timeMs, 0);
    out.push(`  <testsuite name="${attr(name)}" tests="${suite.results.length}" failures="${suite.results.filter(isFailure).length}" `
      + `errors="${suite.results.filter(isError).length}" time="${seconds(time)}">`);
    out.push('    <properties>');
    out.push(`      <property name="bytes" value="${suite.encoding.score.bytes}"/>`);
    if (suite.encoding.score.optionBytes) {
      out.push(`      <property name="optionBytes" value="${suite.encoding.score.optionBytes}"/>`);
      out.push(`      <property name="options" value="${attr(suite.encoding.score.options?.join(' ') ?? '')}"/>`);
    }
    out.push('    </properties>');
    for (const r of suite.results) {
      const open = `    <testcase name="${attr(r.label)}" classname="${attr(name)}" time="${seconds(r.timeMs)}"`;
      if (r.outcome === 'passed') {
        out.push(`${open}/>`);
        continue;
      }
      const tag = isError(r) ? 'error' : 'failure';
      const body = failureLines(r, suite.displayPath).join('\n');
      out.push(`${open}>`);
      out.push(`      <${tag} message="${attr(r.message)}" type="${r.outcome}">${text(body)}</${tag}>`);
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}

const isFailure = (r: GolfTestResult) => r.outcome === 'failed';
const isError = (r: GolfTestResult) => r.outcome === 'errored' || r.outcome === 'cancelled';

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/** Characters XML 1.0 cannot hold at all (controls other than tab and line ends) are dropped. */
function clean(s: string): string {
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

function text(s: string): string {
  return clean(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(s: string): string {
  return text(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;');
}
