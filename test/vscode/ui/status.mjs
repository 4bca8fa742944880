// What the UI tests read of the extension's status: the language status items under the `{}` of the status bar,
// and whether the "ASP Solver" output is in front. Solve reveals that output only when a run goes wrong (the
// setting aspPuzzles.solver.showOutput), so a test that reads a successful run's output opens it itself.
import { runCommand } from '../workbench.mjs';

const STEP_TIMEOUT = 20_000;

/**
 * The rows of the `{}` entry's hover, each as `{ text, command, severity }`: `text` is the item's text and detail
 * as the hover shows them ("clingo-wasm (clingo 5.8.1) – bundled solver · Show Output"), `command` the link on
 * the right, `severity` 'error', 'warning' or 'info'.
 */
export async function languageStatusRows(page) {
  const entry = page.locator('#status\\.languageStatus');
  await entry.waitFor({ timeout: STEP_TIMEOUT });
  await entry.hover();
  const rows = page.locator('.hover-language-status');
  await rows.first().waitFor({ timeout: STEP_TIMEOUT });
  return rows.evaluateAll((elements) => elements.map((row) => {
    const left = row.querySelector('.left');
    // The separator between text and detail is drawn by CSS.
    const text = [...(left?.childNodes ?? [])].map((n) => (n.nodeType === 1 && n.classList.contains('separator') ? ' – ' : n.textContent)).join('');
    const severity = /sev(\d)/.exec(row.querySelector('.severity')?.className ?? '')?.[1];
    return {
      text: text.replace(/\u00a0/g, ' ').trim(),
      command: row.querySelector('.right a.monaco-link')?.textContent ?? '',
      severity: { 3: 'error', 2: 'warning' }[severity] ?? 'info',
    };
  }));
}

/** Moves the mouse off the status bar, so that the `{}` hover closes. */
export async function leaveLanguageStatus(page) {
  await page.mouse.move(700, 300);
  await page.locator('.hover-language-status').first().waitFor({ state: 'detached', timeout: STEP_TIMEOUT }).catch(() => undefined);
}

/**
 * The row whose text matches `pattern` (with its `index` among the rows), once there is one: the items change as
 * the server starts and answers. The hover stays open.
 */
export async function waitForLanguageStatus(page, pattern, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const rows = await languageStatusRows(page);
    const index = rows.findIndex((r) => pattern.test(r.text));
    if (index >= 0) return { ...rows[index], index };
    if (Date.now() > deadline) throw new Error(`no language status item reads ${pattern}; they read:\n${rows.map((r) => r.text).join('\n')}`);
    await leaveLanguageStatus(page);
    await page.waitForTimeout(500);
  }
}

/** Clicks the link `label` in the hover row that matches `pattern`. */
export async function clickLanguageStatusLink(page, pattern, label) {
  const { index } = await waitForLanguageStatus(page, pattern);
  const row = page.locator('.hover-language-status').nth(index);
  await row.locator('a.monaco-link', { hasText: label }).first().click({ timeout: STEP_TIMEOUT });
}

/** In the page: whether the panel shows the "ASP Solver" output. */
function solverOutputInFront() {
  const view = document.querySelector('.part.panel .output-view');
  const channel = document.querySelector('.part.panel select[aria-label="Switch Output"]');
  return !!view && view.getBoundingClientRect().height > 0 && channel?.value === 'ASP Solver';
}

/** Whether the "ASP Solver" output is in front now. */
export async function solverOutputShown(page) {
  return page.evaluate(solverOutputInFront);
}

/** Waits until the "ASP Solver" output is in front; throws after `timeout` ms. */
export async function waitForSolverOutput(page, timeout = 30_000) {
  await page.waitForFunction(solverOutputInFront, undefined, { timeout });
}

/** Whether the "ASP Solver" output comes to the front within `ms` (for checking that it does not). */
export async function solverOutputAppears(page, ms = 3_000) {
  return waitForSolverOutput(page, ms).then(() => true, () => false);
}

/**
 * Opens the "ASP Solver" output with ASP: Show Solver Output. A webview that has just loaded (the preview a Solve
 * opens) takes the focus and closes the palette, so the command is tried again until the output is in front.
 */
export async function showSolverOutput(page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await runCommand(page, 'ASP: Show Solver Output');
      await waitForSolverOutput(page, 5_000);
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/** Hides the panel with its × button, so that a later test sees whether a solve brings the output back. */
export async function hidePanel(page) {
  await page.locator('.part.panel .action-label.codicon-panel-close').first().click({ timeout: STEP_TIMEOUT });
  await page.waitForFunction(() => {
    const panel = document.querySelector('.part.panel');
    return !panel || panel.getBoundingClientRect().height === 0;
  }, undefined, { timeout: STEP_TIMEOUT });
}
