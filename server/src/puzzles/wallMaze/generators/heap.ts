// A binary min-heap of whole numbers by a numeric key, in typed arrays of a fixed capacity: true Prim takes the
// cheapest cell or wall of its frontier and hunt-and-kill the first cell in reading order, a million times each on
// a 1000x1000 maze, without an object per entry.

export class MinHeap {
  private readonly items: Int32Array;
  private readonly keys: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(Math.max(1, capacity));
    this.keys = new Float64Array(Math.max(1, capacity));
  }

  get size(): number {
    return this.count;
  }

  push(item: number, key: number): void {
    if (this.count === this.items.length) throw new RangeError('the heap is full');
    let i = this.count++;
    // Sift up: move parents down until the new key fits.
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.items[i] = this.items[parent];
      this.keys[i] = this.keys[parent];
      i = parent;
    }
    this.items[i] = item;
    this.keys[i] = key;
  }

  /** The item with the smallest key; the heap must not be empty. */
  peek(): number {
    return this.items[0];
  }

  /** Takes the item with the smallest key out and returns it; the heap must not be empty. */
  pop(): number {
    const top = this.items[0];
    const last = --this.count;
    if (last > 0) {
      const item = this.items[last];
      const key = this.keys[last];
      let i = 0;
      // Sift down: move the smaller child up until the last item fits.
      for (;;) {
        let child = 2 * i + 1;
        if (child >= last) break;
        if (child + 1 < last && this.keys[child + 1] < this.keys[child]) child++;
        if (this.keys[child] >= key) break;
        this.items[i] = this.items[child];
        this.keys[i] = this.keys[child];
        i = child;
      }
      this.items[i] = item;
      this.keys[i] = key;
    }
    return top;
  }
}
