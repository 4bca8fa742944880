// The golf score of an encoding: what a code-golf answer is judged by. The seed's rule is the file's length in
// bytes, so it is the UTF-8 byte count, without the final newline an editor adds (the seed's answer is 180).
// The bench's own `%! key: value` lines at the top are notes for tools, which clingo reads as comments: they are
// not counted, so that naming tests in the encoding costs nothing. Options the encoding asks clingo for
// (`%! options: --opt-mode=optN`) change what the program means and are counted apart, as code golf counts
// command-line flags: the characters they add to the plain call `clingo 0 encoding instance`.
import type { GolfScore } from '../protocol';
import type { Directive } from '../language/directives';

/** The UTF-8 bytes of `text`; one final newline (`\n` or `\r\n`) is not counted. */
export function byteCount(text: string): number {
  const body = text.endsWith('\r\n') ? text.slice(0, -2) : text.endsWith('\n') ? text.slice(0, -1) : text;
  return Buffer.byteLength(body, 'utf8');
}

/** The bytes of clingo options beyond the plain call: each option with the space before it. */
export function optionBytes(options: readonly string[]): number {
  return options.reduce((sum, option) => sum + 1 + Buffer.byteLength(option, 'utf8'), 0);
}

/**
 * The score of an encoding's text. `directives` are its `%!` lines before the first statement (see
 * language/directives): each is left out with its line end. `options` are the clingo options it asks for.
 */
export function golfScore(text: string, directives: readonly Directive[] = [], options: readonly string[] = []): GolfScore {
  let kept = '';
  let from = 0;
  for (const d of directives) {
    kept += text.slice(from, d.span.start);
    from = lineEnd(text, d.span.end);
  }
  kept += text.slice(from);
  const bytes = byteCount(kept);
  return {
    bytes,
    fileBytes: byteCount(text),
    ...(options.length ? { options: [...options], optionBytes: optionBytes(options) } : {}),
  };
}

/** Past the line end (`\n`, `\r\n` or `\r`) that follows `offset`, if one does. */
function lineEnd(text: string, offset: number): number {
  if (text.startsWith('\r\n', offset)) return offset + 2;
  if (text[offset] === '\n' || text[offset] === '\r') return offset + 1;
  return offset;
}
