// Small programs derived from clingo's grammar (libgringo's nongroundgrammar.yy), rule by rule: each group
// puts the forms one rule allows — and near misses it does not — into the places that rule is used. Which
// of them clingo accepts, and which it finds unsafe, is not written here: grammarAgreement.test.ts asks
// clingo each time.

export interface ProgramGroup {
  rule: string;
  programs: string[];
}

const cross = <A, B>(as: readonly A[], bs: readonly B[], f: (a: A, b: B) => string): string[] =>
  as.flatMap((a) => bs.map((b) => f(a, b)));

/** `term`, `argvec`, `tuplevec`, `unaryargvec`: well-formed terms, then broken ones. */
const TERMS = [
  '1', '-1', '0x1F', '0o17', '0b101', 'X', '_', 'a', 'default', 'override', '"s"', '"a\\"b\\\\c\\n"', '#inf', '#sup',
  'f(X)', 'f()', 'f(;)', 'f(1;)', 'f(;X)', 'f(X;Y)', 'f(X,Y;Z)', 'f(X,;Y)',
  '()', '(,)', '(X,)', '(X,Y)', '(X;Y)', '(;)', '(X,;Y)', '(X;)', '((X))', '(X,(Y,Z))',
  '|X|', '|1;2;3|', '|X;Y|', '|-X|', '||X||',
  '@f', '@f(X)', '@f()', '@f(X;Y)',
  '1..3', 'X..Y', '1..X+1', '(1..2;3)',
  'X+1', 'X-1', '-X', '--X', '- -X', '~X', 'X*2', '2*X+1', 'X/2', 'X\\2', 'X**2', '2**3**2', 'X&1', 'X?1', 'X^1',
  '-f(X)', '-(X,Y)', 'X+Y', 'X*Y', '1/0', 'a+1', '"s"*2', 'f(X)+1', '-a', '-"s"',
];

const BROKEN_TERMS = [
  'f(', '(', 'X)', '|X', '|X|Y', '1..', '@1', '@', 'X+', '(1,,2)', 'f(,)', 'f(1,)', '||', '|;|', '|X;|', '#true',
  'not', 'X Y', '1 2', 'f(X))', '"s', '0x', '#foo', 'X..', '* X', '(;;)', 'f(;;)', '-', '~', 'a b',
];

const ALL_TERMS = [...TERMS, ...BROKEN_TERMS];

/** Places a term can go; X, Y and Z are bound by q/3 wherever the place itself binds nothing. */
const TERM_PLACES: ((t: string) => string)[] = [
  (t) => `p(${t}) :- q(X,Y,Z).`,
  (t) => `p :- q(${t}).`,
  (t) => `p(X,Y,Z) :- q(${t}), r(X,Y,Z).`,
  (t) => `p :- ${t} = 1, q(X,Y,Z).`,
  (t) => `p(X,Y,Z) :- X = ${t}, q(Y,Z,_).`,
  (t) => `:- q(X,Y,Z), ${t} < 2.`,
  (t) => `#show ${t} : q(X,Y,Z).`,
  (t) => `p :- #count { ${t} : q(X,Y,Z) } > 1.`,
  (t) => `#const c = ${t}.`,
];

/** `literal` (and the condition lists `nlitvec`/`litvec` it makes). */
const LITERALS = [
  'q(X)', 'not q(X)', 'not not q(X)', '-q(X)', 'not -q(X)', 'q', '-q', 'q()', 'q(X;Y)', 'q(;)',
  'X = 1', 'X != 1', 'not X = 1', 'not X != 1', 'not not X = 1', 'X < Y', '1 < X < 3', 'X = Y = 1', 'X = 1..3', 'X = (1;2)',
  '#true', '#false', 'not #true', 'not not #false', 'X == 1', 'f(X) = f(1)', '(X,Y) = (1,2)', 'X+1 = 3', '|X| = 1',
  // broken
  'not not not q', 'q(X) q', '- q', '-(q)', '--q', 'not', '1', '1 <', '< 1', '#true(X)', '-#true', 'X', 'q(X', 'X = 1 =',
];

