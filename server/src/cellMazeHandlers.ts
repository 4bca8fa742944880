// Wires Generate Cell Maze to the connection. The instance is made and checked in puzzles/cellMaze/generate.ts;
// here the request's fields are only checked for their types, as anything a client sends is.
import type { Connection } from 'vscode-languageserver';
import { generateCellMazeRequest, type CellPlace, type GenerateCellMazeParams, type GenerateCellMazeResult } from './protocol';
import { generateCellMaze } from './puzzles/cellMaze/generate';

export function registerCellMaze(connection: Connection): void {
  connection.onRequest(generateCellMazeRequest, (params: GenerateCellMazeParams): GenerateCellMazeResult => {
    if (!isPlace(params?.entrance) || !isPlace(params?.exit)) return { error: 'The entrance and the exit are cells: a column and a row.' };
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const fixedFacts = text(params.fixedFacts);
    const fixedFromInstance = text(params.fixedFromInstance);
    const options = Array.isArray(params.options) ? params.options.filter((o): o is string => typeof o === 'string') : undefined;
    return generateCellMaze({
      width: Number(params.width),
      height: Number(params.height),
      entrance: { c: params.entrance.c, r: params.entrance.r },
      exit: { c: params.exit.c, r: params.exit.r },
      seed: Number(params.seed),
      ...(fixedFacts ? { fixedFacts } : {}),
      ...(fixedFromInstance ? { fixedFromInstance } : {}),
      ...(options ? { options } : {}),
    });
  });
}

function isPlace(p: unknown): p is CellPlace {
  const place = p as Partial<CellPlace> | null | undefined;
  return Number.isInteger(place?.c) && Number.isInteger(place?.r);
}
