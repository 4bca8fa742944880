// What the language server does once at its start, so that the user's first Solve does not pay for what any
// first run costs: the bundled solver loaded and its code compiled, and the server's own code that follows a
// solve (the facts read, the text picture, the preview's view, the check of the answer) run once. A small puzzle
// of each family with its bundled encoding, solved and drawn; the results are dropped. Fixed, so every start does
// the same work.
import type { WasmEngine } from '../solving/wasmEngine';
import { describeFacts } from './describe';
import { readBundledEncoding, type BundledEncoding } from './encodings';
import type { FamilyId } from './family';
import { boardToFacts } from './flow/boardText';
import { generateFlow } from './flow/generate';
import { factsOfText } from './instanceFacts';
import { answerPictures } from './pictures';
import { validateAnswer } from './validate';
import { answerView } from './views';

interface WarmUpPuzzle {
  family: FamilyId;
  encoding: BundledEncoding;
  instance: () => string;
}

const PUZZLES: readonly WarmUpPuzzle[] = [
  // First: the family whose search is the hardest, so that most of the solver's code is compiled by it.
  { family: 'flow', encoding: 'flow', instance: () => boardToFacts(generateFlow(6, 5, 1).board) },
  {
    // A 3x3 maze with one cycle, so that the encoding's guide is walked too.
    family: 'wall-maze',
    encoding: 'wall-maze-path',
    instance: () => 'maze(3,3). start(0,0). goal(2,2). passage(0,0,1,0). passage(1,0,2,0). passage(2,0,2,1). passage(2,1,1,1). '
      + 'passage(1,1,0,1). passage(0,1,0,2). passage(0,2,1,2). passage(1,2,2,2). passage(1,0,1,1).',
  },
  {
    family: 'cell-maze',
    encoding: 'cell-maze',
    instance: () => 'row(1..5). col(1..5). entrance(1,2). exit(5,4). wall(3,3). empty(3,4).',
  },
];

/**
 * Solves and draws each warm-up puzzle in turn on `engine`; a solve asked meanwhile waits for at most the one
 * under way. Never fails: a warm-up that goes wrong leaves the first real run to say why. Resolves to the
 * families whose puzzle was solved and drawn.
 */
export async function warmUpSolving(engine: WasmEngine): Promise<FamilyId[]> {
  const drawn: FamilyId[] = [];
  for (const { family, encoding, instance } of PUZZLES) {
    try {
      const text = instance();
      const answers = await engine.warmUp(`${readBundledEncoding(encoding)}\n${text}`);
      const facts = factsOfText(text);
      describeFacts(facts);
      answerPictures(family, text, answers);
      if (answers.length === 0) continue;
      const view = answerView(family, facts, answers[0].atoms, { statistics: true, instance: { uri: 'untitled:warm-up', text } });
      if (view && validateAnswer(family, facts, answers[0].atoms).length === 0) drawn.push(family);
    } catch {
      // Nothing to tell: the user's own first run meets the same problem and reports it.
    }
  }
  return drawn;
}
