// Every answer the preview shows is checked against its puzzle's own rules, by code that trusts no encoding:
// a wrong encoding's answer gets its broken rules listed and drawn on the board.
import type { ClingoSymbol } from '../solving/symbols';
import type { ViewViolation } from '../view/view';
import { validateCellMaze } from './cellMaze/validate';
import type { Facts } from './facts';
import type { FamilyId } from './family';
import { validateFlow } from './flow/validate';
import { validateWallMazePath } from './wallMaze/validate';

const VALIDATORS: Record<FamilyId, (facts: Facts, atoms: readonly ClingoSymbol[]) => ViewViolation[]> = {
  'cell-maze': validateCellMaze,
  flow: validateFlow,
  'wall-maze': validateWallMazePath,
};

export function validateAnswer(family: FamilyId, facts: Facts, atoms: readonly ClingoSymbol[]): ViewViolation[] {
  return VALIDATORS[family](facts, atoms);
}
