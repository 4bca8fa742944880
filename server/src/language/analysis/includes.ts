// `#include "file"` naming a file that does not exist (clingo: "file could not be opened").
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { includesOf, resolveInclude, type SourceFile, type Workspace } from '../workspace';
import type { Diagnostic } from './diagnostic';

export function checkIncludes(file: SourceFile, workspace: Workspace, fileExists: (path: string) => boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const s of includesOf(file)) {
    const target = resolveInclude(file.uri, s.path);
    // An open file counts even before it is saved.
    if (target && workspace.has(target)) continue;
    // A relative path from an untitled document has no folder to be relative to: nothing to check.
    const path = target ? fileURLToPath(target) : isAbsolute(s.path) ? s.path : undefined;
    if (path === undefined || fileExists(path)) continue;
    out.push({ span: s.pathSpan, severity: 'error', code: 'missing-include', message: `file could not be opened: ${s.path}` });
  }
  return out;
}
