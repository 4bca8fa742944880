// Facts of a file as values: pools, intervals, arithmetic and #const expanded as clingo grounds them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { extractFacts, factsOf, type Facts } from '../../server/src/puzzles/facts';
import { formatSymbol } from '../../server/src/solving/symbols';

function facts(text: string, limit?: number): Facts {
  return extractFacts(parse(text), limit === undefined ? {} : { limit });
}

/** The facts as clingo would print them. */
function printed(text: string): string[] {
  return facts(text).all.map((f) => (f.args.length ? `${f.name}(${f.args.map(formatSymbol).join(",")})` : f.name));
}

/** What each fact's span covers. */
function spans(text: string): string[] {
  return facts(text).all.map((f) => text.slice(f.span.start, f.span.end));
}

describe('puzzle facts', () => {
  it('evaluates chains of 50,000 operands as clingo does, without exhausting the stack', () => {
    const chain = (op: string, operand = '1') => `${operand}${`${op}${operand}`.repeat(49_999)}`;
    const text = `a(${chain('+')}). b(${chain('-')}). c(${chain('*', '2')}). d(${chain('&')}). e(${chain('^')}).
#const n = ${chain('+')}. f(n). g(${chain('..')}). h(${chain('/')}, ${chain('+', '0')}+${chain('?', '0')}).`;
    assert.deepEqual(printed(text), ['a(50000)', 'b(-49998)', 'c(0)', 'd(1)', 'e(0)', 'f(50000)', 'g(1)', 'h(1,0)']);
  });

  it('reads plain facts with the atom as their span', () => {
    const text = 'row(1). entrance(1,2).\nname("a b"). red. -p(1).';
    assert.deepEqual(printed(text), ['row(1)', 'entrance(1,2)', 'name("a b")', 'red']);
    assert.deepEqual(spans(text), ['row(1)', 'entrance(1,2)', 'name("a b")', 'red']);
    assert.equal(factsOf(facts(text), 'entrance', 2)[0].args[1].type, 'number');
  });

  it('expands pools, pointing at the alternative each fact comes from', () => {
    const text = 'v(v11; v12).\nc(red;green).\np(1,a;2,b).';
    assert.deepEqual(printed(text), ['v(v11)', 'v(v12)', 'c(red)', 'c(green)', 'p(1,a)', 'p(2,b)']);
    assert.deepEqual(spans(text), ['v11', 'v12', 'red', 'green', '1,a', '2,b']);
  });

  it('expands intervals and their cross products', () => {
    assert.deepEqual(printed('row(1..3).'), ['row(1)', 'row(2)', 'row(3)']);
    assert.deepEqual(printed('p(1..3, a).'), ['p(1,a)', 'p(2,a)', 'p(3,a)']);
    assert.deepEqual(printed('q(1..2, 5..6).'), ['q(1,5)', 'q(1,6)', 'q(2,5)', 'q(2,6)']);
    assert.deepEqual(printed('e(3..1).'), []);
    assert.deepEqual(spans('row(1..2).'), ['row(1..2)', 'row(1..2)']);
  });

  it('evaluates arithmetic as clingo does', () => {
    assert.deepEqual(printed('n(1+2, 2*3-1, -7/2, -7\\2, 2**10, 2**-1, |-4|, 5&3, 5?3, 5^3, ~5, (4)).'),
      ['n(3,5,-3,-1,1024,0,4,1,7,6,-6,4)']);
    assert.deepEqual(printed('big(2147483647+1).'), ['big(-2147483648)']);
    // clingo drops an atom whose arithmetic is undefined.
    assert.deepEqual(printed('z(1/0). w(a+1). ok(1).'), ['ok(1)']);
  });

  it('reads functions, tuples and classically negated constants in arguments', () => {
    assert.deepEqual(printed('p(f(a;b)). t((1,2)). u((1,)). m(-a). i(#inf).'),
      ['p(f(a))', 'p(f(b))', 't((1,2))', 'u((1,))', 'm(-a)', 'i(#inf)']);
  });

  it('substitutes the constants defined in the file', () => {
    const text = '#const n = 3.\n#const m = n*2.\n#const colour = red.\nrow(1..n). size(m). c(colour). k(other).';
    assert.deepEqual(printed(text), ['row(1)', 'row(2)', 'row(3)', 'size(6)', 'c(red)', 'k(other)']);
    assert.deepEqual(printed('#const a = b. #const b = a. p(a).'), ['p(a)']);
  });

  it('skips what is not a ground fact, and counts what makes the file more than data', () => {
    const text = 'p(X). q(1). r(X) :- q(X). {s(1)}. :- q(2). a ; b. #const n = 1. #show q/1. #minimize { 1 : q(1) }.';
    const f = facts(text);
    assert.deepEqual(printed(text), ['q(1)']);
    assert.deepEqual(f.rules.map((r) => text.slice(r.start, r.end)), ['r(X) :- q(X).', '{s(1)}.', ':- q(2).', 'a ; b.', '#minimize { 1 : q(1) }.']);
  });

  it('reads only the base program', () => {
    assert.deepEqual(printed('a(1).\n#program step(t).\nb(t). c(1).\n#program base.\nd(1).'), ['a(1)', 'd(1)']);
  });

  it('reads %! directives from the comments at the top of the file', () => {
    const text = '% Level 21\n%! encoding: ../flow.lp\n%!models:9\n%! models: 10\nv(a).\n%! later: no\n';
    const { directives } = facts(text);
    assert.deepEqual([...directives.keys()], ['encoding', 'models']);
    const encoding = directives.get('encoding')!;
    assert.equal(encoding.value, '../flow.lp');
    assert.equal(text.slice(encoding.valueSpan.start, encoding.valueSpan.end), '../flow.lp');
    assert.equal(text.slice(encoding.span.start, encoding.span.end), '%! encoding: ../flow.lp');
    assert.equal(directives.get('models')!.value, '9');
  });

  it('stops at the limit instead of expanding a huge interval', () => {
    // Expanding these would take minutes and gigabytes; the limit makes it return at once.
    const huge = facts('row(1..2000000000). col(1). p(1..1000, 1..1000, 1..1000).');
    assert.equal(huge.truncated, true);
    // The facts too large are skipped, the rest still read.
    assert.deepEqual(huge.all.map((f) => f.name), ['col']);
    const limited = facts('row(1..10). col(1..10).', 15);
    assert.equal(limited.truncated, true);
    assert.equal(limited.all.length, 10);
    assert.equal(facts('row(1..10). col(1..10).', 20).truncated, false);
    assert.equal(facts('row(1..10). col(1).', 10).truncated, true);
  });

  // How fast is for `npm run bench`; this checks that a 1 MB instance is read whole.
  it('extracts every fact of a 1 MB instance', () => {
    const lines: string[] = [];
    for (let r = 1, size = 0; size < 1_000_000; r++) {
      for (let c = 1; c <= 100; c++) {
        const line = `v(v${r}_${c}). a(v${r}_${c},v${r}_${c + 1}).`;
        lines.push(line);
        size += line.length + 1;
      }
    }
    const program = parse(lines.join('\n'));
    const f = extractFacts(program);
    assert.equal(f.all.length, lines.length * 2);
    assert.equal(f.truncated, false);
  });
});
