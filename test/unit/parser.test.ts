// The parser on strings: the trees it builds, where it puts errors, and how it recovers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Aggregate, Atom, Choice, Disjunction, Literal, Rule, Statement, Term } from '../../server/src/language/ast';
import { LineIndex } from '../../server/src/language/lineIndex';
import { parse } from '../../server/src/language/parser';

function only(text: string): Statement {
  const program = parse(text);
  assert.deepEqual(program.errors, [], `unexpected errors in ${JSON.stringify(text)}`);
  assert.equal(program.statements.length, 1);
  return program.statements[0];
}

function rule(text: string): Rule {
  const s = only(text);
  assert.equal(s.kind, 'rule');
  return s as Rule;
}

function atomOf(l: unknown): Atom {
  const literal = l as Literal;
  assert.equal(literal.atom.kind, 'atom');
  return literal.atom as Atom;
}

/** Prints a term compactly, to compare shapes. */
function show(t: Term): string {
  switch (t.kind) {
    case 'number': return String(t.value);
    case 'string': return JSON.stringify(t.value);
    case 'symbol': return t.name;
    case 'variable': return t.name;
    case 'anonymous': return '_';
    case 'special': return t.value;
    case 'function': return `${t.external ? '@' : ''}${t.name}(${t.pool.map((a) => a.map(show).join(',')).join(';')})`;
    case 'tuple': return `(${t.pool.map((a) => a.map(show).join(',')).join(';')}${t.trailingComma ? ',' : ''})`;
    case 'unary': return `${t.op}[${show(t.operand)}]`;
    case 'binary': return `[${show(t.left)}${t.op}${show(t.right)}]`;
    case 'interval': return `[${show(t.left)}..${show(t.right)}]`;
    case 'abs': return `|${show(t.operand)}|`;
    case 'error': return '?';
  }
}

function errorLines(text: string): [number, number, string][] {
  const lines = new LineIndex(text);
  return parse(text).errors.map((e) => {
    const p = lines.position(e.start);
    return [p.line + 1, p.character + 1, e.message];
  });
}

describe('parser: statements', () => {
  it('reads facts, rules and integrity constraints', () => {
    assert.equal(atomOf(rule('p(1).').head).name, 'p');
    const r = rule('a(X) :- b(X), not c(X), not not d(X).');
    assert.deepEqual(r.body.map((b) => (b as Literal).sign), ['', 'not', 'not not']);
    assert.equal(rule(':- a, b.').head, undefined);
  });

  it('reads classical negation as part of the atom', () => {
    const r = rule('-p(X) :- q(X), not -r(X).');
    assert.equal(atomOf(r.head).negated, true);
    assert.equal(atomOf(r.body[1]).negated, true);
    assert.equal(atomOf(r.body[1]).name, 'r');
  });

  it('reads disjunctions with ; | and , and conditional head literals', () => {
    for (const text of ['a ; b :- c.', 'a | b :- c.', 'a, b :- c.']) {
      const head = rule(text).head as Disjunction;
      assert.equal(head.kind, 'disjunction', text);
      assert.deepEqual(head.elements.map((e) => atomOf(e.literal).name), ['a', 'b']);
    }
    const head = rule('p(X) : q(X), r(X) ; s :- t.').head as Disjunction;
    assert.equal(head.elements[0].condition.length, 2);
  });

  it('reads choice heads with bounds on either side', () => {
    const head = rule('1 { in(X) : item(X) ; out } n :- go.').head as Choice;
    assert.equal(head.kind, 'choice');
    assert.equal(head.elements.length, 2);
    assert.equal(head.left?.op, '<=');
    assert.equal(show(head.right!.term), 'n');
    const guarded = rule('2 < { a; b } <= 3.').head as Choice;
    assert.deepEqual([guarded.left?.op, guarded.right?.op], ['<', '<=']);
  });

  it('reads aggregates with guards, elements and conditions', () => {
    const r = rule('ok :- N = #count { X,Y : p(X,Y), not q(Y) ; Z : r(Z) }, #sum+ { W : w(W) } > 3, 1 <= { a; b }.');
    const [count, sum, set] = r.body as Aggregate[];
    assert.equal(count.fun, '#count');
    assert.equal(count.left?.op, '=');
    assert.deepEqual(count.elements.map((e) => e.terms.length), [2, 1]);
    assert.equal(count.elements[0].condition.length, 2);
    assert.equal(sum.fun, '#sum+');
    assert.equal(sum.right?.op, '>');
    assert.equal(set.fun, undefined);
    assert.equal(set.literals.length, 2);
  });

  it('gives a body conditional literal the commas that follow it', () => {
    const r = rule(':- a(X) : b(X), c(X) ; d.');
    assert.equal(r.body.length, 2);
    assert.equal(r.body[0].kind, 'conditional');
  });

  it('reads an absolute value at the start of a condition', () => {
    assert.equal(rule('p :- q(X) : |X| = 1.').body[0].kind, 'conditional');
  });

  it('reads comparison chains as clingo 5.6+ does', () => {
    const r = rule('a :- 1 < X < 3, X = 2.');
    const cmp = (r.body[0] as Literal).atom;
    assert.equal(cmp.kind, 'comparison');
    if (cmp.kind === 'comparison') assert.deepEqual(cmp.ops, ['<', '<']);
  });

  it('reads weak constraints and every directive', () => {
    const kinds = parse(`
      :~ p(X,W). [W@2,X]
      #show. #show p/2. #show -p/2. #show (X,Y) : q(X,Y).
      #const n = 3. [default]
      #include "other.lp". #include <incmode>.
      #program step(t).
      #external e(X) : q(X). [false]
      #heuristic p(X) : q(X). [1@2, sign]
      #project p/1. #project p(X) : q(X).
      #defined d/1.
      #edge (X,Y) : q(X,Y).
      #minimize { W@1,X : p(X,W) }. #maximise { 1,X : q(X) }.
      #theory t { term { + : 1, binary, left }; &a/0 : term, any }.
      #script (lua) function f() return 1 end #end.
    `).statements.map((s) => s.kind);
    assert.deepEqual(kinds, ['weak-constraint', 'show', 'show', 'show', 'show', 'const', 'include', 'include', 'program',
      'external', 'heuristic', 'project', 'project', 'defined', 'edge', 'optimize', 'optimize', 'theory', 'script']);
  });

  it('reads theory atoms in heads and bodies', () => {
    const r = rule('&diff { end(X) - start(X) } <= D :- task(X), deadline(D).');
    assert.equal(r.head?.kind, 'theory-atom');
    const body = rule(':- &sum { V : x(V) } > 3, ok.').body;
    assert.equal(body[0].kind, 'theory-atom');
  });
});

