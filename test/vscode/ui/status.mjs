// What the UI tests read of the extension's status: whether the "ASP Solver" output is in front. Solve reveals
// that output only when a run goes wrong (the setting aspPuzzles.solve.showOutput), so a test that reads a
// successful run's output opens it itself.
import { runCommand } from '../workbench.mjs';

const STEP_TIMEOUT = 20_000;

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
