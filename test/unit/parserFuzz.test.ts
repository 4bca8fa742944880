// Thousands of mutated programs: the parser returns for every one, and what it returns stays inside the text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '../../server/src/language/parser';
import { collectOccurrences } from '../../server/src/language/occurrences';
import { fuzzPrograms } from '../fuzzPrograms';

describe('parser fuzz', () => {
  it('parses 5,000 mutated programs without throwing, with spans inside the text and in order', () => {
    for (const [i, text] of fuzzPrograms(5000).entries()) {
      let program;
      try {
        program = parse(text);
        collectOccurrences(program);
      } catch (e) {
        assert.fail(`program #${i} threw ${(e as Error).stack}\n--- program:\n${text}`);
      }
      let last = 0;
      for (const s of program.statements) {
        assert.ok(s.start >= last && s.end >= s.start && s.end <= text.length, `program #${i}: statement ${s.kind} at ${s.start}-${s.end}`);
        last = s.start;
      }
      for (const e of program.errors) {
        assert.ok(e.start >= 0 && e.end <= text.length && e.start <= e.end, `program #${i}: error span ${e.start}-${e.end}`);
        assert.ok(e.message.length > 0);
      }
    }
  });
});