const LITERAL_PLACES: ((l: string) => string)[] = [
  (l) => `p :- ${l}.`,
  (l) => `p(X) :- r(X), ${l}.`,
  (l) => `${l} :- r(X), r(Y).`,
  (l) => `p :- r(Y) : ${l}.`,
  (l) => `{ p(X) : ${l} }.`,
  (l) => `p :- #count { X : ${l} } > 0.`,
  (l) => `p :- { ${l} } > 0.`,
  (l) => `#minimize { 1,X : ${l} }.`,
  (l) => `:~ ${l}. [1]`,
  (l) => `#show a : ${l}.`,
];

const FUNCTIONS = ['#count', '#sum', '#sum+', '#min', '#max'];

/** `bodyaggrelem`: terms with an optional (maybe empty) condition, or a condition alone. */
const BODY_ELEMENTS = [
  '', 'X : q(X)', 'X,Y : q(X,Y)', ': q(X)', ':', 'X :', 'X', '1', 'X : q(X), r(X)', 'X : q(X) ; Y : r(Y)', 'X : ; Y :',
  'p:q:;r,s:t:', 'X : q(X), not r(X)', 'X : not r(X)', 'X : X = 1', 'X : q(X) : r(X)',
  // broken
  ';', 'X ;', 'X : q(X) ;', ': ;', 'X : q(X),', ',', 'X,',
];

/** `altbodyaggrelem`: a literal with an optional (maybe empty) condition. */
const SET_ELEMENTS = [
  '', 'q(X)', 'q(X) : r(X)', 'q(X) :', 'q(X) : ; r(Y) :', 'q(X) ; r(Y)', 'not q(X) : r(X)', 'q(X) : X != 1',
  'q(X) : not r(X)', 'X = 1 : r(X)', 'q(X) : r(X), s(X)', 'q(X) : X < 2', 'q(X,Y) : X < Y', 'q(K) : K <= k',
  'q(X;Y)', '#true : r(X)', 'q(X) : r(Y)',
  // broken
  ';', 'q(X) ;', 'q(X) : r(X) ;', ': q(X)', 'q(X) : r(X) : s(X)',
];

/** `lubodyaggregate` and `luheadaggregate`: the two bounds of `term [cmp] aggregate [cmp term]`. */
const BOUNDS: [string, string][] = [
  ['', ''], ['1', ''], ['', '2'], ['1', '2'], ['1 <', ''], ['1 <=', '< 3'], ['N =', ''], ['', '= N'], ['N !=', ''],
  ['', '> N'], ['', '!= 1'], ['X >', '> Y'], ['N = ', '= M'], ['1 < 2 <', ''], ['', '< 1 < 2'], ['not', ''],
];

