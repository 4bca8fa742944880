// Text from a file put into hover Markdown as what it is: the file is untrusted, so nothing in it may become
// Markdown of its own (a link, an image that loads from the network, HTML, a fence that ends ours early).

/** Source in a fenced block: the fence is longer than any run of backticks inside, so nothing closes it early. */
export function codeBlock(text: string, language = 'clingo'): string {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

/**
 * Plain text shown as such: every character Markdown reads as syntax is escaped (CommonMark lets any ASCII
 * punctuation be escaped), and so are the marks that start a block at the start of a line. Line breaks stay.
 */
export function plainText(text: string): string {
  return text
    .split('\n')
    .map((line) => line
      .replace(/[\\`*_[\]<>!#|~&]/g, '\\$&')
      // `- x`, `+ x`, `=====` (a heading's underline), `1. x` and `1) x` start blocks.
      .replace(/^(\s*)([-+=])/, '$1\\$2')
      .replace(/^(\s*\d+)([.)])/, '$1\\$2'))
    .join('\n');
}
