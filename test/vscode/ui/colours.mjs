// Colours read off screenshots: WCAG contrast, the largest channel difference, CSS text both ways.

/** Relative luminance of an sRGB colour [r, g, b] (0–255), as WCAG defines it. */
export const luminance = ([r, g, b]) => {
  const lin = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG contrast ratio of two colours, from 1 to 21. */
export const contrast = (a, b) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
};

/** The largest difference of one channel. */
export const diff = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));
export const near = (a, b, tolerance = 8) => diff(a, b) <= tolerance;
export const css = (rgb) => `rgb(${rgb.join(',')})`;
export const parseCss = (text) => text.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