function aggregatePrograms(): string[] {
  const body = [
    ...cross(FUNCTIONS, BODY_ELEMENTS, (f, e) => `p :- ${f} { ${e} } > 0, r(X).`),
    ...cross(FUNCTIONS, BOUNDS, (f, [l, u]) => `p(N,M) :- r(N), r(M), ${l} ${f} { X : q(X) } ${u}.`),
    ...SET_ELEMENTS.map((e) => `p :- { ${e} } > 0.`),
    ...SET_ELEMENTS.map((e) => `p(N) :- N = { ${e} }.`),
    ...SET_ELEMENTS.map((e) => `p :- not 5 { ${e} }, r(X).`),
    ...BOUNDS.map(([l, u]) => `p(N,M) :- r(N), r(M), ${l} { q(X) : r(X) } ${u}.`),
    ...BOUNDS.map(([l, u]) => `p :- ${l} { q(X) : r(X) } ${u}.`),
    ...FUNCTIONS.map((f) => `p(N) :- N = ${f} { X : q(X) }.`),
    ...FUNCTIONS.map((f) => `p(N) :- not N = ${f} { X : q(X) }.`),
    ...FUNCTIONS.map((f) => `p(N) :- N < ${f} { X : q(X) }.`),
    ...FUNCTIONS.map((f) => `p(N) :- ${f} { X : q(X) } = N.`),
    ...FUNCTIONS.map((f) => `p :- not not ${f} { X : q(X) } > 1.`),
    'p(Z) :- Z = { scc(C,A) : not fact(A) }, scc(C,_).',
    'p :- not 5 { p(K) : K <= k }.',
    'p(N) :- N = { p(X) : X != 1 }.',
    'p(N) :- N = #count { X : p(X), X != 1 }.',
    'p(N) :- N = #count { X : X != 1 }.',
  ];
  /** `headaggrelemvec`: `terms : literal [: condition]`, and the set form `altheadaggrelemvec`. */
  const headElements = [
    '', 'X : q(X)', 'X : q(X) : r(X)', 'X : q(X) :', ': q', 'X,Y : q(X,Y) : r(X), r(Y)', 'X : q(X) : r(X) ; Y : s(Y) : r(Y)',
    'p:q:;r,s:t:', 'X : q(X) : not r(X)',
    // broken
    'X', 'X : ', 'X : q(X) ;', ';', ': q : r : s',
  ];
  const head = [
    ...cross(FUNCTIONS, headElements, (f, e) => `${f} { ${e} } :- r(X).`),
    ...cross(FUNCTIONS, headElements, (f, e) => `${f} { ${e} }.`),
    ...cross(FUNCTIONS, BOUNDS, (f, [l, u]) => `${l} ${f} { X : q(X) : r(X) } ${u} :- r(N), r(M).`),
    ...SET_ELEMENTS.map((e) => `{ ${e} }.`),
    ...SET_ELEMENTS.map((e) => `{ ${e} } :- r(X).`),
    ...BOUNDS.map(([l, u]) => `${l} { q(X) : r(X) } ${u} :- r(N), r(M).`),
    '{ q(X) : r(X) } :- s(X).',
    '{ q(X) } :- r(X) : s(X).',
    '#count { X : q(X) : r(X) } :- s(X).',
    '1 { q(X) : r(X) } :- s(Y).',
    '{ q(X;Y) : r(X) }.',
  ];
  return [...body, ...head];
}

/** `disjunction` and `conjunction`: heads of several literals, conditional literals in the body. */
const HEADS = [
  'a ; b', 'a | b', 'a , b', 'a : b', 'a : b ; c', 'a : b , c', 'a : b , c ; d', 'a : ; b', 'a : , b', 'a : | b',
  'a(X) : r(X) ; b', 'a(X) : r(X), s(X) | b(Y) : r(Y)', 'a ; b : c ; d', 'not a', 'not a ; b', 'a ; not b',
  '-a ; b', 'a(X;Y) ; b', 'X = 1 ; a', '#true ; a', '#false', 'a :', 'a(X) : r(X)', 'a : r(X)',
  'a(X) : not r(X)', 'a(X) : X = 1', 'a(X) : r(Y)', 'a(X) : r(X) ; b(X)',
  // broken
  'a ;', 'a |', '; a', 'a ; ; b', 'a b', 'a :: b', 'a : b :', 'a ; b :', 'a, b, ', '| a',
];

const BODIES = [
  'r(X) : s(X)', 'r(X) : s(X), t(X)', 'r(X) : s(X) ; t', 'r(X) :', 'r(X) : ; t', 'r : s', 'not r(X) : s(X)',
  'r(X) : not s(X)', 'r(X) : X = 1', 'r(X) : X != 1', 'X = 1 : s(X)', 'r(X,Y) : s(X)', 'r(X) : s(X), Y = X',
  '#true : s(X)', 'r(X;Y) : s(X), s(Y)', 'r(X) : s(X;Y)',
  // broken
  'r(X) : s(X), ; t', 'r : s : t', 'r :: s', 'r(X) : s(X) ,',
];

