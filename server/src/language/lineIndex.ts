// Converts between offsets into a text and LSP positions (line, UTF-16 character). Lines end where LSP says they
// do: at `\n`, `\r\n` or a lone `\r` (clingo itself counts only `\n`; see solving/program.ts for its positions).

export interface Position {
  line: number;
  character: number;
}

export class LineIndex {
  private readonly starts: number[] = [0];
  /** The line of the last position asked for. */
  private recent = 0;

  constructor(private readonly text: string) {
    if (!text.includes('\r')) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 /* \r */ && text.charCodeAt(i + 1) === 10) i++;
      if (c === 13 || c === 10) this.starts.push(i + 1);
    }
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineOf(o);
    this.recent = line;
    return { line, character: o - this.starts[line] };
  }

  private lineOf(o: number): number {
    // Positions are mostly asked for in order (every place of a predicate, a range's start then its end): try
    // the line of the last answer and the one after it before searching.
    const { starts, recent } = this;
    if (starts[recent] <= o) {
      if (recent + 1 === starts.length || o < starts[recent + 1]) return recent;
      if (recent + 2 === starts.length || o < starts[recent + 2]) return recent + 1;
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  offset(position: Position): number {
    if (position.line < 0) return 0;
    if (position.line >= this.starts.length) return this.text.length;
    const lineStart = this.starts[position.line];
    const lineEnd = position.line + 1 < this.starts.length ? this.contentEnd(this.starts[position.line + 1]) : this.text.length;
    return Math.min(lineStart + Math.max(0, position.character), lineEnd);
  }

  /** Where a line's text ends, given where the next line starts: before its `\n`, `\r` or `\r\n`. */
  private contentEnd(nextStart: number): number {
    return nextStart >= 2 && this.text.charCodeAt(nextStart - 1) === 10 && this.text.charCodeAt(nextStart - 2) === 13 ? nextStart - 2 : nextStart - 1;
  }

  range(span: { start: number; end: number }): { start: Position; end: Position } {
    return { start: this.position(span.start), end: this.position(span.end) };
  }
}
