// Statements: rules, weak constraints and every directive.
import type {
  BodyElement, EdgeStatement, OptimizeElement, Signature, Statement, Term, TheoryDefinition,
} from '../ast';
import { T, Token } from '../tokens';
import { Cursor, fit, span, StatementError } from './cursor';
import { parseAtom, parseBody, parseCondition, parseHead } from './literals';
import { kindTable, parseTerm, parseTermList, tokenSpan } from './terms';

/** The body of every fact: one shared empty array, since a large instance has hundreds of thousands of facts. */
const NO_BODY: BodyElement[] = Object.freeze([]) as unknown as BodyElement[];

export function parseStatement(c: Cursor): Statement {
  // Rules and facts, the bulk of any file, come first and make no Token.
  if (!DIRECTIVE[c.kind]) {
    const start = c.start;
    const head = parseHead(c);
    const body = c.eat(T.If) ? parseBody(c) : NO_BODY;
    return { kind: 'rule', head, body, start, end: statementEnd(c) };
  }
  const first = c.peek();
  switch (first.kind) {
    case T.If: {
      c.skip();
      const body = parseBody(c);
      return { kind: 'rule', head: undefined, body, ...span(first, endStatement(c)) };
    }
    case T.WeakIf:
      return parseWeakConstraint(c, first);
    case T.Show:
      return parseShow(c, first);
    case T.Const:
      return parseConst(c, first);
    case T.Include:
      return parseInclude(c, first);
    case T.Program:
      return parseProgram(c, first);
    case T.External: {
      c.skip();
      const atom = parseAtom(c);
      const body = parseOptionalBody(c, true);
      const end = endStatement(c);
      const type = c.at(T.LBracket) ? parseBracketed(c, (inner) => parseTerm(inner)) : undefined;
      return { kind: 'external', atom, body, type: type?.value, ...span(first, type ?? end) };
    }
    case T.Heuristic:
      return parseHeuristic(c, first);
    case T.Project:
      return parseProject(c, first);
    case T.Defined: {
      c.skip();
      const signature = parseSignature(c);
      return { kind: 'defined', signature, ...span(first, endStatement(c)) };
    }
    case T.Edge:
      return parseEdge(c, first);
    case T.Minimize:
    case T.Maximize:
      return parseOptimize(c, first);
    case T.Theory:
      return parseTheory(c, first);
    case T.Script:
      return parseScript(c, first);
    default:
      return c.fail('#disjoint is no longer supported by clingo 5', first);
  }
}

/** The tokens that start something other than a rule with a head (or a fact). */
const DIRECTIVE = kindTable(Object.fromEntries([T.If, T.WeakIf, T.Show, T.Const, T.Include, T.Program, T.External,
  T.Heuristic, T.Project, T.Defined, T.Edge, T.Minimize, T.Maximize, T.Theory, T.Script, T.Disjoint].map((k) => [k, true])));

/** End offset of the statement, as endStatement has it; the common case, a period, without making a Token. */
function statementEnd(c: Cursor): number {
  if (c.kind !== T.Dot) return endStatement(c).end;
  const end = c.end;
  c.skip();
  return end;
}

/**
 * The period that ends a statement. When it is missing and the next token starts a new line, the statement
 * is taken to end where it stops: the error is reported there, and the next line parses as the next statement.
 */
function endStatement(c: Cursor): Token {
  const dot = c.accept(T.Dot);
  if (dot) return dot;
  if (c.at(T.EOF) || c.newlineBefore()) {
    const last = c.previous();
    c.report({ start: last.end, end: last.end }, "syntax error, missing '.' at the end of the statement");
    return last;
  }
  return c.fail("expecting '.'");
}

/**
 * `: B1, ..., Bn` after #show, #external, #project, #edge, #heuristic. Once the colon is there a body must
 * follow after #show; the others allow `: .` (clingo's `bodyconddot`).
 */
function parseOptionalBody(c: Cursor, allowEmpty = false): BodyElement[] {
  if (!c.eat(T.Colon)) return [];
  if (c.at(T.Dot) && !allowEmpty) c.fail("expecting a literal after ':'");
  return parseBody(c);
}

function parseBracketed<V>(c: Cursor, inner: (c: Cursor) => V): { value: V; start: number; end: number } {
  const open = c.expect(T.LBracket, "expecting '['");
  const value = inner(c);
  const close = c.expect(T.RBracket, "expecting ']'");
  return { value, ...span(open, close) };
}

/** `W@P, T1, ..., Tn` as in weak constraints and #minimize (a comma is followed by at least one term). */
function parseWeight(c: Cursor): { weight: Term; priority: Term | undefined; terms: Term[] } {
  const weight = parseTerm(c);
  const priority = c.eat(T.At) ? parseTerm(c) : undefined;
  const terms = c.eat(T.Comma) ? parseTermList(c) : [];
  return { weight, priority, terms };
}

