// The steps of a command's own quick picks and input boxes (Generate Maze…, Generate Cell Maze…, Generate Flow
// Board…), as a person goes through them: wait for the step by its title, then pick a row or type an answer.

/** Helpers for the page `pageOf()` gives (a suite opens its page later); each step waits at most `timeout` ms. */
export function quickPicks(pageOf, timeout) {
  const quickInput = () => pageOf().locator('.quick-input-widget:not([style*="display: none"])');
  const rows = () => quickInput().locator('.quick-input-list .monaco-list-row');
  const titled = (title) => quickInput().locator('.quick-input-title', { hasText: title }).waitFor({ timeout });

  /** Waits for the quick pick titled `title` and returns the labels of its rows, in order. */
  async function labels(title) {
    await titled(title);
    await rows().first().waitFor({ timeout });
    return rows().locator('.label-name').allInnerTexts();
  }

  /** Waits for the quick pick titled `title` and picks the row labelled exactly `label`. */
  async function pick(title, label) {
    await titled(title);
    const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await rows().filter({ has: pageOf().locator('.label-name', { hasText: exactly }) }).first().click({ timeout });
  }

  /** Types into the input box titled `title` and accepts it. */
  async function type(title, text) {
    await titled(title);
    const input = quickInput().locator('input');
    await input.fill(text);
    await input.press('Enter');
  }

  return { quickInput, rows, labels, pick, type };
}
