// Colours for the names answers give them. Flow boards name their colours (`red`, `darkblue`) or, read from the
// text format, write them as strings (`"A"`); generic grids use CSS colour names or anything at all (`region3`).
// Known names get their usual colour; every other name gets the next colour of a fixed list, so the same
// answer is always drawn the same way.

/** The colours of Flow Free as the usual solvers and level files draw them. */
const FLOW: Record<string, string> = {
  red: '#ff0000',
  blue: '#0000ff',
  yellow: '#eeee00',
  green: '#008100',
  orange: '#ff8000',
  cyan: '#00ffff',
  magenta: '#ff00ff',
  maroon: '#a52a2a',
  brown: '#a52a2a',
  purple: '#800080',
  white: '#ffffff',
  grey: '#bebebe',
  gray: '#bebebe',
  lime: '#00ff00',
  brightgreen: '#00ff00',
  tan: '#bdb76b',
  beige: '#bdb76b',
  darkblue: '#00008b',
  navy: '#00008b',
  teal: '#008b8b',
  darkcyan: '#008b8b',
  pink: '#ff1493',
};

/** Handed out in this order to names without a colour of their own: far apart first, white last. */
const DISTINCT = [
  '#ff0000', '#0000ff', '#008100', '#eeee00', '#ff8000', '#00ffff', '#ff00ff', '#a52a2a',
  '#800080', '#00ff00', '#bdb76b', '#008b8b', '#ff1493', '#bebebe', '#00008b', '#ffffff',
];

// The CSS named colours (CSS Color Module Level 4), so that `color(R,C,lightblue)` means what a user expects.
const CSS_NAMES = new Set(
  ('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod ' +
    'darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon ' +
    'darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray ' +
    'dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green ' +
    'greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon ' +
    'lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon ' +
    'lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy ' +
    'oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon ' +
    'sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
    'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen').split(' '),
);

/** `dark_blue`, `darkBlue` and `"Dark Blue"` are one name. */
function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The colour of a Flow colour name, or undefined when the name is not one of Flow's. */
export function flowColour(name: string): string | undefined {
  return FLOW[normalise(name)];
}

/** A CSS colour written out (`#ff8800`, `#f80`) or named (`lightblue`), as the renderer accepts it; else undefined. */
export function cssColour(text: string): string | undefined {
  if (/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(text)) return text.toLowerCase();
  const name = normalise(text);
  return CSS_NAMES.has(name) ? name : undefined;
}

/** The n-th colour for names without one: the fixed list, then hues spread by the golden angle. */
export function distinctColour(n: number): string {
  if (n < DISTINCT.length) return DISTINCT[n];
  const hue = Math.round(((n - DISTINCT.length) * 137.508) % 360);
  return `hsl(${hue},70%,${n % 2 ? 40 : 60}%)`;
}

/**
 * Gives names colours: `known` says which names have their own; the others get the distinct colours in the
 * order they are first asked for, skipping those a known name already took, so two names never share one.
 */
export class ColourNames {
  private readonly colours = new Map<string, string>();
  private readonly taken = new Set<string>();
  private next = 0;

  constructor(private readonly known: (name: string) => string | undefined) {}

  /** Names that must keep their own colour even when another name is asked for first. */
  reserve(names: Iterable<string>): void {
    for (const name of names) {
      const own = this.known(name);
      if (own && !this.colours.has(name)) {
        this.colours.set(name, own);
        this.taken.add(own);
      }
    }
  }

  colour(name: string): string {
    const known = this.colours.get(name);
    if (known) return known;
    let colour = this.known(name);
    if (!colour) {
      do colour = distinctColour(this.next++);
      while (this.taken.has(colour));
    }
    this.colours.set(name, colour);
    this.taken.add(colour);
    return colour;
  }

  /** Every name given a colour, in the order they were given. */
  entries(): { name: string; color: string }[] {
    return [...this.colours].map(([name, color]) => ({ name, color }));
  }
}

/** Light yellow through green to deep blue: near cells light, far cells dark, the red path readable on both. */
const RAMP = [
  [255, 255, 217],
  [199, 233, 180],
  [65, 182, 196],
  [34, 94, 168],
  [8, 29, 88],
];

/** `bands` colours from the near to the far end of the ramp, as `#rrggbb`. */
export function distanceBands(bands: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < bands; i++) {
    const t = bands === 1 ? 0 : (i / (bands - 1)) * (RAMP.length - 1);
    const k = Math.min(Math.floor(t), RAMP.length - 2);
    const f = t - k;
    const channel = (j: number) => Math.round(RAMP[k][j] + (RAMP[k + 1][j] - RAMP[k][j]) * f).toString(16).padStart(2, '0');
    out.push(`#${channel(0)}${channel(1)}${channel(2)}`);
  }
  return out;
}
