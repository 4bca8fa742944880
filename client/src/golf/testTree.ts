// The Test Explorer's tree: one item per encoding that has tests (its label with its byte score), one child per
// test at the place the test is written, so that the editor's gutter offers to run it. The tree is what the
// server last said (golfTests); items are kept across updates, so that their results stay with them.
import * as vscode from 'vscode';
import type { FileLocation, GolfEncoding, GolfTest } from '../../../server/src/protocol';
import { fileLabel } from '../fileLabel';
import { bytesText } from './scoreText';

export interface TestEntry {
  item: vscode.TestItem;
  encoding: GolfEncoding;
  test: GolfTest;
}

export class GolfTestTree implements vscode.Disposable {
  private readonly encodings = new Map<string, GolfEncoding>();
  private readonly tests = new Map<string, TestEntry>();
  private readonly changed = new vscode.EventEmitter<void>();
  /** The encodings, their tests or their scores changed. */
  readonly onDidChange = this.changed.event;

  constructor(private readonly controller: vscode.TestController) {}

  /** The encodings found under `folder` (a URI ending in `/`) take the place of those known there. */
  replaceUnder(folder: string, found: readonly GolfEncoding[]): void {
    const uris = new Set(found.map((e) => e.uri));
    for (const uri of [...this.encodings.keys()]) if (uri.startsWith(folder) && !uris.has(uri)) this.remove(uri);
    for (const encoding of found) this.put(encoding);
    this.changed.fire();
  }

  /** One encoding as the server sees it now; without tests it leaves the tree. */
  set(encoding: GolfEncoding): void {
    if (encoding.tests.length === 0) this.remove(encoding.uri);
    else this.put(encoding);
    this.changed.fire();
  }

  encoding(uri: string): GolfEncoding | undefined {
    return this.encodings.get(uri);
  }

  allEncodings(): GolfEncoding[] {
    return [...this.encodings.values()];
  }

  entry(itemId: string): TestEntry | undefined {
    return this.tests.get(itemId);
  }

  entriesOf(encodingUri: string): TestEntry[] {
    return [...this.tests.values()].filter((t) => t.encoding.uri === encodingUri);
  }

  /** The tests a request names (items of encodings stand for their tests), in the tree's order, less the excluded. */
  collect(include: readonly vscode.TestItem[] | undefined, exclude: readonly vscode.TestItem[] = []): TestEntry[] {
    const excluded = new Set(exclude.map((i) => i.id));
    const wanted = include ? new Set(include.map((i) => i.id)) : undefined;
    return [...this.tests.values()].filter((t) => !excluded.has(t.item.id) && !excluded.has(t.encoding.uri)
      && (!wanted || wanted.has(t.item.id) || wanted.has(t.encoding.uri)));
  }

  /** The tests a change of the file may change: of it as an encoding, or with it as an instance or expectation file. */
  affectedBy(uri: string): TestEntry[] {
    const direct = [...this.tests.values()].filter((t) => t.encoding.uri === uri || t.test.instances.includes(uri) || t.test.expectationFile === uri);
    if (direct.length) return direct;
    // Another file of an encoding's folder: perhaps one it includes, or a new instance.
    const folder = uri.slice(0, uri.lastIndexOf('/') + 1);
    return [...this.tests.values()].filter((t) => t.encoding.uri.slice(0, t.encoding.uri.lastIndexOf('/') + 1) === folder);
  }

  private put(encoding: GolfEncoding): void {
    this.encodings.set(encoding.uri, encoding);
    const uri = vscode.Uri.parse(encoding.uri);
    let parent = this.controller.items.get(encoding.uri);
    if (!parent) {
      parent = this.controller.createTestItem(encoding.uri, encoding.label, uri);
      this.controller.items.add(parent);
    }
    parent.label = `${fileLabel(uri)} · ${bytesText(encoding.score)}`;
    parent.range = new vscode.Range(0, 0, 0, 0);
    parent.error = problemsText(encoding.problems);
    const ids = new Set<string>();
    const children = encoding.tests.map((test, i) => {
      const id = testItemId(encoding.uri, test.id);
      ids.add(id);
      const location = asLocation(test.location);
      let item = parent.children.get(id);
      if (!item || item.uri?.toString() !== location.uri.toString()) item = this.controller.createTestItem(id, test.label, location.uri);
      item.label = test.label;
      item.range = location.range;
      item.sortText = String(i).padStart(5, '0');
      item.error = problemsText(test.problems);
      this.tests.set(id, { item, encoding, test });
      return item;
    });
    for (const [id, entry] of this.tests) if (entry.encoding.uri === encoding.uri && !ids.has(id)) this.tests.delete(id);
    parent.children.replace(children);
  }

  private remove(uri: string): void {
    this.encodings.delete(uri);
    this.controller.items.delete(uri);
    for (const [id, entry] of this.tests) if (entry.encoding.uri === uri) this.tests.delete(id);
  }

  dispose(): void {
    this.changed.dispose();
  }
}

export function testItemId(encodingUri: string, testId: string): string {
  return `${encodingUri}\n${testId}`;
}

export function asLocation(location: FileLocation): vscode.Location {
  const { start, end } = location.range;
  return new vscode.Location(vscode.Uri.parse(location.uri), new vscode.Range(start.line, start.character, end.line, end.character));
}

function problemsText(problems: readonly { message: string }[]): string | undefined {
  return problems.length ? problems.map((p) => p.message).join('\n') : undefined;
}
