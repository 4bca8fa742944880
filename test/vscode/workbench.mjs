// Drives the real workbench in Chromium as a person would: the command palette, Quick Open, Go to Line, and
// the token inspector. Every step waits for what it needs to see, never for a fixed time.

const STEP_TIMEOUT = 20_000;

export async function waitForWorkbench(page) {
  await page.waitForSelector('.monaco-workbench .part.editor', { timeout: 60_000 });
  // The status bar fills in once the window has restored; the palette is unreliable before that.
  await page.waitForSelector('.statusbar-item', { timeout: 60_000 });
}

/**
 * Opens a quick input with `opener`, types `text` and accepts the row whose label is exactly `label`
 * (by clicking it), or the first row when no label is given.
 */
async function pickInQuickInput(page, opener, text, label, description) {
  try {
    await pickOnce(page, opener, text, label, STEP_TIMEOUT / 2, description);
  } catch (e) {
    if (label === undefined || e?.name !== 'TimeoutError') throw e;
    // The row never came: the palette opened before the editor it filters by had focus (a clingo command is
    // listed only while a clingo editor is active), on a busy machine. Close it and ask once more.
    await page.keyboard.press('Escape');
    await pickOnce(page, opener, text, label, STEP_TIMEOUT, description);
  }
}

async function pickOnce(page, opener, text, label, timeout, description) {
  for (let attempt = 0; ; attempt++) {
    await opener();
    try {
      // Not asked again sooner: a second key while a slow palette is still opening can open it over the pick that
      // the command then shows.
      await page.waitForSelector('.quick-input-widget:not([style*="display: none"]) input', { timeout: 5_000 });
      break;
    } catch (e) {
      if (attempt >= 2) throw e; // the palette sometimes ignores the first key right after start
    }
  }
  // One input event, as a paste: typing key by key filters the list again at every key, seconds on a busy machine.
  await page.keyboard.insertText(text);
  if (label === undefined) {
    await page.locator('.quick-input-list .monaco-list-row').first().waitFor({ timeout: STEP_TIMEOUT });
    await page.keyboard.press('Enter');
    return;
  }
  await clickRow(page, label, timeout, description);
}

/** Clicks the row labelled `label`; with `description`, the one whose description (a file's folder) ends in it. */
async function clickRow(page, label, timeout = STEP_TIMEOUT, description) {
  let row = rowsLabelled(page, label);
  if (description !== undefined) {
    row = row.filter({ has: page.locator('.label-description', { hasText: new RegExp(`(^|[\\\\/ ])${escapeRegExp(description)}$`) }) });
  }
  await row.first().click({ timeout });
}

/**
 * Accepts the row labelled exactly `label` of the quick pick that shows, as a keyboard user does: the label typed
 * as its filter, Enter once that row has the focus. A click can land on the row's neighbour when the list lays
 * itself out again under the pointer; beside an instance in the instance picker sits "Other file…".
 */
export async function acceptRow(page, label, timeout = STEP_TIMEOUT) {
  const widget = page.locator('.quick-input-widget:not([style*="display: none"])');
  const input = widget.locator('.quick-input-box input');
  await input.fill(label, { timeout });
  const exactly = rowsLabelled(page, label);
  await exactly.first().waitFor({ timeout });
  await widget.locator('.quick-input-list .monaco-list-row.focused').first().waitFor({ timeout });
  // A fuzzy filter keeps rows that contain the label's letters in order (level2.lp matches level21.lp).
  for (let moves = 0; !(await exactly.evaluateAll((rows) => rows.some((r) => r.classList.contains('focused')))); moves++) {
    if (moves >= 20) throw new Error(`the row ${label} never took the focus`);
    await input.press('ArrowDown');
  }
  await input.press('Enter');
}

/** The rows of the quick input that shows whose label is exactly `label`. */
function rowsLabelled(page, label) {
  return page.locator('.quick-input-widget:not([style*="display: none"]) .quick-input-list .monaco-list-row').filter({
    has: page.locator('.label-name', { hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) }),
  });
}

function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Chooses the item of the open menu (a context menu, an editor's "..." menu) whose text contains `label`. A menu
 * ignores a click that comes too soon after it opened — most clicks, in a workbench without motion — so this
 * points at the item and presses Enter.
 */
export async function chooseMenuItem(page, label, timeout = STEP_TIMEOUT) {
  await page.locator('.monaco-menu .action-item', { hasText: label }).first().hover({ timeout });
  await page.keyboard.press('Enter');
}

/** Runs a command from the palette by its full title, e.g. 'View: Hide Secondary Side Bar'. */
export async function runCommand(page, title) {
  await pickInQuickInput(page, () => page.keyboard.press('F1'), title, title);
}

/**
 * Opens a file of the workspace through Quick Open and waits for its tab. A file in a folder is picked by its folder
 * too, and its tab counts only once the editor's breadcrumbs name that folder: examples share names (flow/golf.lp,
 * sudoku/golf.lp), and the tab of one would pass for the other.
 */
export async function openFile(page, relativePath) {
  const segments = relativePath.split('/');
  const name = segments.pop();
  const folder = segments.pop();
  for (let attempt = 0; ; attempt++) {
    await pickInQuickInput(page, () => page.keyboard.press('Control+P'), relativePath, name, folder);
    try {
      const timeout = attempt < 2 ? 5_000 : STEP_TIMEOUT;
      await page.locator(`.tabs-container .tab.active[aria-label*="${name}"]`).waitFor({ timeout });
      if (folder !== undefined) {
        await page.locator('.editor-group-container.active .breadcrumbs-control .monaco-breadcrumb-item')
          .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(folder)}\\s*$`) }).first().waitFor({ timeout });
      }
      break;
    } catch (e) {
      // Quick Open fills its list twice (recent editors, then the search): a click can land on a row that has just
      // become another file, e.g. maze-5x5-expected.lp for maze-5x5.lp. Ask again.
      if (attempt >= 2) throw e;
    }
  }
  await page.locator('.editor-instance .view-lines').first().waitFor({ timeout: STEP_TIMEOUT });
}

/** Moves the cursor with Go to Line/Column (1-based line and column). */
export async function goTo(page, line, column) {
  await pickInQuickInput(page, () => page.keyboard.press('Control+G'), `${line}:${column}`);
}

/** The token inspector's text for the token under the cursor. */
export async function inspectTokenAtCursor(page) {
  await runCommand(page, 'Developer: Inspect Editor Tokens and Scopes');
  const widget = page.locator('.token-inspect-widget');
  await widget.waitFor({ timeout: STEP_TIMEOUT });
  // The scopes arrive after the widget opens.
  await widget.locator('text=textmate scopes').waitFor({ timeout: STEP_TIMEOUT });
  const text = await widget.innerText();
  await page.keyboard.press('Escape');
  await widget.waitFor({ state: 'detached', timeout: STEP_TIMEOUT }).catch(() => widget.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT }));
  return text;
}

export async function setColorTheme(page, themeName) {
  await runCommand(page, 'Preferences: Color Theme');
  // Wait for the theme picker itself, not the palette that is still closing.
  await page.locator('.quick-input-widget input[placeholder*="Color Theme"]').waitFor({ timeout: STEP_TIMEOUT });
  await page.keyboard.insertText(themeName);
  await clickRow(page, themeName);
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
}
