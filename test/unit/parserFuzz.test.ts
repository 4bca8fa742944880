// Thousands of mutated programs: the parser returns for every one, and what it returns stays inside the text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../server/src/language/analysis';
import { parse } from '../../server/src/language/parser';
import { collectOccurrences } from '../../server/src/language/occurrences';
import { Workspace } from '../../server/src/language/workspace';
import { extractFacts } from '../../server/src/puzzles/facts';
import { checkPuzzle } from '../../server/src/puzzles/recognise';
import { fuzzPrograms } from '../fuzzPrograms';
import { askEverything } from './navigation-helpers';

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

  it('analyses, navigates and reads the facts of 300 programs with deep operator chains and nesting', () => {
    const uri = 'file:///fuzz/deep.lp';
    for (const [i, text] of fuzzPrograms(300, 4242, { deep: true }).entries()) {
      try {
        const ws = new Workspace();
        const file = ws.set(uri, text);
        analyze(ws, uri, { fileExists: () => false });
        extractFacts(file.program);
        checkPuzzle(file.program);
        askEverything(ws, uri, [0, text.length >> 2, text.length >> 1, text.length]);
      } catch (e) {
        assert.fail(`program #${i} threw ${(e as Error).stack}\n--- program (first 2,000 characters):\n${text.slice(0, 2000)}`);
      }
    }
  });
});