describe('parser: terms', () => {
  const term = (t: string) => show(((rule(`p(${t}).`).head as Literal).atom as Atom).pool[0][0]);

  it('follows clingo\'s operator precedence', () => {
    assert.equal(term('1+2*3'), '[1+[2*3]]');
    assert.equal(term('2**3**2'), '[2**[3**2]]');
    assert.equal(term('-X**2'), '[-[X]**2]');
    assert.equal(term('1..n+1'), '[1..[n+1]]');
    assert.equal(term('X^Y?Z&W'), '[X^[Y?[Z&W]]]');
    assert.equal(term('7\\3/2'), '[[7\\3]/2]');
  });

  it('reads tuples, pools, functions, external calls and special terms', () => {
    assert.equal(term('(a,)'), '(a,)');
    assert.equal(term('(1,2;3,4)'), '(1,2;3,4)');
    assert.equal(term('f(X;Y)'), 'f(X;Y)');
    assert.equal(term('@succ(N)'), '@succ(N)');
    assert.equal(term('|X-Y|'), '|[X-Y]|');
    assert.equal(term('#inf'), '#inf');
    assert.equal(term('"a\\"b\\n"'), JSON.stringify('a"b\n'));
    assert.equal(term('0x1F'), '31');
    assert.equal(term('_'), '_');
  });
});

describe('parser: errors and recovery', () => {
  it('reports a missing period at the end of the statement, not on the next line', () => {
    assert.deepEqual(errorLines('a :- b.\nd(X) :- e(X)\nf.\n'), [[2, 13, "syntax error, missing '.' at the end of the statement"]]);
  });

  it('keeps the statement whose period is missing, and the ones after it', () => {
    const program = parse('a :- b\nc.\n');
    assert.deepEqual(program.statements.map((s) => s.kind), ['rule', 'rule']);
  });

  it('does not let a statement broken before its end swallow the rule on the next line', () => {
    const program = parse('p(X :- q(X)\nr(1).\n');
    assert.equal(program.errors.length, 1);
    assert.deepEqual(program.statements.map((s) => s.kind), ['error', 'rule']);
  });

  it('says what was expected where it was expected', () => {
    assert.deepEqual(errorLines('p(X :- q.'), [[1, 5, "syntax error, unexpected ':-', expecting ')'"]]);
    assert.deepEqual(errorLines('a(1) b(2).'), [[1, 6, "syntax error, unexpected <IDENTIFIER> 'b', expecting '.'"]]);
  });

  it('goes on after a broken statement', () => {
    const program = parse('a :- .. .\nb :- c.\n#show b/0.');
    assert.equal(program.errors.length, 1);
    assert.deepEqual(program.statements.map((s) => s.kind), ['error', 'rule', 'show']);
  });

  it('reports what the lexer rejects once, without a second syntax error', () => {
    assert.deepEqual(errorLines('#shoe p/2.\na.').map((e) => e[2]), ["unknown directive or keyword '#shoe'"]);
    assert.deepEqual(errorLines('p("a\\tb").').map((e) => e[2]), ["unknown escape sequence '\\t' (clingo knows \\\\, \\n and \\\")"]);
    assert.equal(errorLines('%* open\n').length, 1);
  });

  it('says of a $-constraint, which clingo dropped in 5.5, what became of it', () => {
    const errors = errorLines('{ a }.\n$x $<= 5 :- a.');
    assert.equal(errors[0][0], 2);
    assert.match(errors[0][2], /^unexpected character '\$': clingo 5\.5 and later have no \$-constraints .*&sum\{ x \} <= 5/);
    assert.deepEqual(errorLines('p :- € q.').map((e) => e[2]), ["unexpected character '€'"]);
  });

  it('refuses nesting deeper than it can hold instead of overflowing the stack', () => {
    const deep = `p(${'('.repeat(100_000)}1${')'.repeat(100_000)}).\nq.`;
    const program = parse(deep);
    assert.match(program.errors[0].message, /nesting deeper than/);
    assert.equal(program.statements[program.statements.length - 1].kind, 'rule');
    const longSum = `p(${Array.from({ length: 50_000 }, (_, i) => i).join('+')}).`;
    assert.equal(parse(longSum).errors.length, 0);
  });
});
