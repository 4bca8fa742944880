// The colours of the named parts of a picture. In the panel (`inherit`) they come from the editor's theme
// through VS Code's CSS custom properties, each with a fallback so the SVG also reads outside VS Code; exports
// choose one of three fixed sets, so that a file looks the same wherever it is opened.

export type Theme = 'light' | 'dark' | 'high-contrast';

/** The painted parts: each is a CSS class `aspv-<role>` and, in a fixed theme, a colour. */
export type Role =
  | 'board' | 'foreground' | 'grid' | 'walls' | 'wall-halo'
  | 'cell-wall' | 'cell-fixed-wall' | 'cell-empty' | 'cell-fixed-empty' | 'cell-highlight' | 'fixed'
  | 'flow-board' | 'flow-grid'
  | 'start' | 'goal' | 'dead-end' | 'changed' | 'violation' | 'violation-wash' | 'explained'
  | 'differing' | 'unforced' | 'unforced-hatch' | 'heading';

interface RoleColours {
  light: string;
  dark: string;
  'high-contrast': string;
  /** The CSS value in the panel. */
  inherit: string;
}

export const COLOURS: Record<Role, RoleColours> = {
  board: { light: '#ffffff', dark: '#1e1e1e', 'high-contrast': '#000000', inherit: 'var(--vscode-editor-background, #ffffff)' },
  foreground: { light: '#1f1f1f', dark: '#d4d4d4', 'high-contrast': '#ffffff', inherit: 'var(--vscode-editor-foreground, #1f1f1f)' },
  grid: { light: '#d4d4d4', dark: '#404040', 'high-contrast': '#6fc3df', inherit: 'var(--vscode-editorIndentGuide-background1, var(--vscode-editorIndentGuide-background, #d4d4d4))' },
  'wall-halo': { light: '#ffffff', dark: '#1e1e1e', 'high-contrast': '#000000', inherit: 'var(--vscode-editor-background, #ffffff)' },
  walls: { light: '#1f1f1f', dark: '#d4d4d4', 'high-contrast': '#ffffff', inherit: 'var(--vscode-editor-foreground, #1f1f1f)' },
  'cell-wall': { light: '#4d4d4d', dark: '#6e6e6e', 'high-contrast': '#ffffff', inherit: 'var(--vscode-editorLineNumber-foreground, #6e7681)' },
  'cell-fixed-wall': { light: '#1f1f1f', dark: '#9d9d9d', 'high-contrast': '#ffff00', inherit: 'var(--vscode-editor-foreground, #1f1f1f)' },
  'cell-empty': { light: '#ffffff', dark: '#1e1e1e', 'high-contrast': '#000000', inherit: 'var(--vscode-editor-background, #ffffff)' },
  'cell-fixed-empty': { light: '#e4ecf7', dark: '#2b3545', 'high-contrast': '#1a1a4d', inherit: 'var(--vscode-editor-inactiveSelectionBackground, #e4ecf7)' },
  'cell-highlight': { light: '#fff0a0', dark: '#5c5000', 'high-contrast': '#806600', inherit: 'var(--vscode-editor-findMatchHighlightBackground, #ea5c0055)' },
  fixed: { light: '#0078d4', dark: '#4daafc', 'high-contrast': '#f38518', inherit: 'var(--vscode-focusBorder, #0078d4)' },
  'flow-board': { light: '#000000', dark: '#000000', 'high-contrast': '#000000', inherit: '#000000' },
  'flow-grid': { light: '#555555', dark: '#555555', 'high-contrast': '#6fc3df', inherit: '#555555' },
  start: { light: '#16825d', dark: '#73c991', 'high-contrast': '#3fff7a', inherit: 'var(--vscode-charts-green, #16825d)' },
  goal: { light: '#c72e0f', dark: '#f48771', 'high-contrast': '#ff6666', inherit: 'var(--vscode-charts-red, #c72e0f)' },
  'dead-end': { light: '#8a8a8a', dark: '#8a8a8a', 'high-contrast': '#c0c0c0', inherit: 'var(--vscode-disabledForeground, #8a8a8a)' },
  changed: { light: '#0078d4', dark: '#4daafc', 'high-contrast': '#f38518', inherit: 'var(--vscode-focusBorder, #0078d4)' },
  violation: { light: '#e51400', dark: '#f14c4c', 'high-contrast': '#ff3333', inherit: 'var(--vscode-editorError-foreground, #e51400)' },
  'violation-wash': { light: '#e51400', dark: '#f14c4c', 'high-contrast': '#ff3333', inherit: 'var(--vscode-editorError-foreground, #e51400)' },
  explained: { light: '#bf8803', dark: '#cca700', 'high-contrast': '#ffd700', inherit: 'var(--vscode-editorWarning-foreground, #bf8803)' },
  // Where two answers differ: the theme's warning colour, apart from the blue of changed cells and the red of errors.
  differing: { light: '#b35c00', dark: '#ffb040', 'high-contrast': '#ffff00', inherit: 'var(--vscode-editorWarning-foreground, #b35c00)' },
  // Cells not forced: a grey wash (drawn at a quarter of its strength) and hatching, readable without colour.
  unforced: { light: '#808080', dark: '#9d9d9d', 'high-contrast': '#c0c0c0', inherit: 'var(--vscode-disabledForeground, #808080)' },
  'unforced-hatch': { light: '#6e6e6e', dark: '#a0a0a0', 'high-contrast': '#c0c0c0', inherit: 'var(--vscode-disabledForeground, #6e6e6e)' },
  heading: { light: '#1f1f1f', dark: '#d4d4d4', 'high-contrast': '#ffffff', inherit: 'var(--vscode-editor-foreground, #1f1f1f)' },
};

