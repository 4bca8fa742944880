// The facts of a text read once: the same facts for the same text however often (and from whichever copy of it)
// they are asked for, small texts and large, the parser's facts for a text that is more than facts, and the question "plain facts?"
// answered without reading a program's facts at all.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { extractFacts } from '../../server/src/puzzles/facts';
import { boardToFacts } from '../../server/src/puzzles/flow/boardText';
import { generateFlow } from '../../server/src/puzzles/flow/generate';
import { factsOfText, isPlainFacts } from '../../server/src/puzzles/instanceFacts';
import { randomizedDfs, toFacts } from '../../server/src/puzzles/wallMaze/generate';
import { seededRng } from '../../server/src/puzzles/random';

describe('the facts of a text', () => {
  it('reads a large instance once: a copy of its text gets the same facts', () => {
    const text = toFacts(randomizedDfs(60, 60, seededRng(1)), { x: 0, y: 0 }, { x: 59, y: 59 });
    assert.ok(text.length > 64 * 1024);
    const facts = factsOfText(text);
    const copy = [...text].join('');
    assert.equal(factsOfText(copy), facts);
    assert.equal(isPlainFacts(copy), true);
    assert.equal(facts.byPredicate.get('passage/4')?.length, 3599);
  });

  it("reads a small board written with pools once too, and keeps it beside large ones without pushing them out", () => {
    const board = boardToFacts(generateFlow(10, 9, 3).board);
    assert.ok(board.length < 64 * 1024);
    assert.equal(isPlainFacts(board), false, 'pools are for the parser');
    const facts = factsOfText(board);
    assert.equal(factsOfText([...board].join('')), facts);
    assert.equal(facts.byPredicate.get('v/1')?.length, 100);
    const large = toFacts(randomizedDfs(60, 60, seededRng(2)), { x: 0, y: 0 }, { x: 59, y: 59 });
    const largeFacts = factsOfText(large);
    for (let i = 0; i < 5; i++) factsOfText(`v(${i}).`);
    assert.equal(factsOfText(large), largeFacts, 'five small texts later, the large one is still kept');
  });

  it("gives a program's facts as the parser reads them, and says it is more than facts", () => {
    const text = `#const n = 3.\n${'cell(1..n, 2). '.repeat(5000)}\np(X) :- cell(X, _).\n`;
    assert.equal(isPlainFacts(text), false);
    const facts = factsOfText(text);
    assert.deepEqual(facts.byPredicate.get('cell/2')?.map((f) => f.args), extractFacts(parse(text)).byPredicate.get('cell/2')?.map((f) => f.args));
    assert.equal(facts.rules.length, 1);
  });
});
