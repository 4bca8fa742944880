// Generated clingo texts for the benchmarks: a large encoding and a large instance, the same on every run.

/** An encoding of about `lines` lines: rules over many predicates, aggregates, choices, constraints, comments. */
export function generateEncoding(lines = 10_000) {
  const out = ['#const n = 20.', 'dom(1..n).'];
  let i = 0;
  while (out.length < lines) {
    const p = `p${i}`;
    const q = `p${Math.max(0, i - 1)}`;
    out.push(
      `% ${p}: derived from ${q}`,
      `${p}(X,Y) :- ${q}(X,Z), dom(Y), Y = Z+1, not blocked${i % 50}(X).`,
      `{ ${p}_choice(X) : dom(X), X < n } 2 :- ${p}(X,_).`,
      `:- ${p}(X,Y), ${p}(X,Z), Y < Z, #count { W : ${q}(W,Y) } > 3.`,
      `blocked${i % 50}(X) :- dom(X), X \\ 7 = ${i % 7}.`,
      `${p}(1,1).`,
    );
    i++;
  }
  return `${out.slice(0, lines).join('\n')}\n`;
}

/** About `bytes` of facts, as a large puzzle instance would be. */
export function generateInstance(bytes = 1_000_000) {
  const out = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `cell(${i % 300},${Math.floor(i / 300)}). wall(${i % 300},${Math.floor(i / 300)},${i % 4}).\n`;
    out.push(line);
    size += line.length;
  }
  return out.join('');
}
