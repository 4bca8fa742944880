// The statistics section under the board: the figures the server worded (a wall maze's dead ends, junctions,
// corridors, path) and a small bar chart of its histogram, built with DOM calls only (no markup from data).
// Every bar carries its count as text and a sentence as its title, and the chart a label that reads out all of
// them, so the chart says in words what it shows. Colours come from the editor's theme in preview.css.
import type { ViewHistogram, ViewStatistics } from '../../server/src/view/view';

const SVG = 'http://www.w3.org/2000/svg';
/** The chart's geometry in CSS pixels: bars this wide with this gap, the tallest this high. */
const BAR = 22;
const GAP = 4;
const HEIGHT = 72;
/** Room above the bars for the counts, and below them for the labels. */
const TOP = 14;
const BOTTOM = 16;

const section = document.getElementById('statistics') as HTMLDetailsElement;
const summary = document.getElementById('statisticsSummary') as HTMLSpanElement;
const figures = document.getElementById('statisticsFigures') as HTMLDListElement;
const chart = document.getElementById('statisticsChart') as HTMLElement;

/** Shows the view's figures, or hides the section for a board that has none. Whether it is open stays as the user left it. */
export function showStatistics(statistics: ViewStatistics | undefined): void {
  section.hidden = !statistics;
  if (!statistics) return;
  summary.textContent = statistics.summary;
  figures.replaceChildren(...statistics.figures.map((f) => {
    const group = document.createElement('div');
    const term = document.createElement('dt');
    const value = document.createElement('dd');
    term.textContent = f.label;
    value.textContent = f.value;
    // The group is no box of its own (the grid lays out its two cells): each cell carries the tooltip.
    if (f.title) term.title = value.title = f.title;
    group.append(term, value);
    return group;
  }));
  chart.hidden = !statistics.histogram;
  chart.replaceChildren(...(statistics.histogram ? histogram(statistics.histogram) : []));
}

function histogram(h: ViewHistogram): Node[] {
  const most = Math.max(1, ...h.bars.map((b) => b.count));
  const width = h.bars.length * (BAR + GAP) + GAP;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'histogram');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(TOP + HEIGHT + BOTTOM));
  svg.setAttribute('viewBox', `0 0 ${width} ${TOP + HEIGHT + BOTTOM}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `${h.title}: ${h.bars.map((b) => b.title).join('; ')}`);
  const baseline = element('line', { class: 'axis', x1: 0, x2: width, y1: TOP + HEIGHT + 0.5, y2: TOP + HEIGHT + 0.5 });
  svg.append(baseline);
  h.bars.forEach((bar, i) => {
    const x = GAP + i * (BAR + GAP);
    // A bar of a few dead ends among thousands still shows: at least a pixel for any count above zero.
    const height = bar.count === 0 ? 0 : Math.max(1, Math.round((bar.count / most) * HEIGHT));
    const group = element('g', { class: 'bar' });
    const title = document.createElementNS(SVG, 'title');
    title.textContent = bar.title;
    const centre = x + BAR / 2;
    group.append(
      title,
      element('rect', { class: 'bar', x, y: TOP + HEIGHT - height, width: BAR, height }),
      text(compact(bar.count), { class: 'count', x: centre, y: TOP + HEIGHT - height - 3 }),
      text(bar.label, { class: 'label', x: centre, y: TOP + HEIGHT + BOTTOM - 3 }),
    );
    svg.append(group);
  });
  const caption = document.createElement('figcaption');
  caption.textContent = h.title;
  const axis = document.createElement('div');
  axis.className = 'axis-label';
  axis.textContent = h.axis;
  return [caption, svg, axis];
}

/** A count short enough to stand over its bar: 1234 as 1.2k, 123456 as 123k; the bar's title has it exactly. */
function compact(n: number): string {
  if (n < 1000) return String(n);
  if (n < 10_000) return `${(n / 1000).toFixed(1)}k`;
  if (n < 1_000_000) return `${Math.round(n / 1000)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}

function element(name: string, attributes: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

function text(content: string | number, attributes: Record<string, string | number>): SVGElement {
  const node = element('text', { ...attributes, 'text-anchor': 'middle' });
  node.textContent = String(content);
  return node;
}
