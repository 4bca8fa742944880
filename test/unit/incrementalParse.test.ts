// Re-parsing around an edit must give exactly what parsing the whole new text gives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectOccurrences } from '../../server/src/language/occurrences';
import { parse } from '../../server/src/language/parser';
import { diff, reparse } from '../../server/src/language/parser/incremental';
import { moveAny, moveStatement } from '../../server/src/language/parser/move';
import { analyze } from '../../server/src/language/analysis';
import { parseSource, Workspace } from '../../server/src/language/workspace';
import { fuzzPrograms, mutate, random } from '../fuzzPrograms';

/** A program large enough for the incremental path: the seed repeated. */
function large(text: string): string {
  let out = text;
  while (out.length < 25_000) out += `\n${text}`;
  return out;
}

describe('incremental parse', () => {
  it('finds the stretch that differs between two texts', () => {
    assert.deepEqual(diff('abcdef', 'abXYef'), { start: 2, oldEnd: 4, newEnd: 4 });
    assert.deepEqual(diff('aaa', 'aaaa'), { start: 3, oldEnd: 3, newEnd: 4 });
    assert.deepEqual(diff('same', 'same'), { start: 4, oldEnd: 4, newEnd: 4 });
    // Longer than the blocks it compares at once.
    const long = 'x'.repeat(1000);
    assert.deepEqual(diff(`${long}a${long}`, `${long}bc${long}`), { start: 1000, oldEnd: 1001, newEnd: 1002 });
    assert.deepEqual(diff(long, `${long}${long}`), { start: 1000, oldEnd: 1000, newEnd: 2000 });
    assert.deepEqual(diff(`${long}${long}`, long), { start: 1000, oldEnd: 2000, newEnd: 1000 });
  });

  it('never puts one object in two places of a tree, which moving a statement relies on', () => {
    for (const text of fuzzPrograms(300, 23)) {
      for (const statement of parse(text).statements) {
        const seen = new Set<object>();
        const stack: unknown[] = [statement];
        while (stack.length > 0) {
          const node = stack.pop();
          if (typeof node !== 'object' || node === null) continue;
          // The shared empty body of facts holds nothing to move.
          if (Object.isFrozen(node) && Array.isArray(node) && node.length === 0) continue;
          assert.ok(!seen.has(node), `an object met twice in ${JSON.stringify(statement)}`);
          seen.add(node);
          stack.push(...Object.values(node));
        }
      }
    }
  });

  it('moves every span of a statement, as walking all its fields would', () => {
    for (const text of fuzzPrograms(300, 29)) {
      for (const statement of parse(text).statements) {
        const copy = JSON.parse(JSON.stringify(statement));
        moveStatement(statement, 7);
        moveAny(copy, 7);
        assert.deepEqual(JSON.parse(JSON.stringify(statement)), copy);
      }
    }
  });

  it('keeps the occurrences of the statements it keeps, as collecting them again would find them', () => {
    const rnd = random(7);
    for (const seed of fuzzPrograms(8, 9).map(large)) {
      let file = parseSource('file:///a.lp', seed);
      for (let k = 0; k < 8; k++) {
        const next = mutate(file.text, rnd);
        file = parseSource('file:///a.lp', next, file);
        assert.deepEqual(JSON.parse(JSON.stringify(file.occurrences)), JSON.parse(JSON.stringify(collectOccurrences(parse(next)))), `edit ${k}`);
      }
    }
  });

  it('gives the same tree, comments and errors as a full parse, for 3,000 random edits', () => {
    const rnd = random(4242);
    const seeds = fuzzPrograms(300, 17);
    let count = 0;
    for (const seed of seeds) {
      let text = seed;
      let program = parse(text);
      for (let k = 0; k < 10; k++) {
        const next = mutate(text, rnd);
        // Small programs, with the size threshold off, so that the incremental path runs every time.
        const incremental = reparse(program, text, next, 0);
        const full = parse(next);
        assert.deepEqual(JSON.parse(JSON.stringify(incremental)), JSON.parse(JSON.stringify(full)), `edit ${k} of seed ${seeds.indexOf(seed)}`);
        text = next;
        program = incremental;
        count++;
      }
    }
    assert.equal(count, 3000);
  });

  it('gives the same result on large programs, where the server uses it', () => {
    const rnd = random(99);
    for (const seed of fuzzPrograms(8, 5).map(large)) {
      let text = seed;
      let program = parse(text);
      for (let k = 0; k < 5; k++) {
        const next = mutate(text, rnd);
        program = reparse(program, text, next);
        assert.deepEqual(JSON.parse(JSON.stringify(program)), JSON.parse(JSON.stringify(parse(next))));
        text = next;
      }
    }
  });

  it('leads to the diagnostics a fresh analysis of the new text finds', () => {
    const rnd = random(11);
    const options = { fileExists: () => true };
    const uri = 'file:///w/a.lp';
    for (const seed of fuzzPrograms(8, 13).map(large)) {
      const edited = new Workspace();
      edited.set(uri, seed);
      analyze(edited, uri, options);
      for (let k = 0; k < 6; k++) {
        const next = mutate(edited.get(uri)!.text, rnd);
        edited.set(uri, next);
        const fresh = new Workspace();
        fresh.set(uri, next);
        assert.deepEqual(analyze(edited, uri, options), analyze(fresh, uri, options), `edit ${k}`);
      }
    }
  });

  it('gives the same result for edits typed one character at a time', () => {
    let text = large('cell(1,2). wall(1,2,3).\n% a comment\nr(X) :- cell(X,_), not wall(X,_,_).\n');
    let program = parse(text);
    const insert = 'p(X) :- q(X), not r(X).\n%* c *%\n';
    const at = 5000;
    for (let i = 1; i <= insert.length; i++) {
      const next = text.slice(0, at) + insert.slice(0, i) + text.slice(at + i - 1);
      program = reparse(program, text, next);
      assert.deepEqual(JSON.parse(JSON.stringify(program)), JSON.parse(JSON.stringify(parse(next))), `after ${i} characters`);
      text = next;
    }
  });
});
