// Folding ranges: multi-line statements, comments (block comments and runs of line comments), `#program`
// sections, and `% region` / `% endregion` markers. A language server's ranges replace the editor's own
// marker-based folding, so the markers of language-configuration.json are honoured here.
import type { Comment } from '../tokens';
import type { SourceFile } from '../workspace';
import { fileIndex } from './fileIndex';
import type { FoldingRange } from './types';

const REGION = /^%\s*#?region\b/;
const END_REGION = /^%\s*#?endregion\b/;

export function foldingRanges(file: SourceFile): FoldingRange[] {
  const out: FoldingRange[] = [];
  const line = (offset: number) => file.lines.position(offset).line;
  const add = (startLine: number, endLine: number, kind?: FoldingRange['kind']) => {
    if (endLine > startLine) out.push(kind ? { startLine, endLine, kind } : { startLine, endLine });
  };
  for (const s of file.program.statements) add(line(s.start), line(s.end), undefined);
  comments(file, add);
  const { sections } = fileIndex(file);
  sections.forEach((section, i) => {
    if (section.program < 0) return;
    const next = sections[i + 1];
    // To the line before the next section, or to the section's last line of text at the end of the file.
    const endLine = next ? line(next.span.start) - 1 : lastTextLine(file, section.span.end);
    add(line(section.span.start), endLine, undefined);
  });
  return out.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
}

function lastTextLine(file: SourceFile, sectionEnd: number): number {
  const trailing = file.program.comments.filter((c) => c.start >= sectionEnd);
  const end = trailing.length ? trailing[trailing.length - 1].end : sectionEnd;
  return file.lines.position(end).line;
}

function comments(file: SourceFile, add: (start: number, end: number, kind?: FoldingRange['kind']) => void): void {
  const line = (offset: number) => file.lines.position(offset).line;
  const regions: number[] = [];
  let run: { first: number; last: number } | undefined;
  const closeRun = () => {
    if (run) add(run.first, run.last, 'comment');
    run = undefined;
  };
  for (const c of file.program.comments) {
    if (c.block) {
      closeRun();
      add(line(c.start), line(c.end), 'comment');
      continue;
    }
    const l = line(c.start);
    if (REGION.test(c.text) && ownLine(file, c)) {
      closeRun();
      regions.push(l);
    } else if (END_REGION.test(c.text) && ownLine(file, c)) {
      closeRun();
      const open = regions.pop();
      if (open !== undefined) add(open, l, 'region');
    } else if (ownLine(file, c)) {
      if (run && run.last === l - 1) run.last = l;
      else {
        closeRun();
        run = { first: l, last: l };
      }
    } else {
      closeRun();
    }
  }
  closeRun();
}

/** A comment that starts its line (a trailing comment after code does not join a run). */
function ownLine(file: SourceFile, c: Comment): boolean {
  let i = c.start - 1;
  while (i >= 0 && (file.text[i] === ' ' || file.text[i] === '\t')) i--;
  return i < 0 || file.text[i] === '\n' || file.text[i] === '\r';
}