function parseWeakConstraint(c: Cursor, first: Token): Statement {
  c.skip();
  const body = parseBody(c);
  c.expect(T.Dot, "expecting '.' and then the weight in brackets");
  const weighted = parseBracketed(c, (inner) => parseWeight(inner));
  return { kind: 'weak-constraint', body, ...weighted.value, ...span(first, weighted) };
}

/** `[-]name/arity`, as clingo reads signatures after #show, #project and #defined. */
function parseSignature(c: Cursor): Signature {
  const start = c.peek();
  const negated = c.eat(T.Minus);
  const name = c.expect(T.Identifier, 'expecting a signature such as p/2');
  c.expect(T.Slash, "expecting '/' and the arity");
  const arity = c.expect(T.Number, 'expecting the arity, a number');
  return { name: name.text, nameSpan: tokenSpan(name), arity: Number(arity.text), negated, ...span(start, arity) };
}

function signatureAhead(c: Cursor): boolean {
  const offset = c.at(T.Minus) ? 1 : 0;
  return c.kindAt(offset) === T.Identifier && c.kindAt(offset + 1) === T.Slash && c.kindAt(offset + 2) === T.Number
    && c.kindAt(offset + 3) === T.Dot;
}

function parseShow(c: Cursor, first: Token): Statement {
  c.skip();
  if (c.at(T.Dot)) return { kind: 'show', body: [], ...span(first, c.next()) };
  if (signatureAhead(c)) {
    const signature = parseSignature(c);
    return { kind: 'show', signature, body: [], ...span(first, endStatement(c)) };
  }
  const term = parseTerm(c);
  const body = parseOptionalBody(c);
  return { kind: 'show', term, body, ...span(first, endStatement(c)) };
}

function parseConst(c: Cursor, first: Token): Statement {
  c.skip();
  const name = c.expect(T.Identifier, 'expecting the name of the constant');
  c.expect(T.Eq, "expecting '='");
  const value = parseTerm(c);
  const notConstant = nonConstantPart(value);
  if (notConstant) throw new StatementError(span(notConstant, notConstant), NOT_CONSTANT[notConstant.kind] ?? NOT_CONSTANT.pool);
  const end = endStatement(c);
  let modifier: 'default' | 'override' | undefined;
  let last: { end: number } = end;
  if (c.at(T.LBracket)) {
    const bracket = parseBracketed(c, (inner) => {
      const word = inner.at(T.Identifier) && /^(default|override)$/.test(inner.text) ? inner.next() : inner.fail("expecting 'default' or 'override'");
      return word.text === 'default' ? 'default' as const : 'override' as const;
    });
    modifier = bracket.value;
    last = bracket;
  }
  return { kind: 'const', name: name.text, nameSpan: tokenSpan(name), value, modifier, ...span(first, last) };
}

const NOT_CONSTANT: Record<string, string> = {
  variable: 'syntax error, unexpected <VARIABLE>: the value of a #const is a term without variables',
  anonymous: "syntax error, unexpected '_': the value of a #const is a term without variables",
  interval: "syntax error, unexpected '..': the value of a #const has no intervals",
  pool: "syntax error, unexpected ';': the value of a #const has no pools",
};

/** The first part of a #const value that clingo's `constterm` does not allow: variables, intervals, pools. */
function nonConstantPart(root: Term): Term | undefined {
  const stack: Term[] = [root];
  for (let t = stack.pop(); t; t = stack.pop()) {
    switch (t.kind) {
      case 'variable': case 'anonymous': case 'interval': return t;
      case 'function': case 'tuple':
        if (t.pool.length > 1) return t;
        stack.push(...t.pool[0]);
        break;
      case 'unary': case 'abs': stack.push(t.operand); break;
      case 'binary': stack.push(t.right, t.left); break;
      default: break;
    }
  }
  return undefined;
}

function parseInclude(c: Cursor, first: Token): Statement {
  c.skip();
  const path = c.accept(T.String);
  if (path) {
    return { kind: 'include', path: path.text.slice(1, -1), pathSpan: tokenSpan(path), system: false, ...span(first, endStatement(c)) };
  }
  const open = c.expect(T.Lt, 'expecting a file name in quotes or <name>');
  const name = c.expect(T.Identifier, 'expecting a name such as incmode');
  const close = c.expect(T.Gt, "expecting '>'");
  return { kind: 'include', path: name.text, pathSpan: span(open, close), system: true, ...span(first, endStatement(c)) };
}

