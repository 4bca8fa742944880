// The preview page: a strict Content-Security-Policy (nothing but our own script, with a nonce, and our own
// stylesheet), every URL through asWebviewUri, no inline event handlers.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';

export function previewHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
  const nonce = randomBytes(16).toString('base64');
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'preview.js'));
  const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'preview.css'));
  const csp = [
    "default-src 'none'",
    // The board's SVG carries its theme rules in a <style> element, allowed by the same nonce.
    `style-src ${webview.cspSource} 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    // The PNG export draws the board's SVG through a blob: image onto a canvas.
    `img-src ${webview.cspSource} blob: data:`,
    `font-src ${webview.cspSource}`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style}">
<title>Puzzle Preview</title>
</head>
<body data-state="empty">
<header>
  <span id="title" class="title"></span>
  <nav aria-label="answers">
    <button data-action="previous" title="Previous answer (←)" aria-label="Previous answer">‹</button>
    <span id="counter" aria-live="polite"></span>
    <button data-action="next" title="Next answer (→)" aria-label="Next answer">›</button>
  </nav>
  <span id="state" aria-live="polite"></span>
  <span class="group" role="group" aria-label="check the answers">
    <button data-action="unique" aria-pressed="false" title="Check Uniqueness: exactly one answer, or two side by side with the cells where they differ">Unique?</button>
    <button data-action="forced" aria-pressed="false" title="Show Forced Cells: the cells that are the same in every answer">Forced</button>
  </span>
  <label class="wall-maze-only"><input type="checkbox" id="deadEnds"> dead ends</label>
  <label class="wall-maze-only"><input type="checkbox" id="distance"> distances</label>
  <span class="group editable-only" role="group" aria-label="edit the board">
    <button id="editToggle" aria-pressed="false" title="Edit board: clicks change the instance's facts (Escape leaves)">Edit board</button>
    <label class="flow-edit-only">colour <select id="editColour" aria-label="Colour of the endpoints placed"></select></label>
    <span id="editSwatch" class="flow-edit-only swatch" aria-hidden="true"></span>
  </span>
  <span id="editSaid" class="editable-only" aria-live="polite"></span>
  <span class="spacer"></span>
  <span class="group" role="group" aria-label="zoom">
    <button data-action="zoomOut" title="Zoom out (-)" aria-label="Zoom out">−</button>
    <button data-action="fit" title="Fit to the panel (0)" aria-label="Fit to the panel">Fit</button>
    <button data-action="zoomIn" title="Zoom in (+)" aria-label="Zoom in">+</button>
  </span>
  <span class="group" role="group" aria-label="export">
    <button data-action="exportSvg" title="Export as SVG">SVG</button>
    <button data-action="exportPng" title="Export as PNG">PNG</button>
    <button data-action="exportPdf" title="Export as PDF">PDF</button>
    <button data-action="copyText" title="Copy the picture as text" aria-label="Copy as Text">Text</button>
  </span>
</header>
<div id="banner" role="alert" hidden></div>
<main id="board" tabindex="0" aria-label="puzzle board"><div id="stage"></div></main>
<div id="caption"></div>
<details id="statistics" hidden>
  <summary><span class="heading">Statistics</span> <span id="statisticsSummary"></span></summary>
  <div class="statistics-body">
    <dl id="statisticsFigures"></dl>
    <figure id="statisticsChart"></figure>
  </div>
</details>
<ul id="violations" aria-label="rules the answer breaks" hidden></ul>
<div id="tooltip" role="tooltip" hidden></div>
<script type="module" nonce="${nonce}" src="${script}"></script>
</body>
</html>`;
}
