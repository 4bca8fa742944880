// The name of a minified file, apart from the minifier so that the client can use it without the parser.

/** Where a minified file goes beside its original: `golf.lp` → `golf.min.lp` (any extension becomes `.min.lp`). */
export function minifiedFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.min.lp`;
}
