// Answers that come back while newer ones are on their way: a panel asks the server for the view to show after a
// solve, and again when its page (re)loads or the user steps; only the last one asked is drawn, whatever order
// the answers arrive in.

export class LatestOnly {
  private asked = 0;

  /** `ask`'s value, or undefined when another ask started after this one did (its answer is the newer). */
  async of<T>(ask: () => Promise<T>): Promise<{ value: T } | undefined> {
    const ticket = ++this.asked;
    const value = await ask();
    return ticket === this.asked ? { value } : undefined;
  }
}
