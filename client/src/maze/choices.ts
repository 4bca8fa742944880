// Quick picks that offer the previous choice first, under "last used", the others after it in their own order.
// The choices are remembered in the extension's global state, so that the next maze starts from the last one's
// recipe in another window or after a restart.
import * as vscode from 'vscode';

/** An item that knows the value it stands for, as remembered. */
export interface ChoiceItem extends vscode.QuickPickItem {
  value: string;
}

/** Named choices under one key of a Memento. */
export class RememberedChoices {
  constructor(private readonly memento: vscode.Memento, private readonly key: string) {}

  get(name: string): string | undefined {
    const value = this.memento.get<Record<string, unknown>>(this.key)?.[name];
    return typeof value === 'string' ? value : undefined;
  }

  /** Remembers several choices at once (a maze's whole recipe, once it is written). */
  async set(choices: Record<string, string>): Promise<void> {
    await this.memento.update(this.key, { ...this.memento.get<Record<string, unknown>>(this.key), ...choices });
  }
}

/**
 * The items with the one for `previous` first, under a "last used" separator, and the rest under `others`. A
 * previous value no item has (a custom size) comes first as `extra(previous)`, when given.
 */
export function previousFirst<T extends ChoiceItem>(
  items: readonly T[], previous: string | undefined, others: string, extra?: (value: string) => T | undefined,
): (T | vscode.QuickPickItem)[] {
  const found = previous === undefined ? undefined : items.find((i) => i.value === previous) ?? extra?.(previous);
  if (!found) return [...items];
  return [
    { label: 'last used', kind: vscode.QuickPickItemKind.Separator },
    found,
    { label: others, kind: vscode.QuickPickItemKind.Separator },
    ...items.filter((i) => i !== found),
  ];
}

export interface PickOptions<T> {
  title: string;
  placeholder: string;
  /** The separator's label above the items after the previous one. */
  others: string;
  /** The item for a remembered value that none of the items has. */
  extra?: (value: string) => T | undefined;
  /** The value highlighted when nothing was chosen before. */
  defaultValue?: string;
}

/** Shows the items with the previous choice first; resolves to the item picked, undefined when the pick is closed. */
export function pickWithPrevious<T extends ChoiceItem>(items: readonly T[], previous: string | undefined, options: PickOptions<T>): Promise<T | undefined> {
  const ordered = previousFirst(items, previous, options.others, options.extra);
  const pick = vscode.window.createQuickPick<T | vscode.QuickPickItem>();
  pick.title = options.title;
  pick.placeholder = options.placeholder;
  pick.matchOnDescription = true;
  pick.matchOnDetail = true;
  pick.items = ordered;
  // Without a previous choice the list starts with the items themselves: highlight the sensible default among them.
  const fresh = ordered[0]?.kind !== vscode.QuickPickItemKind.Separator;
  const highlighted = fresh ? items.find((i) => i.value === options.defaultValue) : undefined;
  if (highlighted) pick.activeItems = [highlighted];
  return new Promise((resolve) => {
    let done = false;
    pick.onDidAccept(() => {
      done = true;
      resolve(pick.selectedItems[0] as T | undefined);
      pick.hide();
    });
    pick.onDidHide(() => {
      if (!done) resolve(undefined);
      pick.dispose();
    });
    pick.show();
  });
}
