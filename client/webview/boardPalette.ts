// The colours a canvas board is painted with. In the panel they are the SVG's own: a hidden SVG with the same
// style sheet (svgTheme's `inherit` rules: VS Code's CSS variables, the high contrast rules, paper) and one element
// per role, read back with getComputedStyle, so that a canvas board and an SVG board of the same theme are the
// same colours. Exports take the fixed colours of a theme, as the SVG export does.
import { COLOURS, paintProperty, viewStylesheet, type Role, type Theme } from '../../server/src/view/svgTheme';

export type Palette = Record<Role, string>;

const ROLES = Object.keys(COLOURS) as Role[];
const SVG = 'http://www.w3.org/2000/svg';

/** The fixed colours of a theme (what an exported file uses). */
export function fixedPalette(theme: Theme): Palette {
  return Object.fromEntries(ROLES.map((role) => [role, COLOURS[role][theme]])) as Palette;
}

/** Reads the panel's colours from a hidden SVG styled as the boards are; `paper` for a grid drawn on paper. */
export class PanelPalette {
  private readonly svg: SVGSVGElement;
  private readonly parts = new Map<Role, SVGElement>();

  constructor(nonce: string) {
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('aria-hidden', 'true');
    this.svg.setAttribute('width', '0');
    this.svg.setAttribute('height', '0');
    // Set through the CSS object model: the page's Content-Security-Policy allows no style attributes.
    this.svg.style.position = 'absolute';
    this.svg.style.width = '0';
    this.svg.style.height = '0';
    this.svg.style.overflow = 'hidden';
    const style = document.createElementNS(SVG, 'style');
    style.setAttribute('nonce', nonce);
    style.textContent = viewStylesheet();
    this.svg.append(style);
    for (const role of ROLES) {
      const part = document.createElementNS(SVG, 'path');
      part.setAttribute('class', `aspv-${role}`);
      this.svg.append(part);
      this.parts.set(role, part);
    }
    document.body.append(this.svg);
  }

  /** The colours now, for a board of `kind` (on paper or not). */
  read(kind: string, paper: boolean): Palette {
    this.svg.setAttribute('class', `aspv aspv-kind-${kind}${paper ? ' aspv-paper' : ''}`);
    const palette = {} as Palette;
    for (const role of ROLES) {
      const computed = getComputedStyle(this.parts.get(role)!);
      const value = paintProperty(role) === 'fill' ? computed.fill : computed.stroke;
      palette[role] = value && value !== 'none' ? value : COLOURS[role].light;
    }
    return palette;
  }
}

/** A CSS colour as RGBA bytes, read back from a one-pixel canvas (which knows every CSS colour syntax). */
export class ColourBytes {
  private readonly context: CanvasRenderingContext2D;
  private readonly known = new Map<string, number>();

  constructor() {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    this.context = canvas.getContext('2d', { willReadFrequently: true })!;
  }

  /** The colour as one 32-bit pixel of an ImageData's Uint32Array (little-endian: ABGR). */
  pixel(css: string): number {
    let value = this.known.get(css);
    if (value === undefined) {
      this.context.clearRect(0, 0, 1, 1);
      this.context.fillStyle = '#000000';
      this.context.fillStyle = css;
      this.context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = this.context.getImageData(0, 0, 1, 1).data;
      value = ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
      this.known.set(css, value);
    }
    return value;
  }
}
