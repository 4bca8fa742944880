// The compact parts of a View: bits and cell lists as base64 text, so that a million-cell board crosses the
// protocol and the webview's postMessage as a few strings rather than millions of objects. The same code runs in
// the server, the command line and the webview (no Buffer, no atob): a View stays plain JSON everywhere.

/**
 * Cells as base64 of little-endian unsigned 32-bit numbers, one per cell: row * columns + column. Four bytes a
 * cell, whatever the board's size, and decoded in one pass.
 */
export type PackedCells = string;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

/** Texts are built in pieces of this many characters: one string per byte would cost more than the bytes. */
const PIECE = 1 << 13;

export function toBase64(bytes: Uint8Array): string {
  const pieces: string[] = [];
  const codes = new Array<number>(PIECE);
  let k = 0;
  const put = (code: number) => {
    codes[k++] = code;
    if (k === PIECE) {
      pieces.push(String.fromCharCode(...codes));
      k = 0;
    }
  };
  const whole = bytes.length - (bytes.length % 3);
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    put(ALPHABET.charCodeAt(n >> 18));
    put(ALPHABET.charCodeAt((n >> 12) & 63));
    put(ALPHABET.charCodeAt((n >> 6) & 63));
    put(ALPHABET.charCodeAt(n & 63));
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    const n = (bytes[whole] << 16) | (rest === 2 ? bytes[whole + 1] << 8 : 0);
    put(ALPHABET.charCodeAt(n >> 18));
    put(ALPHABET.charCodeAt((n >> 12) & 63));
    put(rest === 2 ? ALPHABET.charCodeAt((n >> 6) & 63) : 61);
    put(61);
  }
  pieces.push(String.fromCharCode(...codes.slice(0, k)));
  return pieces.join('');
}

/**
 * The bytes of base64 text. A View can come from anywhere (a webview restores what it was sent): characters outside
 * the alphabet end the data rather than throw, so a damaged string draws less, never crashes the page.
 */
export function fromBase64(text: string): Uint8Array {
  if (typeof text !== 'string') return new Uint8Array(0);
  let length = text.length;
  while (length > 0 && text.charCodeAt(length - 1) === 61) length--;
  const out = new Uint8Array(Math.floor((length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let o = 0;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? VALUE[c] : -1;
    if (v < 0) return out.subarray(0, o);
    buffer = ((buffer << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 255;
    }
  }
  return out.subarray(0, o);
}

export function packCells(cells: ArrayLike<number>): PackedCells {
  const bytes = new Uint8Array(cells.length * 4);
  for (let i = 0, o = 0; i < cells.length; i++, o += 4) {
    const v = cells[i] >>> 0;
    bytes[o] = v & 255;
    bytes[o + 1] = (v >>> 8) & 255;
    bytes[o + 2] = (v >>> 16) & 255;
    bytes[o + 3] = v >>> 24;
  }
  return toBase64(bytes);
}

export function unpackCells(packed: PackedCells): Uint32Array {
  const bytes = fromBase64(packed);
  const out = new Uint32Array(bytes.length >> 2);
  for (let i = 0, o = 0; i < out.length; i++, o += 4) {
    out[i] = (bytes[o] | (bytes[o + 1] << 8) | (bytes[o + 2] << 16) | (bytes[o + 3] << 24)) >>> 0;
  }
  return out;
}

/** One bit per item (non-zero bytes of `flags` set), the first item in the lowest bit of the first byte. */
export function packBits(flags: ArrayLike<number>): string {
  const bytes = new Uint8Array((flags.length + 7) >> 3);
  for (let i = 0; i < flags.length; i++) if (flags[i]) bytes[i >> 3] |= 1 << (i & 7);
  return toBase64(bytes);
}

/** `count` items, 1 where the bit is set; bits the text lacks read as 0. */
export function unpackBits(packed: string, count: number): Uint8Array {
  const bytes = fromBase64(packed);
  const out = new Uint8Array(Math.max(0, count));
  const n = Math.min(out.length, bytes.length * 8);
  for (let i = 0; i < n; i++) out[i] = (bytes[i >> 3] >> (i & 7)) & 1;
  return out;
}

/** One byte per item, as base64. */
export function packBytes(bytes: Uint8Array): string {
  return toBase64(bytes);
}

/** `count` bytes; missing ones read as 0. */
export function unpackBytes(packed: string, count: number): Uint8Array {
  const bytes = fromBase64(packed);
  if (bytes.length === count) return bytes;
  const out = new Uint8Array(Math.max(0, count));
  out.set(bytes.subarray(0, out.length));
  return out;
}
