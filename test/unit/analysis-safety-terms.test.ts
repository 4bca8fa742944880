// Unsafe variables: what binds a variable in terms (linear arithmetic, function terms, pools) and in
// equations. Every case below was run through clingo 5.8.1 (clingo-wasm); the names are the variables its
// "unsafe variables" error notes, so a change that disagrees with clingo fails here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { covered, diagnose, unsafeNames, withCode } from './analysis-helpers';

const CASES: [string, string[]][] = [
  ['p(X) :- q(X+1). q(1).', []],
  ['p(X) :- q(1+X). q(1).', []],
  ['p(X) :- q(X-1). q(1).', []],
  ['p(X) :- q(1-X). q(1).', []],
  ['p(X) :- q(-X). q(1).', []],
  ['p(X) :- q(X*2). q(2).', []],
  ['p(X) :- q(2*X+1). q(3).', []],
  ['p(X) :- q(2*(X+1)). q(4).', []],
  ['p(X) :- q(X+Y), r(Y). q(1). r(1).', ['X']],
  ['p(X) :- q(X*X). q(1).', ['X']],
  ['p(X) :- q(X+n). q(1). #const n=1.', []],
  ['p(X) :- q(X+n). q(1).', []],
  ['p(X) :- q(X**2). q(1).', ['X']],
  ['p(X) :- q(X\\2). q(1).', ['X']],
  ['p(X) :- q(X&2). q(1).', ['X']],
  ['p(X) :- q(|X|). q(1).', ['X']],
  ['p(X) :- q(~X). q(1).', ['X']],
  ['p(X) :- q(1..X). q(1).', ['X']],
  ['p(X) :- q(f(X)). q(f(1)).', []],
  ['p(X) :- q((X,1)). q((1,1)).', []],
  ['p(X) :- q(@f(X)). q(1).', ['X']],
  ['p(X) :- q(X;Y). q(1).', ['X']],
  ['p(X) :- q(X;X+1). q(1).', []],
  ['p(X) :- q(f(X+1)). q(f(1)).', []],
  ['p(X) :- q(0*X). q(0).', ['X']],
  ['p(X) :- q(X*0). q(0).', ['X']],
  ['p(X) :- q(--X). q(1).', []],
  ['p(X) :- q(-(X+1)). q(1).', []],
  ['p(X) :- q(X+1+2). q(1).', []],
  ['p(X) :- q(X+(1+2)). q(1).', []],
  ['p(X) :- q(X*n). q(1). #const n=2.', []],
  ['p(X) :- q(X+a). q(1).', []],
  ['p(X) :- q(X+X). q(2).', ['X']],
  ['p(X) :- q(X-X). q(0).', ['X']],
  ['p(X) :- q(X*a). q(1).', []],
  ['p(X) :- q(X*(1+1)). q(2).', []],
  ['p(X) :- q(X*(1-1)). q(0).', ['X']],
  ['p(X) :- q(X*(4/2)). q(2).', []],
  ['p(X) :- q(X+(4/2)). q(2).', []],
  ['p(X) :- q(X+|3|). q(2).', []],
  ['p(X) :- q(X+"s"). q(2).', []],
  ['p(X) :- q(X+f(1)). q(2).', []],
  ['p(X) :- q(X*n). q(0). #const n=a.', []],
  ['p(X) :- q(X+#sup). q(0).', []],
  ['p(X) :- q(X+(1,2)). q(0).', []],
  ['p(X) :- q(X+(1;2)). q(0).', []],
  ['p(X) :- q(X+1..2). q(0).', ['X']],
  ['p(X) :- q(-f(X)). q(-f(1)).', []],
  ['p(X) :- q(-(X,1)). q(0).', []],
  ['p(X) :- q((X)). q(0).', []],
  ['p(X) :- q(X+2**2). q(0).', []],
  ['p(X) :- q(X+(2&3)). q(0).', []],
  ['p(X) :- q(Y), X = Y+1. q(1).', []],
  ['p(X) :- q(Y), Y+1 = X. q(1).', []],
  ['p(X) :- q(Y), X+1 = Y. q(1).', []],
  ['p(X) :- q(Y), 2*X+1 = Y. q(1).', []],
  ['p(X) :- q(Y), f(X) = Y. q(f(1)).', []],
  ['p(X) :- q(Y), f(X) = f(Y). q(1).', []],
  ['p(X) :- X = Y, q(Y). q(1).', []],
  ['p(X,Y) :- (X,Y) = (1,2).', []],
  ['p(X,Y) :- (X,Y) = (1,Z), q(Z). q(1).', []],
  ['p(X) :- X = 1..3.', []],
  ['p(X) :- X = 1..n. #const n=3.', []],
  ['p(X) :- X = Y..Z, q(Y), q(Z). q(1).', []],
  ['p(X) :- X = (1;2).', []],
  ['p(X) :- X == 1.', []],
  ['p(X) :- 1 = X.', []],
  ['p(X,Y) :- X = Y = 1.', []],
  ['p(X,Y) :- 1 = X = Y.', []],
  ['p(X) :- 0 < X = 1.', []],
  ['p(X) :- X != 1.', ['X']],
  ['p(X) :- not X = 1.', ['X']],
  ['p(X) :- q(Y), X = |Y|. q(1).', []],
  ['p(X) :- q(Y), X = @f(Y). q(1).', []],
  ['p(X) :- X = 1+1.', []],
  ['p(X) :- X = a.', []],
  ['p(X) :- X+1 = 3.', []],
  ['p(X) :- X = Y, Y = X.', ['X', 'Y']],
  ['p(X) :- f(X) = f(1).', []],
  ['p(X) :- X = 1, not q(X). q(1).', []],
  ['p(X) :- X < 1, X = 0.', []],
  ['p(X) :- not not X = 1.', []],
  ['p(X) :- (X,1) = (1,X).', ['X']],
  ['p(X) :- (X,Y) = (1,2;3,4), q(Y). q(2).', []],
  ['p(X) :- X = (1..2,3).', []],
  ['p(X) :- (X,1) = (1..2,1).', []],
  ['p(X) :- X*X = 4.', ['X']],
  ['p(X) :- Y = X, q(Y). q(1).', []],
  ['p(X) :- q((X,)). q((1,)).', []],
  ['p(X) :- q(-X). q(-1).', []],
  ['p(X) :- q(X-(-1)). q(1).', []],
  ['p(X) :- q(3-X*2). q(1).', []],
  ['p(X) :- q(X*-1). q(1).', []],
  ['p(X) :- q(X*(-1)). q(1).', []],
  ['p(X) :- q(-X*-X). q(1).', ['X']],
  ['p(X) :- q(X/1). q(1).', ['X']],
  ['p(X) :- q(X*1/1). q(1).', ['X']],
  ['p(X) :- q(1*X). q(1).', []],
  ['p(X) :- q(X*1*2). q(1).', []],
  ['p(X) :- q((X+1)*2). q(1).', []],
  ['p(X) :- q(2**2*X). q(1).', []],
  ['p(X) :- q(X*(2-2)). q(1).', ['X']],
  ['p(X) :- q(X*(2*0)). q(1).', ['X']],
  ['p(X) :- q(X*(1/2)). q(1).', ['X']],
  ['p(X) :- q(X+(1..2)). q(1).', ['X']],
  ['p(X) :- q(X*(1;2)). q(1).', []],
  ['p(X) :- q(X*"a"). q(1).', []],
  ['p(X) :- q(X*f(1)). q(1).', []],
  ['p(X) :- q(X*#sup). q(1).', []],
  ['p(X) :- q(X+Y), Y = 1. q(1).', ['X']],
  ['#theory t { term { + : 1, binary, left }; &a/0 : term, any }.\n:- &a { X : q(X) }, p(X). q(1).', []],
  ['#theory t { term { + : 1, binary, left }; &a/0 : term, any }.\np(X) :- &a { X : q(X) }. q(1).', ['X']],
  ['-p(X) :- q(X). q(1).', []],
  ['p(X) :- -q(X) : r. r.', ['X']],
  ['p :- q(X) : -r(X). -r(1).', []],
  ['not p(X) :- q(X). q(1).', []],
  ['not p(X) :- q(Y). q(1).', ['X']],
  ['p(X) :- q(X), X = #count{ Y : r(Y) } = X.', []],
  ['1 = #count{ X : p(X) : q(X) } :- r. r. q(1).', []],
  ['#count{ X : p(X) : q(X), not r(X) } :- s. s. q(1).', []],
  ['#count{ X : p(X) : not r(X) } :- s. s. q(1).', ['X']],
  ['#sum{ X,Y : p(X) : q(X) } :- s(Y). s(1). q(1).', []],
  ['p(X) :- q(X), X = 1..Y.', ['Y']],
  ['p :- q(X), X = (Y;2).', []],
  // clingo 5.8 solves an equation in one variable, however often it occurs (5.4 does not).
  ['p :- a(X), not Y = X-Z--Y, not Z = Z/2. a(1).', ['Y', 'Z']],
  ['p :- a(X), not Z = Z/2. a(1).', ['Z']],
  ['p :- a(X), not Y = X-Z--Y. a(1).', ['Y', 'Z']],
  ['p(X) :- q(Y), X + Y = 3. q(1).', ['X']],
  ['p(X) :- X = 2*X.', []],
  ['p(X) :- X + 1 = X.', ['X']],
  ['p(X) :- 2*X = X + 3.', []],
  ['p(X) :- X+X = 4.', []],
  ['p(X) :- X+X+1 = 4.', []],
  ['p(X) :- f(X) = f(-X).', ['X']],
  ['p(X,Y) :- X = Y + 1, Y = X - 1.', ['X', 'Y']],
  ['p(X) :- q(Y), Y*X = 4. q(2).', ['X']],
  ['p(X) :- q(X+X). q(2).', ['X']],
  ['p(X) :- X = -X + 4.', []],
  ['p(X) :- (X,1) = (-X,1).', ['X']],
  ['p(X) :- 1 < X = -X.', []],
];

