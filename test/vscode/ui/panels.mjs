// Finding a preview panel's page among the workbench's frames, switching its theme, and reading the pixels of
// what it shows.
import assert from 'node:assert/strict';
import { writeSettings } from './session.mjs';

/** The panel's page (the webview's inner frame) once it shows the file `title` and has finished solving. */
export async function panelFor(page, title, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const frame of page.frames()) {
      const state = await frame.evaluate(() => {
        const t = document.getElementById('title');
        return t ? { title: t.textContent, state: document.body.dataset.state } : undefined;
      }).catch(() => undefined);
      if (state?.title === title && state.state !== 'solving') return frame;
    }
    if (Date.now() > deadline) throw new Error(`no preview shows ${title}`);
    await page.waitForTimeout(150);
  }
}

/** The page of the preview whose title names `name`, once it shows `selector` (its board, a caption…). */
export async function previewShowing(page, name, selector, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const frame of page.frames()) {
      const titled = await frame.locator('#title', { hasText: name }).count().catch(() => 0);
      if (titled && (await frame.locator(selector).count().catch(() => 0))) return frame;
    }
    if (Date.now() > deadline) throw new Error(`no preview of ${name} shows ${selector}`);
    await page.waitForTimeout(250);
  }
}

/**
 * Switches the workbench to `theme` ({ id, body }: the theme's name and what the panel's body class then matches)
 * and resolves once the panel has taken it and painted its new colours.
 */
export async function setPanelTheme(page, frame, runDir, theme) {
  writeSettings(runDir, { 'workbench.colorTheme': theme.id });
  const deadline = Date.now() + 20_000;
  while (!theme.body.test(await frame.evaluate(() => document.body.className))) {
    assert.ok(Date.now() < deadline, `the panel did not take ${theme.id}`);
    await page.waitForTimeout(50);
  }
  // The new colours are painted on the next frames.
  await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A screenshot of the board's SVG. A panel draws its board anew for every message that shows it (the page's
 * `ready`, a live solve), each time a new SVG: one replaced while it is being captured is captured again.
 */
export async function boardScreenshot(frame, options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await frame.locator('#stage svg').screenshot(options);
    } catch (error) {
      if (attempt >= 5 || !/not attached|detached/i.test(String(error?.message))) throw error;
      await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
  }
}

/** A PNG (a screenshot) decoded to RGBA by the browser's own decoder: { width, height, data } with data a Buffer. */
export async function decodePng(page, png) {
  const decoded = await page.evaluate(async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, data: btoa(binary) };
  }, png.toString('base64'));
  return { ...decoded, data: Buffer.from(decoded.data, 'base64') };
}
