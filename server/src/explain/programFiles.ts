// The files of one program as the explanation reads them: every file the solve assembles (includes too), parsed,
// and the same files with some of their statements rewritten, as a ReadSource the solver's assembly can take.
import { LineIndex } from '../language/lineIndex';
import { parse } from '../language/parser';
import type { Span } from '../language/ast';
import type { FileLocation } from '../protocol';
import { assembleProgram, type ReadSource } from '../solving/program';
import type { ProgramFile } from './relax';

/** The URI of the statements the explanation adds: no file, it exists only in the assembled text. */
export const ADDED_URI = 'untitled:explanation-added.lp';

export interface ReadProgram {
  files: ProgramFile[];
  /** A location in one of the files, as LSP counts. */
  locate(uri: string, span: Span): FileLocation;
}

/** The files of the program `entries` make, with what they include; `instances` are the instance files. */
export function readProgram(entries: readonly string[], instances: readonly string[], read: ReadSource): ReadProgram {
  const { files } = assembleProgram(entries, read);
  const parsed: ProgramFile[] = [];
  for (const uri of files) {
    const source = read(uri);
    if (!source || 'error' in source) continue;
    parsed.push({ uri, text: source.text, program: source.program ?? parse(source.text), instance: instances.includes(uri) });
  }
  const lines = new Map<string, LineIndex>();
  const locate = (uri: string, span: Span): FileLocation => {
    const file = parsed.find((f) => f.uri === uri);
    let index = lines.get(uri);
    if (!index) lines.set(uri, (index = new LineIndex(file?.text ?? '')));
    return { uri, range: index.range(span) };
  };
  return { files: parsed, locate };
}

/** `read` with these files' texts replaced, and the added statements under ADDED_URI. */
export function readRewritten(read: ReadSource, texts: ReadonlyMap<string, string>, added = ''): ReadSource {
  return (uri) => {
    if (uri === ADDED_URI) return { text: added };
    const text = texts.get(uri);
    return text === undefined ? read(uri) : { text };
  };
}
