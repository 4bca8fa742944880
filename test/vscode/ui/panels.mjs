// Finding a preview panel's page among the workbench's frames.

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
