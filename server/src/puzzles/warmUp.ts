// What the language server solves once at its start, so that the user's first Solve finds the bundled solver
// loaded and its code compiled: a small Flow board with the bundled encoding, which grounds, propagates and
// searches like any puzzle. Fixed, so every start does the same work.
import { readBundledEncoding } from './encodings';
import { boardToFacts } from './flow/boardText';
import { generateFlow } from './flow/generate';

export function warmUpProgram(): string {
  return `${readBundledEncoding('flow')}\n${boardToFacts(generateFlow(6, 5, 1).board)}`;
}
