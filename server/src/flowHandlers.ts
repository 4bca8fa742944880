// Wires Generate Flow Board… to the connection: what it offers, and a board with exactly one solution. One board
// at a time, on a bundled solver of its own, started when first needed and kept warm, so that generating never
// holds up the preview's solves. Cancelling the request stops the search. And Flow Board from Text File: the
// instance file that a board in the text format stands for.
import type { CancellationToken, Connection } from 'vscode-languageserver';
import {
  flowFromTextRequest, flowGeneratorRequest, generateFlowRequest,
  type FlowFromTextParams, type FlowFromTextResult, type GenerateFlowParams, type GenerateFlowResult,
} from './protocol';
import { flowGeneratorInfo, generateFlowFile } from './puzzles/flow/generateFile';
import { flowFileFromText } from './puzzles/flow/textBoardFile';
import { WasmEngine } from './solving/wasmEngine';

export function registerFlowGenerator(connection: Connection): { dispose(): Promise<void> } {
  let engine: WasmEngine | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  connection.onRequest(flowGeneratorRequest, () => flowGeneratorInfo());
  connection.onRequest(flowFromTextRequest, (params: FlowFromTextParams): FlowFromTextResult => {
    // From another process: a request without a text is a board without cells.
    const text = typeof params?.text === 'string' ? params.text : '';
    return flowFileFromText(text, typeof params?.name === 'string' ? params.name : 'board.txt');
  });
  connection.onRequest(generateFlowRequest, (params: GenerateFlowParams, token: CancellationToken): Promise<GenerateFlowResult> => {
    const abort = new AbortController();
    const cancellation = token.onCancellationRequested(() => {
      abort.abort();
      void engine?.cancel();
    });
    const run = tail.then(() => {
      engine ??= new WasmEngine();
      return generateFlowFile(params, { engine, signal: abort.signal });
    });
    tail = run.catch(() => undefined);
    return run.finally(() => cancellation.dispose());
  });
  return { dispose: async () => engine?.dispose() };
}
