// One capital letter per Flow colour, for boards drawn as text: the initial of its name when still free (R for
// red, A for "A"), else the next free letter or digit. The output channel's pictures and "Copy as Text" agree.

export function colourLetters(colours: readonly string[]): Map<string, string> {
  const pool = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const used = new Set<string>();
  const letters = new Map<string, string>();
  for (const c of colours) {
    if (letters.has(c)) continue;
    const initial = c.replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase();
    const letter = initial && !used.has(initial) ? initial : [...pool].find((l) => !used.has(l)) ?? '*';
    used.add(letter);
    letters.set(c, letter);
  }
  return letters;
}
