// A binary min-heap of whole numbers by a numeric key, in one typed array of a fixed capacity: true Prim takes the
// cheapest cell or wall of its frontier and hunt-and-kill the first cell in reading order, a million times each on
// a 1000x1000 maze, without an object per entry. Each entry's key and item sit side by side (key at 2k, item at
// 2k + 1), so that comparing and moving an entry touches one place in memory, not two.

export class MinHeap {
  private readonly entries: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.entries = new Float64Array(2 * Math.max(1, capacity));
  }

  get size(): number {
    return this.count;
  }

  push(item: number, key: number): void {
    const e = this.entries;
    if (2 * this.count === e.length) throw new RangeError('the heap is full');
    let i = this.count++;
    // Sift up: move parents down until the new key fits.
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (e[2 * parent] <= key) break;
      e[2 * i] = e[2 * parent];
      e[2 * i + 1] = e[2 * parent + 1];
      i = parent;
    }
    e[2 * i] = key;
    e[2 * i + 1] = item;
  }

  /** The item with the smallest key; the heap must not be empty. */
  peek(): number {
    return this.entries[1];
  }

  /** Takes the item with the smallest key out and returns it; the heap must not be empty. */
  pop(): number {
    const e = this.entries;
    const top = e[1];
    const last = --this.count;
    if (last > 0) {
      const key = e[2 * last];
      const item = e[2 * last + 1];
      let i = 0;
      // Sift down: move the smaller child up until the last entry fits.
      for (;;) {
        let child = 2 * i + 1;
        if (child >= last) break;
        if (child + 1 < last && e[2 * child + 2] < e[2 * child]) child++;
        if (e[2 * child] >= key) break;
        e[2 * i] = e[2 * child];
        e[2 * i + 1] = e[2 * child + 1];
        i = child;
      }
      e[2 * i] = key;
      e[2 * i + 1] = item;
    }
    return top;
  }
}
