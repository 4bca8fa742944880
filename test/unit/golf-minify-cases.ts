// The tricky inputs of Minify Encoding, with the text each must become: the unit tests check the texts, the
// solver tests that clingo reads both alike.

/** Input, and the text expected: where a space must stay, and where it must go. */
export const CASES: [string, string][] = [
  // A word next to a word fuses: keywords, identifiers, variables, numbers.
  ['a :- not b.', 'a:-not b.'],
  ['p(X) :- q(X), not not r(X).', 'p(X):-q(X),not not r(X).'],
  ['p :- notable.', 'p:-notable.'],
  ['-p(X) :- q(X), not -r(X).', '-p(X):-q(X),not-r(X).'],
  ['#const n = 3.', '#const n=3.'],
  ['#const n = 3. [default]', '#const n=3.[default]'],
  ['#const n = 3. [ override ]', '#const n=3.[override]'],
  ['#show p / 1 .', '#show p/1.'],
  ['#show - p/1.', '#show-p/1.'],
  ['#show .', '#show.'],
  ['#show (X, Y) : q(X, Y).', '#show(X,Y):q(X,Y).'],
  ['p :- q(_x, \'Y), r(Z\'), s(_Y).', 'p:-q(_x,\'Y),r(Z\'),s(_Y).'],
  // Numbers are whole: a number may touch '.' and '..', but not a digit, nor x, o, b after a 0.
  ['p(1 .. 2).', 'p(1..2).'],
  ['p(1..2).', 'p(1..2).'],
  ['p(X) :- X = 1 .. 3.', 'p(X):-X=1..3.'],
  ['p(0x1F; 0o17; 0b101; 10).', 'p(0x1F;0o17;0b101;10).'],
  [':- 1 #count { X : p(X) }.', ':-1#count{X:p(X)}.'],
  // A rule's period before the next statement, and ':-' next to its neighbours.
  ['a :- b. c.', 'a:-b.c.'],
  ['a :-b.\nb.', 'a:-b.b.'],
  ['o(V) :- r(V), { e(V,W) : v(W) ; s(V) } = 2. :- e(V,W).', 'o(V):-r(V),{e(V,W):v(W);s(V)}=2.:-e(V,W).'],
  [':- - b.', ':--b.'],
  ['{ a : -b }.', '{a: -b}.'],
  ['a : :- b.', 'a::-b.'],
  // Minus signs and comparisons: there is no '--' or '=-' token.
  ['p(X) :- q(X), X = -1.', 'p(X):-q(X),X=-1.'],
  ['p(X) :- q(X), X= - - 1.', 'p(X):-q(X),X=--1.'],
  ['p(X) :- q(X), X < - 1, X != - 1, X >= 2 ** 3, X <= - X.', 'p(X):-q(X),X<-1,X!=-1,X>=2**3,X<=-X.'],
  ['p(X) :- q(X,Y), X <> Y, X == Y.', 'p(X):-q(X,Y),X<>Y,X==Y.'],
  ['p(X * -2, X ** -1, X \\ 2, X & 1, X ? 1, X ^ 1, ~ X) :- q(X).', 'p(X*-2,X**-1,X\\2,X&1,X?1,X^1,~X):-q(X).'],
  // Strings keep their spaces and escapes; a '%' in a string is no comment.
  ['p("a b", "c\\"d \\\\ e\\n", "50% off").', 'p("a b","c\\"d \\\\ e\\n","50% off").'],
  ['p("é ü").  % non-ASCII', 'p("é ü").'],
  // Terms, heads and bodies.
  ['p(X, @f(X)) :- q(X).', 'p(X,@f(X)):-q(X).'],
  ['d(X) :- q(X, Y), | X - Y | = 1.', 'd(X):-q(X,Y),|X-Y|=1.'],
  ['1 { a ; b } 2.', '1{a;b}2.'],
  ['a ; b.', 'a;b.'],
  ['a | b :- c.', 'a|b:-c.'],
  ['p (1).', 'p(1).'],
  ['p((a,)). q(()).', 'p((a,)).q(()).'],
  ['n :- #count { X : p(X) } = 2, #sum { X, Y : q(X, Y) } > 1, #sum+ { X : p(X) } < 9.', 'n:-#count{X:p(X)}=2,#sum{X,Y:q(X,Y)}>1,#sum+{X:p(X)}<9.'],
  ['m(M) :- M = #min { X : p(X) }, #max { X : p(X) } = M.', 'm(M):-M=#min{X:p(X)},#max{X:p(X)}=M.'],
  ['b(#inf, #sup). h :- #true, not #false.', 'b(#inf,#sup).h:-#true,not#false.'],
  // Directives.
  [':~ p(X). [1@2, X]', ':~p(X).[1@2,X]'],
  ['#minimize { 1@1, X : p(X) ; 2, X : q(X) }.', '#minimize{1@1,X:p(X);2,X:q(X)}.'],
  ['#include "lib.lp".\n#include <incmode>.', '#include"lib.lp".#include<incmode>.'],
  ['#program step(t).\nq(t).', '#program step(t).q(t).'],
  ['#external e(X) : p(X). [true]', '#external e(X):p(X).[true]'],
  ['#heuristic a : b. [1@2, sign]', '#heuristic a:b.[1@2,sign]'],
  ['#project a/1. #defined b/2. #edge (a, b) : c.', '#project a/1.#defined b/2.#edge(a,b):c.'],
  // Theory atoms: a run of operator characters is one operator there, ';' and ':' included.
  ['&a { x - - y ; z } = 1.', '&a{x- -y;z}=1.'],
  ['&a { x ; - y } .', '&a{x; -y}.'],
  ['&a { x-y : p } <= - 1 :- p.', '&a{x-y:p}<= -1:-p.'],
  // The token after a theory atom is still read by the theory lexer: `.:-` would be one operator.
  ['&a { x } = 1. :- b.', '&a{x}=1. :-b.'],
  ['c :- &a { x } = 1 , - b.', 'c:-&a{x}=1,-b.'],
];
