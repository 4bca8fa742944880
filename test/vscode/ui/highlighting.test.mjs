// Highlighting as a person sees it: the extension installed from its .vsix into the real workbench, a file
// opened with Quick Open, and the scopes read from "Developer: Inspect Editor Tokens and Scopes".
// Screenshots of the examples in a dark and a light theme land in .test-runs/ui/ for a person to look at.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { goTo, inspectTokenAtCursor, openFile, setColorTheme } from '../workbench.mjs';
import { openInstalledWorkbench, root } from './session.mjs';

describe('highlighting in the real workbench', () => {
  let workbench;
  let page;
  let shots;

  before(async () => {
    ({ workbench, page, shots } = await openInstalledWorkbench('ui'));
  });

  after(async () => {
    await workbench?.close();
  });

  /** Scopes of the token at (line, column), both 1-based, as the inspector lists them. */
  async function scopesAt(line, column) {
    await goTo(page, line, column);
    return inspectTokenAtCursor(page);
  }

  it('gives the golfed Flow encoding its clingo scopes', async () => {
    await openFile(page, 'flow/golf.lp');
    // {e(V,W,C):a(V,W),c(C)}.r(V):-s(V,_). ...
    assert.match(await scopesAt(1, 2), /entity\.name\.function\.predicate\.clingo/);
    assert.match(await scopesAt(1, 4), /variable\.other\.clingo/);
    assert.match(await scopesAt(1, 10), /punctuation\.separator\.condition\.clingo/);
    const neck = await scopesAt(1, 28);
    assert.match(neck, /keyword\.operator\.implication\.clingo/);
    assert.match(neck, /source\.clingo/);
  });

  it('highlights the embedded Lua of a #script block with VS Code\'s Lua grammar', async () => {
    await openFile(page, 'syntax-tour.lp');
    const lines = readFileSync(join(root, 'examples', 'syntax-tour.lp'), 'utf8').split('\n');
    const fn = lines.findIndex((l) => l.startsWith('function succ'));
    assert.ok(fn >= 0, 'syntax-tour.lp has no Lua function');
    const scopes = await scopesAt(fn + 1, 2);
    assert.match(scopes, /meta\.embedded\.block\.lua/);
    assert.match(scopes, /keyword\.control\.lua/);
  });

  it('leaves screenshots of the examples in a dark and a light theme', async () => {
    await openFile(page, 'syntax-tour.lp');
    await goTo(page, 1, 1);
    for (const [theme, suffix] of [['Dark Modern', 'dark'], ['Light Modern', 'light']]) {
      await setColorTheme(page, theme);
      await openFile(page, 'syntax-tour.lp');
      await page.screenshot({ path: join(shots, `tour-${suffix}.png`) });
      await openFile(page, 'flow/golf-commented.lp');
      await page.screenshot({ path: join(shots, `golf-commented-${suffix}.png`) });
    }
    for (const name of ['tour-dark.png', 'tour-light.png']) assert.ok(existsSync(join(shots, name)), name);
  });
});
