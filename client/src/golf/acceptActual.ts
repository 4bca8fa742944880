// Accept actual, offered when taking a failed test's answer as the expected one would make the test pass
// (testMessages.acceptableAnswer): on the test's message (its context menu in Test Results, a button over the
// diff) and on the test itself (its context menu in the Test Explorer and in the gutter). The server writes the
// new `shouldbe` facts (it knows how atoms read as facts); this asks first, applies them as one edit that Undo
// takes back, saves what was saved before, shows the file and runs the test again.
import * as vscode from 'vscode';
import { acceptGolfAnswerRequest } from '../../../server/src/protocol';
import type { Ctx } from '../ctx';
import { fileLabel } from '../fileLabel';
import { acceptableAnswer } from './testMessages';
import type { GolfRunner } from './testRunner';
import type { GolfTestTree } from './testTree';

/** What VS Code hands a command of the `testing/message/context` and `testing/message/content` menus. */
interface TestMessageArgs {
  test?: vscode.TestItem;
  message?: vscode.TestMessage;
}

/** The menus of a message give `{ test, message }`, those of a test item the item itself. */
function testAndMessage(args: unknown): TestMessageArgs {
  if (!args || typeof args !== 'object') return {};
  if ('message' in args || 'test' in args) return args as TestMessageArgs;
  return 'id' in args && 'children' in args ? { test: args as vscode.TestItem } : {};
}

const ACCEPT = 'Accept Actual';

export async function acceptActual(ctx: Ctx, tree: GolfTestTree, runner: GolfRunner, args: unknown): Promise<boolean> {
  const { test: item, message } = testAndMessage(args);
  const entry = item ? tree.entry(item.id) : undefined;
  const result = item ? runner.lastResult(item.id) : undefined;
  const failure = result ? acceptableAnswer(result) : undefined;
  if (!entry || !failure || (message?.actualOutput !== undefined && message.actualOutput !== failure.actual)) {
    void vscode.window.showWarningMessage('That result is out of date: run the test again, then accept its answer.');
    return false;
  }
  const client = await ctx.runningClient();
  const answer = await client.sendRequest(acceptGolfAnswerRequest, {
    encoding: entry.encoding.uri, testId: entry.test.id, predicate: failure.predicate,
    atoms: failure.actual.split('\n').filter(Boolean), expected: failure.expected,
  });
  if ('error' in answer) {
    void vscode.window.showWarningMessage(`${entry.test.label}: ${answer.error}`);
    return false;
  }
  const files = [...new Set(answer.edits.map((e) => e.uri))].map((u) => vscode.Uri.parse(u));
  const where = files.map(fileLabel).join(', ');
  const choice = await vscode.window.showWarningMessage(
    `Replace the shouldbe facts of ${where} with the ${failure.predicate} atoms of answer ${failure.answer}?`,
    {
      modal: true,
      detail: `${answer.factsBefore} facts become ${answer.factsAfter}: ${differences(failure.missing.length, failure.extra.length)}. `
        + 'Undo in the file takes the change back.',
    },
    ACCEPT,
  );
  if (choice !== ACCEPT) return false;
  const saved = new Set(files.filter((f) => !vscode.workspace.textDocuments.find((d) => d.uri.toString() === f.toString())?.isDirty).map(String));
  const edit = new vscode.WorkspaceEdit();
  for (const e of answer.edits) {
    const { start, end } = e.range;
    edit.replace(vscode.Uri.parse(e.uri), new vscode.Range(start.line, start.character, end.line, end.character), e.newText);
  }
  if (!(await vscode.workspace.applyEdit(edit))) {
    void vscode.window.showWarningMessage(`The shouldbe facts of ${where} could not be changed.`);
    return false;
  }
  for (const file of files) {
    const document = await vscode.workspace.openTextDocument(file);
    if (saved.has(file.toString())) await document.save();
  }
  const first = answer.edits[0];
  await vscode.window.showTextDocument(files[0], {
    preview: true,
    selection: new vscode.Range(first.range.start.line, 0, first.range.start.line, 0),
  });
  const request = new vscode.TestRunRequest([entry.item], undefined, undefined, false, true);
  const none = new vscode.CancellationTokenSource();
  try {
    await runner.run(request, none.token);
  } finally {
    none.dispose();
  }
  return true;
}

/** `1 expected atom is not in the answer, 2 atoms of the answer were not expected` */
function differences(missing: number, extra: number): string {
  const parts: string[] = [];
  if (missing) parts.push(`${missing} expected atom${missing === 1 ? ' is' : 's are'} not in the answer`);
  if (extra) parts.push(`${extra} atom${extra === 1 ? '' : 's'} of the answer ${extra === 1 ? 'was' : 'were'} not expected`);
  return parts.join(', ');
}