/** Statements, directive by directive. */
const STATEMENTS = [
  // rules and facts
  'a.', 'a :- .', ':- .', ':- a.', 'a :- b, c; d.', 'a :- b; c.', 'a :- , b.', 'a :- b,.', 'a', '.', 'a. .', ':- :- a.',
  // weak constraints: `:~ body. [W@P, T]`
  ':~ a. [1]', ':~ a. [1@2]', ':~ a. [1@2, x]', ':~ a. [1, x, y]', ':~ . [1]', ':~ q(X). [X@1, X]', ':~ q(X). [Y]',
  ':~ q(X). [1@X]', ':~ a. [1,]', ':~ a. []', ':~ a. [1@]', ':~ a [1]', ':~ a. [1;2]', ':~ q(X). [X@1, f(X)]',
  // optimization
  '#minimize { }.', '#maximize { 1 : a }.', '#minimise { 1@2 : a }.', '#maximise { 1,x : a ; 2,y : b }.',
  '#minimize { 1 : }.', '#minimize { 1 }.', '#minimize { X : q(X) }.', '#minimize { X@Y, Z : q(X,Y,Z) }.',
  '#minimize { X : r(Y) }.', '#minimize { 1 : a, b }.', '#minimize { 1 : a ; }.', '#minimize { ; }.', '#minimize {}',
  '#minimize { 1 : a }', '#minimize { : a }.', '#minimize { 1@2@3 : a }.',
  // #show
  '#show.', '#show p/1.', '#show -p/1.', '#show p.', '#show X : q(X).', '#show f(X) : q(X), r(X).', '#show X.',
  '#show X : r(Y).', '#show p/-1.', '#show p/1 : q.', '#show 1..2.', '#show (1;2).', '#show p : .', '#show -p.',
  '#show p/1/2.', '#show p(X) : q(X) : r(X).',
  // #const
  '#const n = 1.', '#const n = 1+2.', '#const n = f(a,b).', '#const n = (1,2).', '#const n = "s".', '#const n = X.',
  '#const n = 1..2.', '#const n = (1;2).', '#const n = 1. [default]', '#const n = 1. [override]', '#const n = 1. [other]',
  '#const n = |-3|.', '#const n = -a.', '#const n = @f(1).', '#const n = ().', '#const n = (,).', '#const n = f().',
  '#const N = 1.', '#const n := 1.', '#const n = 1',
  // #program
  '#program base.', '#program step(t).', '#program step(t,u).', '#program step().', '#program step(T).', '#program step(t,).',
  '#program 1.', '#program default.', '#program p(override).',
  // #include
  // (a missing file is clingo's error too, but one about the disk, checked in analysis-checks.test.ts)
  '#include <incmode>.', '#include incmode.', '#include <"x">.', '#include "a" "b".',
  // #external
  '#external a.', '#external a : b.', '#external a : .', '#external a. [true]', '#external a : b. [false]', '#external a : . [free]',
  '#external p(X) : q(X).', '#external p(X).', '#external p(X) : q(Y).', '#external not a.', '#external -a.', '#external a :- b.',
  '#external a. [X]', '#external 1.', '#external X = 1.', '#external p(1;2).',
  // #defined
  '#defined p/1.', '#defined -p/0.', '#defined p.', '#defined p/1 : q.',
  // #project
  '#project p/1.', '#project -p/1.', '#project a.', '#project a : b.', '#project a : .', '#project p(X) : q(X).',
  '#project p(X).', '#project p(X) : q(Y).', '#project not a.', '#project a :- b.', '#project p(X) : q(X), not r(X).',
  // #edge
  '#edge (a,b).', '#edge (a,b) : c.', '#edge (a,b) : .', '#edge (a,b;c,d).', '#edge (X,Y) : q(X,Y).', '#edge (X,Y) : q(X).',
  '#edge (a).', '#edge (a,b,c).', '#edge a.', '#edge (a,b;c).', '#edge (X,Y).', '#edge ((a,b),c).', '#edge (a,b) :- c.',
  // #heuristic
  '#heuristic a. [1, level]', '#heuristic a : b. [1@2, sign]', '#heuristic a : . [1, true]', '#heuristic p(X) : q(X). [X, level]',
  '#heuristic p(X). [1, level]', '#heuristic p(X) : q(X). [Y, level]', '#heuristic a. [1]', '#heuristic a. [1, level, x]',
  '#heuristic a. [1@2@3, level]', '#heuristic -a. [1, factor]', '#heuristic not a. [1, level]', '#heuristic a : b [1, level]',
  '#heuristic p(X) : q(X). [1, M]', '#heuristic p(X) : q(X), not r(X). [1, level]',
  // #script (clingo-wasm has Lua)
  '#script (lua)\nfunction f(x) return x end\n#end.', '#script (lua) #end.', '#script lua #end.', '#script (lua)\nx = 1\n#end',
  // #theory
  '#theory t { }.', '#theory t { a { + : 1, unary } ; &b/0 : a, any }.', '#theory t { a { + : 1, binary, left } ; &b/1 : a, head }.',
  '#theory t { &b/0 : a, body }.', '#theory t { &b/0 : a, directive }.', '#theory t { a { } ; &b/0 : a, any }.',
  '#theory t { a { + : 1, unary } ; &b/0 : a, {<=}, a, any }.', '#theory t { a { + : 1, ternary } }.',
  '#theory t { &b/0 : a, anywhere }.', '#theory t { a { + : x, unary } }.', '#theory t { a }.', '#theory t { }',
  // comments and strings
  'a. % comment', 'a. %* block *%', '%* nested %* inner *% *% a.', '%* a *% b. %* c *%', 'a("%").', 'a("%*").',
  'a("\\"").', 'a("\\\\").', 'a("\\n").', 'a("\\t").', 'a("\\x").', 'a(" multi\nline ").', '%* unclosed', 'a. %*',
  'a. *%', '% just a comment', '%**%a.', '%*%*%**%*%a.',
  // removed or unknown directives
  '#disjoint { a : 1 : b }.', '#volatile a.', '#foo.', '#hide.', '#compute.', '#count.', '#inf.',
  // identifiers, variables, numbers
  'a_b.', '_a.', '__a.', "a'.", "A'.", "p(A').", 'p(_X) :- q(_X).', 'p(X_) :- q(X_).', 'p(0).', 'p(007).', 'p(1e3).',
  'p(1.5).', 'p(0x).', 'p(0b2).', 'p(0o8).', 'p(0xg).', 'p(9223372036854775807).', 'p(-2147483648).',
];

