// Every custom message between the extension (client) and the language server, with the types they carry.
// Imported by the server, the client and (types only) the webview; no other file spells a method name.
import { NotificationType, RequestType, RequestType0 } from 'vscode-languageserver-protocol';
import type { ClingoSymbol } from './solving/symbols';
import type { View } from './view/view';

export type { ClingoSymbol, View };

export type EngineKind = 'wasm' | 'native';
export type OptimizationMode = 'opt' | 'optN' | 'enum' | 'ignore';
export type PuzzleFamilyId = 'cell-maze' | 'flow' | 'wall-maze';

/** A range in a file, as LSP counts (0-based lines, UTF-16 columns). */
export interface FileLocation {
  uri: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

/** How to solve: the client reads these from the settings and the command that was run. */
export interface SolveSettings {
  engine: EngineKind;
  /** Native clingo's executable, when `engine` is 'native'. */
  clingoPath?: string;
  /** 0 for all answers. */
  models: number;
  /** Seconds; 0 or absent for none. */
  timeLimit?: number;
  threads?: number;
  optimization?: OptimizationMode;
  project?: boolean;
  constants?: Record<string, string>;
  extraArgs?: string[];
  /** A user's encoding per family (absolute paths or file URIs), in place of the bundled one. */
  encodings?: Partial<Record<PuzzleFamilyId, string>>;
}

/** What "Solve" would do with a file: sent by the client before solving, to know whether to ask for an instance. */
export interface SolvePlanParams {
  uri: string;
}

export interface SolvePlan {
  /** 'instance': facts of a puzzle (or naming its encoding); 'encoding': rules that expect facts from elsewhere; 'program': complete by itself. */
  kind: 'instance' | 'encoding' | 'program';
  family?: PuzzleFamilyId;
  /** The encoding an instance is solved with: a file URI, or the bundled one's name (`flow.lp`). */
  encoding?: string;
  /** For an encoding: the predicates it uses and nothing in it defines, e.g. `v/1`. */
  expects?: string[];
  /** For an encoding: instance files in its folder that define what it expects, best first. */
  candidates?: string[];
}

export interface SolveParams {
  uri: string;
  /** For an encoding: the instance files to solve it with (chosen by the user). */
  instances?: string[];
  settings: SolveSettings;
  /** Chosen by the client; progress notifications carry it. */
  runId: string;
}

/** One answer: the shown atoms as values, and as clingo printed them. */
export interface AnswerSet {
  atoms: ClingoSymbol[];
  text: string[];
  costs?: number[];
  /** For the known puzzle families: the answer drawn as text (a grid of characters, or `+---+` art). */
  picture?: string;
}

export type SolveStatus = 'satisfiable' | 'unsatisfiable' | 'unknown' | 'optimum' | 'error' | 'cancelled' | 'timeout' | 'too-large';

export interface SolverMessage {
  severity: 'error' | 'warning' | 'info';
  message: string;
  /** Where it is, mapped back from the assembled program to the file it came from; absent for messages about no place. */
  location?: FileLocation;
}

export interface SolveReport {
  runId: string;
  status: SolveStatus;
  answers: AnswerSet[];
  /** Every answer was enumerated (or the optimum proven): "3 of 3" rather than "3 of at least 3". */
  exhausted: boolean;
  messages: SolverMessage[];
  timeMs: number;
  engine: string;
  statistics?: Record<string, number>;
  /** The files that went into the program, encoding first. */
  files: string[];
  family?: PuzzleFamilyId;
  /** The instance that was solved, when there was one. */
  instance?: string;
  encoding?: string;
  /** The encoding is the one the extension ships for the puzzle's family. */
  encodingBundled?: boolean;
  /** The program's size in bytes, as given to the solver. */
  programBytes: number;
  /** The preview can draw the first answer: a puzzle of a known family, or a grid the answer shows (`cell/3`, …). */
  drawable?: boolean;
}

export interface SolveProgress {
  runId: string;
  answers: number;
  elapsedMs: number;
}

export interface SolverInfo {
  /** The bundled solver, e.g. `clingo-wasm (clingo 5.8.1)`. */
  bundled: string;
  /** Native clingo on the server's PATH, when there is one. */
  native?: { path: string; version: string };
}

/** Sent by the client: which solvers there are, to offer native clingo when it is installed. */
export const solverInfoRequest = new RequestType0<SolverInfo, void>('aspPuzzles/solverInfo');

/** Sent by the client: what "Solve" would do with a file. */
export const solvePlanRequest = new RequestType<SolvePlanParams, SolvePlan, void>('aspPuzzles/solvePlan');

/** Sent by the client: solve. The answer comes when the run ends, also when it was stopped (with what it found). */
export const solveRequest = new RequestType<SolveParams, SolveReport, void>('aspPuzzles/solve');

/** Sent by the client: stop the run with this id; its solve request then answers with status 'cancelled'. */
export const cancelSolveNotification = new NotificationType<{ runId: string }>('aspPuzzles/cancelSolve');

/** Sent by the server while a solve runs, each time it finds an answer. */
export const solveProgressNotification = new NotificationType<SolveProgress>('aspPuzzles/solveProgress');

export interface AnswerViewParams {
  runId: string;
  /** 0-based; clamped to the answers there are. */
  index: number;
  /** The answer shown before, to mark the cells that changed. */
  previous?: number;
  /** Wall mazes: mark dead ends, colour cells by their distance from the start (the maze library's variations). */
  deadEnds?: boolean;
  distance?: boolean;
}

export interface AnswerViewResult {
  /** Undefined when the run is unknown (the server restarted) or its file is no puzzle the preview can draw. */
  view?: View;
  index: number;
}

/** Sent by the client: the picture of one answer of a run, checked against its puzzle's rules. */
export const answerViewRequest = new RequestType<AnswerViewParams, AnswerViewResult, void>('aspPuzzles/answerView');

export interface ExportViewParams {
  runId: string;
  index: number;
  format: 'svg' | 'pdf' | 'text';
  theme: 'light' | 'dark';
}

export interface ExportViewResult {
  /** SVG or text. */
  text?: string;
  /** PDF bytes, base64. */
  base64?: string;
}

/** Sent by the client: one answer's picture as a file's contents, drawn by the same renderer as the panel. */
export const exportViewRequest = new RequestType<ExportViewParams, ExportViewResult, void>('aspPuzzles/exportView');

/** Minify Encoding: which file to minify; an open document's unsaved text is what is minified. */
export interface MinifyParams {
  uri: string;
}

/** The minified text and its size, or, when `proven` is false, the file's own text and why it was not minified. */
export interface MinifyFileResult {
  /** Without a final newline. */
  text: string;
  /** UTF-8 bytes before and after, a final newline not counted (code golf's score). */
  bytesBefore: number;
  bytesAfter: number;
  /** The minified text was parsed again and found to be the same program. */
  proven: boolean;
  reason?: string;
}

/** Sent by the client: the file's smallest text that clingo reads as the same program (server/src/golf/minify.ts). */
export const minifyRequest = new RequestType<MinifyParams, MinifyFileResult, void>('aspPuzzles/minify');