/** The grid lines of a board on paper in a high contrast theme: 4.5:1 on white, and still seen on black squares. */
export const PAPER_HIGH_CONTRAST_GRID = '#767676';

/** Which property each role paints: areas are filled, lines stroked. */
const STROKED = new Set<Role>(['grid', 'walls', 'wall-halo', 'flow-grid', 'fixed', 'changed', 'violation', 'explained', 'differing', 'unforced-hatch']);

export function paintProperty(role: Role): 'fill' | 'stroke' {
  return STROKED.has(role) ? 'stroke' : 'fill';
}

/**
 * The style sheet behind `inherit`: one rule per role, high contrast borders from the theme's own contrast
 * colours (the webview's body carries `vscode-high-contrast`). The panel may also ship it as a file.
 */
export function viewStylesheet(): string {
  const rules = (Object.keys(COLOURS) as Role[]).map((role) => `.aspv-${role}{${paintProperty(role)}:${COLOURS[role].inherit}}`);
  rules.push(
    '.aspv{color:var(--vscode-editor-foreground, #1f1f1f)}',
    '.aspv-label{fill:currentColor;stroke:var(--vscode-editor-background, #ffffff)}',
    '.vscode-high-contrast .aspv-grid,.vscode-high-contrast-light .aspv-grid{stroke:var(--vscode-contrastBorder, #6fc3df)}',
    '.vscode-high-contrast .aspv-changed,.vscode-high-contrast-light .aspv-changed{stroke:var(--vscode-contrastActiveBorder, #f38518)}',
    // Flow's board is black in every theme, and so is a dark high contrast page: the grid is the board's edge there,
    // drawn in the high contrast colour the exports use on black.
    `.vscode-high-contrast .aspv-flow-grid,.vscode-high-contrast-light .aspv-flow-grid{stroke:${COLOURS['flow-grid']['high-contrast']}}`,
    // A board drawn on paper (a grid with colours of its own) takes the light colours whatever the editor's theme;
    // these come last so that they also win over the high contrast rules above.
    ...(Object.keys(COLOURS) as Role[]).map((role) => `.aspv-paper .aspv-${role}{${paintProperty(role)}:${COLOURS[role].light}}`),
    `.aspv-paper{color:${COLOURS.foreground.light}}`,
    `.aspv-paper .aspv-label{stroke:${COLOURS.board.light}}`,
    // Paper is white on a light high contrast page too: its grid lines are its edge, dark enough to show on white.
    `.vscode-high-contrast .aspv-paper .aspv-grid,.vscode-high-contrast-light .aspv-paper .aspv-grid{stroke:${PAPER_HIGH_CONTRAST_GRID}}`,
  );
  return rules.join('\n');
}