describe('safety of terms and equations, as clingo 5.8 decides it', () => {
  for (const [program, unsafe] of CASES) {
    it(program, () => assert.deepEqual(unsafeNames(program), unsafe));
  }
});

describe('unsafe-variable diagnostics', () => {
  it('are errors on the first occurrence, in clingo\'s words', () => {
    const text = 'p(X) :- not q(X). q(1).';
    const [d] = withCode(diagnose(text), 'unsafe-variable');
    assert.equal(d.severity, 'error');
    assert.deepEqual(d.span, { start: 2, end: 3 });
    assert.match(d.message, /^'X' is unsafe: no positive literal of the body binds it$/);
  });

  it('say when the variable only occurs where clingo cannot solve for it', () => {
    const [d] = withCode(diagnose('p(X) :- q(X*X). q(1).'), 'unsafe-variable');
    assert.match(d.message, /^'X' is unsafe: it occurs in positive literals only inside terms clingo cannot solve/);
  });

  it('report each unsafe variable once per statement', () => {
    const text = 'p(X,Y,X) :- not q(X,Y), not r(Y).';
    assert.deepEqual(covered(text, withCode(diagnose(text), 'unsafe-variable')), ['X', 'Y']);
  });

  it('never count the anonymous variable', () => {
    assert.deepEqual(unsafeNames('p :- not q(_). q(1).'), []);
  });

  it('check every statement of a file', () => {
    assert.deepEqual(unsafeNames('a(X) :- not b(X).\nb(1).\nc(Y) :- b(Z), Y > Z.'), ['X', 'Y']);
  });
});
