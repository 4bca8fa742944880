// Binary search over lists kept in source order (statements, comments).

/** Index of the last item whose `key` is at or before `offset`, or -1; `items` sorted by `key`. */
export function lastAtOrBefore<I>(items: readonly I[], key: (item: I) => number, offset: number): number {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid]) <= offset) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
