// Which predicate shouldbe/N facts stand for: the encoding's one shown predicate of arity N (with #show), or the
// one it defines that the instance does not (without), or the one a %! expect: line names; an ambiguity or a
// mismatch is a problem that says how to resolve it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectedPredicate } from '../../server/src/golf/expectedPredicate';
import { golfFile } from '../../server/src/golf/golfFile';
import { parseSource } from '../../server/src/language/workspace';
import { example } from './navigation-helpers';

const file = (text: string, name = 'x.lp') => golfFile(parseSource(`file:///w/${name}`, text));
const choose = (arity: number, encoding: string, instance = 'v(1). a(1,2).', named: string[] = []) => {
  const enc = file(encoding, 'enc.lp');
  return expectedPredicate(arity, [enc], [file(instance, 'inst.lp')], [...named.map((n) => file(n)), enc]);
};

describe('what shouldbe facts stand for', () => {
  it('is e/3 for the seed\'s golf.lp, which has no #show, and for the commented one, which shows e/3', () => {
    const level2 = file(example('flow/level2.lp'));
    for (const name of ['golf.lp', 'golf-commented.lp']) {
      assert.deepEqual(expectedPredicate(3, [file(example(`flow/${name}`))], [level2], []), { predicate: 'e/3', named: false }, name);
    }
  });

  it('is the one shown predicate of the arity, once a #show anywhere in the program limits what is shown', () => {
    assert.deepEqual(choose(2, 'p(X,Y) :- a(X,Y). q(X,Y) :- p(Y,X). #show q/2.'), { predicate: 'q/2', named: false });
    assert.deepEqual(choose(2, 'p(X,Y) :- a(X,Y). q(X,Y) :- p(Y,X).', 'a(1,2). #show p/2.'), { predicate: 'p/2', named: false });
    // A shown term is no predicate's atom: nothing is left to compare with.
    const terms = choose(2, 'p(X,Y) :- a(X,Y). #show (X,Y) : p(X,Y).');
    assert.ok('problem' in terms && /no predicate of arity 2/.test(terms.problem) && /%! expect: p\/2/.test(terms.problem));
  });

  it('leaves out the instance\'s predicates when everything is shown', () => {
    assert.deepEqual(choose(2, 'p(X,Y) :- a(X,Y).'), { predicate: 'p/2', named: false });
    // An encoding that completes an input (adjacency both ways) defines it too; it is still the instance's.
    assert.deepEqual(choose(2, 'a(X,Y) :- a(Y,X). p(X,Y) :- a(X,Y).'), { predicate: 'p/2', named: false });
  });

  it('asks for %! expect: when two predicates fit, and takes the first file that names one', () => {
    const golfPath = example('wall-maze/path-golf.lp').replace(/^%!.*\n/gm, '');
    const ambiguous = expectedPredicate(4, [file(golfPath)], [file(example('wall-maze/dfs-6x6.lp'))], []);
    assert.ok('problem' in ambiguous);
    assert.deepEqual(ambiguous.candidates, ['l/4', 'step/4']);
    assert.match(ambiguous.problem, /shouldbe\/4 could stand for l\/4 or step\/4; name it with a line %! expect: p\/4/);
    assert.deepEqual(choose(2, 'p(X,Y) :- a(X,Y). q(X,Y) :- p(X,Y).', undefined, ['%! expect: q/2\nshouldbe(1,2).']), { predicate: 'q/2', named: true });
    assert.deepEqual(expectedPredicate(4, [file(example('wall-maze/path-golf.lp'))], [file(example('wall-maze/dfs-6x6.lp'))], [file(example('wall-maze/path-golf.lp'))]), {
      predicate: 'step/4', named: true,
    });
  });

  it('says so when %! expect: names a predicate of another arity', () => {
    const wrong = choose(2, 'p(X,Y) :- a(X,Y).', undefined, ['%! expect: p/3\nshouldbe(1,2).']);
    assert.ok('problem' in wrong);
    assert.match(wrong.problem, /p\/3 has arity 3, but the facts are shouldbe\/2/);
  });
});
