// What the puzzle layer tells the solver about a file: which family's instance it is, and which encoding it
// names in a `%! encoding: path` line at its top.
import type { Program } from '../language/ast';
import type { InstanceDescription } from '../solving/plan';
import { extractFacts } from './facts';
import { recognisePuzzle } from './recognise';

export function describeInstance(program: Program): InstanceDescription {
  const facts = extractFacts(program);
  const family = recognisePuzzle(facts);
  const encoding = facts.directives.get('encoding')?.value.trim();
  return {
    ...(family ? { family: family.id, bundledEncoding: family.encoding } : {}),
    ...(encoding ? { encodingDirective: encoding } : {}),
  };
}
