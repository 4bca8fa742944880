// The golf score: UTF-8 bytes, a final newline not counted, the bench's %! lines left out, options apart. The
// seed's answer is 180 bytes, as the question says.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { byteCount, golfScore, optionBytes } from '../../server/src/golf/score';
import { readGolfDirectives } from '../../server/src/golf/directives';
import { parse } from '../../server/src/language/parser';
import { example } from './navigation-helpers';

const score = (text: string) => {
  const directives = readGolfDirectives(parse(text));
  return golfScore(text, directives.lines, directives.options?.args ?? []);
};

describe('the golf score', () => {
  it('is 180 bytes for the seed answer golf.lp, with or without the newline at its end', () => {
    const golf = example('flow/golf.lp');
    assert.equal(score(golf).bytes, 180);
    assert.equal(score(golf.trimEnd()).bytes, 180);
    assert.equal(score(`${golf.trimEnd()}\r\n`).bytes, 180);
  });

  it('counts bytes, not characters, and only one final newline', () => {
    assert.equal(byteCount('a.\n'), 2);
    assert.equal(byteCount('a.\n\n'), 3);
    assert.equal(byteCount('p("é").'), 8);
    assert.equal(byteCount('p("♛").'), 9);
    assert.equal(byteCount(''), 0);
  });

  it('leaves out the bench\'s %! lines at the top, with their line ends, and nothing else', () => {
    const program = 'a :- b.\n% a comment counts\nb.\n';
    const withLines = `%! test: x.lp\r\n%! expect: a/0\n${program}`;
    const s = score(withLines);
    assert.equal(s.bytes, byteCount(program));
    assert.equal(s.fileBytes, byteCount(withLines));
    // A %! line after the first statement is a comment like any other, and counts.
    assert.equal(score(`${program}%! models: 1\n`).bytes, byteCount(`${program}%! models: 1`));
  });

  it('counts the options an encoding asks for apart, as the characters they add to the plain call', () => {
    assert.equal(optionBytes(['--project']), 10);
    assert.equal(optionBytes(['-c', 'n=5']), 7);
    const s = score('%! options: --opt-mode=optN --project\n{a;b}.\n');
    assert.equal(s.bytes, 6);
    assert.deepEqual(s.options, ['--opt-mode=optN', '--project']);
    assert.equal(s.optionBytes, ' --opt-mode=optN --project'.length);
    assert.equal(score('{a;b}.').optionBytes, undefined);
  });
});
