// The golf bench's %! lines: models, expect, validate, test (repeatable) and options read into values, and
// every value that cannot be read reported at its line rather than taken as a default.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readGolfDirectives } from '../../server/src/golf/directives';
import { directiveLines, readDirectives } from '../../server/src/language/directives';
import { parse } from '../../server/src/language/parser';

const read = (text: string) => readGolfDirectives(parse(text));

describe('the golf bench\'s directives', () => {
  it('reads a count of answers, a predicate, the validator switch and options', () => {
    const d = read('%! models: 9\n%! expect: e/3\n%! validate: off\n%! options: --project -c n=5\np.\n');
    assert.equal(d.models?.count, 9);
    assert.deepEqual([d.expect?.name, d.expect?.arity], ['e', 3]);
    assert.equal(d.validate?.on, false);
    assert.deepEqual(d.options?.args, ['--project', '-c', 'n=5']);
    assert.deepEqual(d.problems, []);
    assert.equal(read('%! models: 0\np.').models?.count, 0);
    assert.equal(read('%! expect: -q/1\np.').expect?.name, '-q');
    assert.equal(read('%! validate: ON\n').validate?.on, true);
  });

  it('keeps every %! test: line, each with its files', () => {
    const d = read('%! test: level2.lp level2-expected.lp\n%! test:   level21.lp  \n{a}.\n');
    assert.deepEqual(d.tests.map((t) => t.paths), [['level2.lp', 'level2-expected.lp'], ['level21.lp']]);
    assert.equal(d.lines.length, 2);
  });

  it('reads only the lines before the first statement, and the first of a key but test', () => {
    const d = read('%! models: 2\n%! models: 3\np.\n%! models: 4\n');
    assert.equal(d.models?.count, 2);
    assert.equal(directiveLines(parse('%! test: a.lp\n%! test: b.lp\np.\n%! test: c.lp\n')).length, 2);
    // The language's own reading keeps its rule: the first of each key.
    assert.equal(readDirectives(parse('%! test: a.lp\n%! test: b.lp\n')).get('test')?.value, 'a.lp');
  });

  it('reports values it cannot read at their lines', () => {
    const text = '%! models: nine\n%! expect: e\n%! validate: maybe\n%! options: golf.lp\n%! test:\n';
    const d = read(text);
    assert.equal(d.models, undefined);
    assert.equal(d.expect, undefined);
    assert.equal(d.options, undefined);
    assert.deepEqual(d.problems.map((p) => text.slice(p.directive.span.start, p.directive.span.end).split(':')[0]), [
      '%! models', '%! expect', '%! validate', '%! options', '%! test',
    ]);
    assert.match(d.problems[0].message, /whole number/);
    assert.match(read('%! options: --outf=0\n').problems[0].message, /--outf=2/);
  });
});