function theoryPrograms(): string[] {
  const theory = '#theory t { e { + : 2, binary, left ; - : 1, unary ; * : 3, binary, right }; '
    + '&a/0 : e, any ; &b/1 : e, {<=, =, !=}, e, any ; &h/0 : e, head ; &d/0 : e, body }.\n';
  const atoms = [
    '&a { }', '&a { 1 }', '&a { X : q(X) }', '&a { X : }', '&a { : q }', '&a { X, Y : q(X), r(Y) }', '&a { X : q(X) ; Y : r(Y) }',
    '&a { 1 + 2 }', '&a { - 1 }', '&a { (1,2) }', '&a { () }', '&a { (1,) }', '&a { [1,2] }', '&a { {1,2} }', '&a { f(1,X) : q(X) }',
    '&a { "s" }', '&a { #inf }', '&b(1) { X : q(X) } <= 3', '&b(X) { 1 } = 2', '&b(1) { 1 } != Y', '&a { X }', '&a { 1 +* 2 }',
    '&a { not 1 }', '&a { 1 ; }', '&a', '&b(1) { 1 } <= ', '&a { 1 : q ; : r }', '&a { X : q(X), not r(X) }', '&d { 1 }', '&h { 1 }',
  ];
  return [
    ...atoms.map((a) => `${theory}:- ${a}.`),
    ...atoms.map((a) => `${theory}${a} :- q(X).`),
    ...atoms.map((a) => `${theory}p :- ${a}, q(Y).`),
    `${theory}:- not &a { 1 }.`,
    `${theory}:- &undefined { 1 }.`,
  ];
}

export const GROUPS: ProgramGroup[] = [
  { rule: 'terms in each place', programs: TERM_PLACES.flatMap((place) => ALL_TERMS.map(place)) },
  { rule: 'literals in each place', programs: LITERAL_PLACES.flatMap((place) => LITERALS.map(place)) },
  { rule: 'aggregates', programs: aggregatePrograms() },
  { rule: 'disjunctive heads', programs: HEADS.flatMap((h) => [`${h}.`, `${h} :- r(X), r(Y).`]) },
  { rule: 'conditional literals in bodies', programs: BODIES.flatMap((b) => [`p :- ${b}.`, `p(X) :- ${b}, r(X).`, `:- ${b}, u.`]) },
  { rule: 'statements and directives', programs: STATEMENTS },
  { rule: 'theory atoms', programs: theoryPrograms() },
];