function parseProgram(c: Cursor, first: Token): Statement {
  c.skip();
  const name = c.expect(T.Identifier, 'expecting the name of the program part');
  const params: { name: string; span: { start: number; end: number } }[] = [];
  if (c.eat(T.LParen)) {
    if (!c.at(T.RParen)) {
      do {
        const param = c.expect(T.Identifier, 'expecting a parameter name');
        params.push({ name: param.text, span: tokenSpan(param) });
      } while (c.eat(T.Comma));
    }
    c.expect(T.RParen, "expecting ')'");
  }
  return { kind: 'program', name: name.text, nameSpan: tokenSpan(name), params: fit(params), ...span(first, endStatement(c)) };
}

function parseHeuristic(c: Cursor, first: Token): Statement {
  c.skip();
  const atom = parseAtom(c);
  const body = parseOptionalBody(c, true);
  c.expect(T.Dot, "expecting '.' and then [weight@priority, modifier]");
  const bracket = parseBracketed(c, (inner) => {
    const weight = parseTerm(inner);
    const priority = inner.accept(T.At) ? parseTerm(inner) : undefined;
    inner.expect(T.Comma, "expecting ',' and a modifier (sign, level, true, false, init or factor)");
    return { weight, priority, modifier: parseTerm(inner) };
  });
  return { kind: 'heuristic', atom, body, ...bracket.value, ...span(first, bracket) };
}

function parseProject(c: Cursor, first: Token): Statement {
  c.skip();
  if (signatureAhead(c)) {
    const signature = parseSignature(c);
    return { kind: 'project', signature, body: [], ...span(first, endStatement(c)) };
  }
  const atom = parseAtom(c);
  const body = parseOptionalBody(c, true);
  return { kind: 'project', atom, body, ...span(first, endStatement(c)) };
}

function parseEdge(c: Cursor, first: Token): EdgeStatement {
  c.skip();
  const tuple = parseTerm(c);
  const alternatives = tuple.kind === 'tuple' ? tuple.pool : [];
  if (alternatives.length === 0 || alternatives.some((pair) => pair.length !== 2)) {
    c.fail('expecting pairs of vertices such as (u,v) or (u,v;w,x)', new Token(T.LParen, tuple.start, tuple.end, true, c.source));
  }
  const pairs = alternatives.map((pair) => [pair[0], pair[1]] as [Term, Term]);
  const body = parseOptionalBody(c, true);
  return { kind: 'edge', pairs, body, ...span(first, endStatement(c)) };
}

function parseOptimize(c: Cursor, first: Token): Statement {
  c.skip();
  c.expect(T.LBrace, "expecting '{'");
  const elements: OptimizeElement[] = [];
  if (!c.at(T.RBrace)) {
    do {
      const start = c.peek().start;
      const weighted = parseWeight(c);
      const condition = c.eat(T.Colon) && !c.at(T.Semicolon, T.RBrace) ? parseCondition(c) : [];
      elements.push({ ...weighted, condition, start, end: c.previous().end });
    } while (c.eat(T.Semicolon));
  }
  c.expect(T.RBrace, "expecting ';' or '}'");
  const direction = first.kind === T.Minimize ? 'minimize' : 'maximize';
  return { kind: 'optimize', direction, elements: fit(elements), ...span(first, endStatement(c)) };
}

/** `#theory name { ... }.` — kept as its name and the `&atom/arity` definitions inside. */
function parseTheory(c: Cursor, first: Token): TheoryDefinition {
  c.skip();
  const name = c.expect(T.Identifier, 'expecting the name of the theory');
  c.expect(T.LBrace, "expecting '{'");
  const atoms: Signature[] = [];
  let depth = 0;
  while (!(depth === 0 && c.at(T.RBrace))) {
    const token = c.peek();
    if (token.kind === T.EOF) c.fail("expecting '}' to close the theory definition");
    if (token.kind === T.LBrace) depth++;
    if (token.kind === T.RBrace) depth--;
    if (token.kind === T.Ampersand && c.peek(1).kind === T.Identifier && c.peek(2).kind === T.Slash && c.peek(3).kind === T.Number) {
      const atomName = c.peek(1);
      atoms.push({ name: atomName.text, nameSpan: tokenSpan(atomName), arity: Number(c.peek(3).text), negated: false, ...span(token, c.peek(3)) });
    }
    c.skip();
  }
  c.skip();
  return { kind: 'theory', name: name.text, nameSpan: tokenSpan(name), atoms: fit(atoms), ...span(first, endStatement(c)) };
}

function parseScript(c: Cursor, first: Token): Statement {
  c.skip();
  c.expect(T.LParen, "expecting '(' and the script's language, as in #script (lua)");
  const language = c.expect(T.Identifier, 'expecting the language, lua or python');
  c.expect(T.RParen, "expecting ')'");
  const code = c.expect(T.Code, "expecting the script's code");
  c.expect(T.End, "expecting '#end.'");
  return { kind: 'script', language: language.text, code: tokenSpan(code), ...span(first, endStatement(c)) };
}
