// What the puzzle layer tells the solver about a file: which family's instance it is, and which encoding it
// names in a `%! encoding: path` line at its top.
import type { Program } from '../language/ast';
import type { InstanceDescription } from '../solving/plan';
import { extractFacts, type Facts } from './facts';
import { recognisePuzzle } from './recognise';

export function describeInstance(program: Program): InstanceDescription {
  return describeFacts(extractFacts(program));
}

/** The same, from facts already read (see instanceFacts). */
export function describeFacts(facts: Facts): InstanceDescription {
  const family = recognisePuzzle(facts);
  const encoding = facts.directives.get('encoding')?.value.trim();
  return {
    ...(family ? { family: family.id, bundledEncoding: family.encoding } : {}),
    ...(encoding ? { encodingDirective: encoding } : {}),
  };
}
