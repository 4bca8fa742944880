// The search options an instance may ask for in `%! options:`: the allowed ones taken as written, every other word
// a problem at its own place on the line, and the settings' further arguments giving way to the instance's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { readSearchOptions, withInstanceOptions, withSearchOptionsOf } from '../../server/src/solving/searchOptions';

const read = (text: string) => readSearchOptions(parse(text));
/** The text a problem points at. */
const at = (text: string, span: { start: number; end: number }) => text.slice(span.start, span.end);

describe('search options of an instance', () => {
  it('takes the seed and the randomised search a generated maze carries', () => {
    const text = '%! options: --seed=7 --sign-def=rnd --rand-freq=0.2 --rand-prob=10,50 --no-sign-fix --heuristic=Vmtf\nrow(1..5).\n';
    const options = read(text);
    assert.deepEqual(options.args, ['--seed=7', '--sign-def=rnd', '--rand-freq=0.2', '--rand-prob=10,50', '--no-sign-fix', '--heuristic=Vmtf']);
    assert.deepEqual(options.problems, []);
    assert.deepEqual(read('row(1).\n').args, []);
    // Only the lines before the first statement are directives.
    assert.deepEqual(read('row(1).\n%! options: --seed=7\n').args, []);
  });

  it('leaves out every other option and every value it cannot read, each at its own place', () => {
    const text = '%! options: --seed=7 --outf=3 --seed=x --rand-freq=1.5 -c n=5 --sign-def --time-limit=1 --sign-fix=yes --no-seed --seed=8\n';
    const options = read(text);
    assert.deepEqual(options.args, ['--seed=7']);
    assert.deepEqual(options.problems.map((p) => at(text, p.span)), [
      '--outf=3', '--seed=x', '--rand-freq=1.5', '-c', 'n=5', '--sign-def', '--time-limit=1', '--sign-fix=yes', '--no-seed', '--seed=8',
    ]);
    const [outf, seed, freq] = options.problems;
    assert.match(outf.message, /^'--outf=3' is left out: a file may set only the search options --seed, .*aspPuzzles\.solver\.extraArguments/);
    assert.match(seed.message, /--seed takes a whole number from 0 to 4294967295, not 'x'/);
    assert.match(freq.message, /--rand-freq takes a probability from 0 to 1/);
    assert.match(options.problems.at(-1)!.message, /--seed is set before, as --seed=7/);
    for (const bad of ['--seed=-1', '--seed=4294967296', '--seed=1e3', '--rand-freq=.', '--rand-prob=1001', '--rand-prob=1,2,3', '--heuristic=vsids', '--seed=7;rm']) {
      assert.deepEqual(read(`%! options: ${bad}\n`).args, [], bad);
    }
  });

  it('gives the instance\'s option precedence over the same option in the settings, and says so', () => {
    assert.deepEqual(withInstanceOptions(['--seed=3', '--enum-mode=cautious'], ['--seed=7']), {
      args: ['--enum-mode=cautious', '--seed=7'],
      notes: ['the instance\'s --seed=7 is used in place of --seed=3 from aspPuzzles.solver.extraArguments'],
    });
    assert.deepEqual(withInstanceOptions(['--sign-fix'], ['--no-sign-fix']).args, ['--no-sign-fix']);
    // clingo reads `--se=3` as `--seed=3`: two seeds it would refuse.
    assert.deepEqual(withInstanceOptions(['--se=3', '--heu=Vsids'], ['--seed=7']).args, ['--heu=Vsids', '--seed=7']);
    const { options, notes } = withSearchOptionsOf({ models: 1, extraArgs: ['--heuristic=Berkmin'] }, [
      parse('%! options: --seed=7 --heuristic=Vsids\nrow(1).'), parse('%! options: --seed=9 --sign-def=rnd\nrow(1).'),
    ]);
    // The first instance wins an option two instances set.
    assert.deepEqual(options.extraArgs, ['--seed=7', '--heuristic=Vsids', '--sign-def=rnd']);
    assert.equal(notes.length, 1);
    assert.deepEqual(withSearchOptionsOf({ models: 1 }, [parse('row(1).')]).options, { models: 1 });
  });
});
