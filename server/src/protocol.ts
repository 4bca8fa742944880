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
  /**
   * Set when the answer has too many atoms to send (a large maze's path): `atoms` and `text` are then empty, and
   * the server, which keeps them, draws the answer in the preview.
   */
  atomCount?: number;
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
  /**
   * For an unsatisfiable puzzle whose family can say why: the reason in words about the puzzle ("No cell maze of
   * 4x4 exists: …"), at the fact it is about. It is among `messages` too.
   */
  explanation?: SolverMessage;
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
// ---------------------------------------------------------------- Generate Cell Maze

/** A cell of a cell maze as its facts write it: column and row, from 1. */
export interface CellPlace {
  c: number;
  r: number;
}

export interface GenerateCellMazeParams {
  /** Columns and rows, 3..101. */
  width: number;
  height: number;
  /** On the border, two different cells. */
  entrance: CellPlace;
  exit: CellPlace;
  /** Fixed cells typed by the user, as clingo facts: `wall(3,3). empty(3,4).` */
  fixedFacts?: string;
  /** The text of a cell maze instance whose fixed cells are kept: those inside the new grid and off its border. */
  fixedFromInstance?: string;
  /** clingo's --seed: the same seed makes the same maze. */
  seed: number;
  /** Search options besides --seed (see solving/searchOptions); absent for the ones that make varied mazes. */
  options?: string[];
}

export type GenerateCellMazeResult =
  | {
    /** The instance, its `%! options:` line first. */
    text: string;
    /** `maze-21x21-seed7.lp` */
    fileName: string;
    /** Fixed cells written; of those of `fixedFromInstance`, how many were left out (outside or on the border). */
    fixed: number;
    leftOut: number;
  }
  | {
    /** Why no maze comes of these choices, in words about the maze; nothing is to be written. */
    error: string;
  };

/**
 * Sent by the client: the instance of a cell maze from the user's choices, checked before it is solved; the maze
 * itself is clingo's, made when the file is solved.
 */
export const generateCellMazeRequest = new RequestType<GenerateCellMazeParams, GenerateCellMazeResult, void>('aspPuzzles/generateCellMaze');

// ---------------------------------------------------------------- the golf bench: tests of an encoding

/** An encoding's golf score (see golf/score.ts). */
export interface GolfScore {
  /** UTF-8 bytes of the encoding, a final newline and the bench's `%!` lines at its top not counted: the score. */
  bytes: number;
  /** UTF-8 bytes of the whole file, a final newline not counted. */
  fileBytes: number;
  /** The clingo options the encoding asks for (`%! options: …`), given to every test's run. */
  options?: string[];
  /** What the options add to the plain call `clingo 0 encoding instance`: each option and the space before it. */
  optionBytes?: number;
}

/** What a test checks, and where that is written, for the editor to point at. */
export type GolfExpectation =
  | {
    /** Every answer's atoms of `predicate` equal these `shouldbe` facts. */
    kind: 'answer';
    /** `e/3`: inferred from the encoding, or named by `%! expect: e/3`; absent when it could not be (see GolfTest.problems). */
    predicate?: string;
    /** `shouldbe/3` */
    facts: string;
    /** How many distinct atoms the answer must have. */
    atoms: number;
    /** The `shouldbe` facts, from the first to the last. */
    location: FileLocation;
  }
  | {
    /** The number of answers: `%! models: 9`; 0 means unsatisfiable. */
    kind: 'models';
    count: number;
    /** The `%! models:` line. */
    location: FileLocation;
  }
  | {
    /** Every answer keeps the puzzle's rules, checked by the family's own validator (on unless `%! validate: off`). */
    kind: 'valid';
    family: PuzzleFamilyId;
  };

/** Something wrong with a test as written (a file `%! test:` names is missing, an ambiguous `shouldbe`). */
export interface GolfProblem {
  message: string;
  location?: FileLocation;
}

export interface GolfTest {
  /** Stable while the files keep their names: the instance's path relative to the encoding, or the `%! test:` line's value. */
  id: string;
  /** What to call it: `level2.lp`. */
  label: string;
  /** The files given to clingo after the encoding, in order. */
  instances: string[];
  /** A file that holds only expectations (`level2-expected.lp`): read, never given to clingo. */
  expectationFile?: string;
  expectations: GolfExpectation[];
  /** Where the test comes from: the `%! test:` line, else the instance's first expectation, else its first line. */
  location: FileLocation;
  /** A test with problems cannot run as written: running it reports them as an error. */
  problems: GolfProblem[];
}

export interface GolfEncoding {
  uri: string;
  /** Its file name. */
  label: string;
  score: GolfScore;
  tests: GolfTest[];
  /** Problems of the encoding's `%! test:` and `%! options:` lines. */
  problems: GolfProblem[];
}

export interface GolfTestsParams {
  /** An encoding file (listed even without tests, for its score) or a folder (its encodings that have tests). */
  uri: string;
}

export interface GolfTestsResult {
  encodings: GolfEncoding[];
}

/** Sent by the client: the tests of an encoding, or of every encoding under a folder, as the files are now. */
export const golfTestsRequest = new RequestType<GolfTestsParams, GolfTestsResult, void>('aspPuzzles/golfTests');

export interface GolfRunSettings {
  /** Seconds per test; 0 or absent for the default (300 s). */
  timeLimit?: number;
  /** The most answers a `shouldbe` test looks at (default 100): past that it says it could not see them all. */
  maxAnswers?: number;
}

export interface RunGolfTestParams {
  encoding: string;
  /** A GolfTest's id, as golfTests gave it. */
  testId: string;
  settings?: GolfRunSettings;
}

/** One answer that breaks an expectation. */
export type GolfFailure =
  | {
    kind: 'answer';
    /** 1-based, in the order clingo found them. */
    answer: number;
    predicate: string;
    /** Expected atoms the answer lacks, and atoms of the predicate it has that were not expected; sorted. */
    missing: string[];
    extra: string[];
    /** The expected and the actual atoms of the predicate, sorted, one per line: the two sides of a diff. */
    expected: string;
    actual: string;
    location: FileLocation;
    message: string;
  }
  | {
    kind: 'models';
    expected: number;
    /** How many answers were found; with `atLeast`, the run stopped there and there are more. */
    found: number;
    atLeast: boolean;
    /** The first answer past the expected count: one that should not exist. */
    extraAnswer?: { answer: number; atoms: string[] };
    location: FileLocation;
    message: string;
  }
  | {
    /** No answer at all, where `shouldbe` facts expect one. */
    kind: 'unsatisfiable';
    location: FileLocation;
    message: string;
  }
  | {
    kind: 'invalid';
    answer: number;
    family: PuzzleFamilyId;
    /** The puzzle's rules the answer breaks: `flow-degree: …`. */
    violations: { rule: string; message: string }[];
    message: string;
  };

export type GolfOutcome = 'passed' | 'failed' | 'errored' | 'cancelled';

export interface GolfTestResult {
  encoding: string;
  testId: string;
  label: string;
  /** 'errored': the test could not be judged (a solver error, a missing file, the time limit). */
  outcome: GolfOutcome;
  /** One line: why it failed or errored, or what it checked. */
  message: string;
  failures: GolfFailure[];
  /** How many answers were looked at; `exhausted` when they are all there are. */
  answers: number;
  exhausted: boolean;
  /** The solver's errors and warnings and the test's problems, at their places when they have one. */
  messages: SolverMessage[];
  timeMs: number;
  engine: string;
  score: GolfScore;
}

/**
 * Sent by the client: run one test as the files are now. Cancelling the request stops it (it then answers with
 * outcome 'cancelled'). Tests run one at a time, on a warm bundled solver of their own.
 */
export const runGolfTestRequest = new RequestType<RunGolfTestParams, GolfTestResult, void>('aspPuzzles/runGolfTest');

/**
 * Sent by the server when clingo files were opened, edited, saved, created or deleted, and when the folders
 * have been read: the tests of encodings in these folders may have changed; ask golfTests again.
 */
export const golfTestsChangedNotification = new NotificationType<{ folders: string[] }>('aspPuzzles/golfTestsChanged');

// ---------------------------------------------------------------- the golf bench: the differential check

/** The families the differential check can make instances of (cell mazes have no generator). */
export type ReferenceFamilyId = 'flow' | 'wall-maze';

export interface CheckReferenceParams {
  /** The encoding to check. */
  encoding: string;
  /** Inferred from what the encoding expects (v/1, a/2… or passage/4) when absent. */
  family?: ReferenceFamilyId;
  /** How many random instances. */
  count: number;
  /** The same seed makes the same instances. */
  seed: number;
  /** Chosen by the client; progress notifications carry it. */
  runId?: string;
  /** Seconds per solve (default 10); the most answers looked at per instance (default 100). */
  timeLimit?: number;
  maxAnswers?: number;
}

/** One answer that is on one side only, or twice on the encoding's side. */
export interface ReferenceAnswerDifference {
  /** 'extra': the encoding's answer is none of the reference's; 'missing': the reference's answer is none of the encoding's. */
  kind: 'extra' | 'missing' | 'duplicate';
  /** 1-based: the encoding's answer for 'extra' and 'duplicate', the reference's for 'missing'. */
  answer: number;
  /** For 'duplicate': the encoding's earlier answer with the same atoms. */
  sameAs?: number;
  /**
   * The closest answer on the other side (fewest atoms apart), and the atoms of the predicate the encoding's answer
   * lacks and has beside the reference's: this one beside the closest for 'extra', the closest beside this one
   * for 'missing'; sorted.
   */
  closest?: number;
  missing: string[];
  extra: string[];
  /** For 'extra': the puzzle's rules the answer breaks, `rule: message`; the first few of `violationCount`, when that is given. */
  violations?: string[];
  violationCount?: number;
}

export interface ReferenceCounterexample {
  /** 1-based, of the run. */
  index: number;
  /** The instance's own seed. */
  seed: number;
  /** `5x5, 4 colours` */
  label: string;
  /** The instance's facts. */
  instance: string;
  /** The instance drawn as text, one line each. */
  picture: string[];
  /** 'error': the encoding failed on it (see messages). */
  kind: 'answers' | 'count' | 'error';
  /** One line: what differs. */
  message: string;
  referenceAnswers: number;
  answers: number;
  /** False when the encoding's run stopped before all its answers (it has at least `answers`). */
  exhausted: boolean;
  differences: ReferenceAnswerDifference[];
  /** A hint beside the differences, e.g. that the encoding shows no atoms of the predicate. */
  hint?: string;
  /** The encoding's errors and warnings on the instance. */
  messages: SolverMessage[];
  /** The test to write beside the encoding. */
  test: ReferenceTestFile;
}

/** A test file of the golf bench that holds the counterexample: its facts, `%! models: N`, and `shouldbe` facts for one answer. */
export interface ReferenceTestFile {
  /** `flow-counterexample-7.lp` */
  fileName: string;
  uri: string;
  text: string;
  /** Whether the bench finds it as a test of the encoding where it is written; when not, `testLine` says what to add. */
  discovered: boolean;
  /** `%! test: flow-counterexample-7.lp`, for an encoding whose `%! test:` lines name its tests. */
  testLine?: string;
  /** The test run at once against the encoding: 'failed' when it catches the difference. */
  outcome?: GolfOutcome;
  outcomeMessage?: string;
}

export interface CheckReferenceResult {
  encoding: string;
  family?: ReferenceFamilyId;
  /** The bundled encoding compared with: `flow.lp`. */
  reference?: string;
  /** The predicate the answers are compared on: `e/3`. */
  predicate?: string;
  seed: number;
  count: number;
  /** Instances looked at, the counterexample's included. */
  checked: number;
  /** Instances on which both have the same answers. */
  agreed: number;
  /** Instances with no verdict, and why (the reference has more answers than looked at, a solve hit the time limit). */
  skipped: { index: number; label: string; reason: string }[];
  counterexample?: ReferenceCounterexample;
  cancelled: boolean;
  /** Why the check could not run (no family, the reference failed); nothing else is then set. */
  error?: string;
  elapsedMs: number;
  instancesPerSecond: number;
  engine: string;
}

/** Sent by the server while a check runs: instances looked at so far. */
export interface CheckReferenceProgress {
  runId: string;
  checked: number;
  count: number;
}

/**
 * Sent by the client: check an encoding against the family's bundled encoding on random instances, stopping at
 * the first that they answer differently. Cancelling the request stops it (it then answers with `cancelled`).
 */
export const checkReferenceRequest = new RequestType<CheckReferenceParams, CheckReferenceResult, void>('aspPuzzles/checkReference');

export const checkReferenceProgressNotification = new NotificationType<CheckReferenceProgress>('aspPuzzles/checkReferenceProgress');

/** Accept actual: the atoms of an answer that are to become a test's `shouldbe` facts. */
export interface AcceptGolfAnswerParams {
  encoding: string;
  testId: string;
  /** The expectation's predicate, `e/3`, as the failure named it. */
  predicate: string;
  /** The answer's atoms of the predicate, as the failure's `actual` lists them. */
  atoms: string[];
  /** The failure's `expected`: the edit is refused when the `shouldbe` facts no longer say this. */
  expected: string;
}

/** One replacement in a file, in LSP's positions. */
export interface FileTextEdit {
  uri: string;
  range: FileLocation['range'];
  newText: string;
}

export type AcceptGolfAnswerResult =
  | {
    /** The `shouldbe` facts replaced by the atoms as facts: in the first file that has them, removed from the others. */
    edits: FileTextEdit[];
    /** How many facts there were, and how many there will be. */
    factsBefore: number;
    factsAfter: number;
  }
  | { error: string };

/**
 * Sent by the client: the edit that rewrites a test's `shouldbe` facts of one arity as the atoms given (computed
 * from the files as they are now, unsaved edits included); the client applies it.
 */
export const acceptGolfAnswerRequest = new RequestType<AcceptGolfAnswerParams, AcceptGolfAnswerResult, void>('aspPuzzles/acceptGolfAnswer');

// ---------------------------------------------------------------- the maze workshop: wall mazes

/** A choice of a generator's parameter, as the picks offer it. */
export interface MazeParameterChoice {
  /** What the request takes: `NE`, `newest:75,random:25`. */
  value: string;
  /** One line: what the mazes look like with it. */
  description: string;
}

/** The one parameter the picks ask for, for the generators that have one that changes their character. */
export interface MazeParameterInfo {
  /** The key in GenerateMazeParams.parameters. */
  key: 'bias' | 'selection';
  /** The question: `Corner every passage leads to`. */
  title: string;
  /** The default first. */
  choices: MazeParameterChoice[];
}

export interface MazeAlgorithmInfo {
  /** As the command line names it: `dfs`, `binary-tree`. */
  id: string;
  /** `randomized depth-first search` */
  name: string;
  /** What its mazes look like, in one line. */
  description: string;
  parameter?: MazeParameterInfo;
}

export interface MazeWorkshopInfo {
  /** In the order to offer them. */
  algorithms: MazeAlgorithmInfo[];
  /** The largest width and height a maze may have (each side). */
  maxSide: number;
  maxSeed: number;
}

/** Sent by the client: the wall-maze generators to offer in Generate Maze…, with their parameters and limits. */
export const mazeWorkshopRequest = new RequestType0<MazeWorkshopInfo, void>('aspPuzzles/mazeWorkshop');

export interface GenerateMazeParams {
  /** A MazeAlgorithmInfo's id (or another name the command line knows for it). */
  algorithm: string;
  /** Whole numbers from 1 to maxSide. */
  width: number;
  height: number;
  /** 0 to maxSeed: the same seed and options make the same maze. */
  seed: number;
  /** The generator's options as the command line writes them: bias `NE`, selection `newest:75,random:25`, frontier `cell`, weights `edge`. */
  parameters?: Record<string, string>;
}

export type GenerateMazeResult =
  | {
    /** The instance, exactly as `asp-puzzles maze … --lp` writes it. */
    text: string;
    /** A name for it: `dfs-30x30-7.lp`. */
    fileName: string;
    /** The command that makes it again: `asp-puzzles maze --algorithm dfs --size 30x30 --seed 7`. */
    commandLine: string;
  }
  | { error: string };

/** Sent by the client: a wall maze as an instance file's text (the client writes it). */
export const generateMazeRequest = new RequestType<GenerateMazeParams, GenerateMazeResult, void>('aspPuzzles/generateMaze');

export interface MazeTextParams {
  /** A wall-maze instance; an open document's unsaved text is what is read. */
  uri: string;
  /** Mark the cells of the shortest path from start/2 to goal/2 with ` * `. */
  path?: boolean;
}

export type MazeTextResult = { text: string } | { error: string };

/** Sent by the client: a wall-maze instance as the maze library's display-maze text (`+---+` and `|`, three characters per cell). */
export const mazeTextRequest = new RequestType<MazeTextParams, MazeTextResult, void>('aspPuzzles/mazeText');

// ---------------------------------------------------------------- checks of the answers: uniqueness and forced cells

export type AnswersCheckKind = 'unique' | 'forced';

/** What Check Uniqueness or Show Forced Cells found, as the answers' shown atoms tell it. */
export interface AnswersCheckOutcome {
  kind: AnswersCheckKind;
  /**
   * Check Uniqueness: 'unique' (one answer, and no other: proven), 'several' (two that show differently), 'none';
   * Show Forced Cells: 'forced' (the atoms in every answer, proven), 'none'. Either: 'undecided' when the run failed
   * or was stopped before it could tell.
   */
  verdict: 'unique' | 'several' | 'none' | 'forced' | 'undecided';
  /** One sentence: "Unique: exactly one answer, and the search proved there is no other." */
  message: string;
  /** Check Uniqueness, on a board the preview draws: the cells in which the two answers differ. */
  differingCells?: number;
  /** Show Forced Cells, on a board the preview draws: the cells the same in every answer, of the board's cells. */
  forcedCells?: number;
  boardCells?: number;
  /** Show Forced Cells: the shown atoms in every answer, of the first answer's. */
  forcedAtoms?: number;
  shownAtoms?: number;
}

/**
 * The run behind an explanation. Its answers: for Check Uniqueness the one answer, or the two that differ; for
 * Show Forced Cells one answer of the atoms in every answer. The preview draws the run as one picture (see
 * View.beside and View.unforced) whatever answer it asks for.
 */
export interface AnswersCheckReport extends SolveReport {
  check: AnswersCheckOutcome;
}

/**
 * Sent by the client: solve the file as Solve does for two answers projected on the shown atoms (clingo's
 * `--project=show`): one, proven the only one, or two that show differently. Progress and cancellation as for solve.
 */
export const checkUniquenessRequest = new RequestType<SolveParams, AnswersCheckReport, void>('aspPuzzles/checkUniqueness');

/** Sent by the client: the shown atoms true in every answer (clingo's cautious consequences) and the cells they fix. */
export const forcedCellsRequest = new RequestType<SolveParams, AnswersCheckReport, void>('aspPuzzles/forcedCells');
// ---------------------------------------------------------------- Why No Answer?

/** What the explanation may relax besides integrity constraints, and whether it looks for a minimal cause. */
export interface ExplainSettings {
  /** Relax the bounds of choice rules from the start (they are relaxed anyway when constraints alone leave no answer). */
  bounds?: boolean;
  /** Let instance facts be left out at a cost from the start (likewise relaxed when nothing else gives an answer). */
  facts?: boolean;
  /** Look for a smallest set of instance facts (or constraints) that has no answer. */
  minimal?: boolean;
  /** Seconds the minimal cause may take at most (default 30); it then gives the smallest set found so far. */
  minimalTimeLimit?: number;
}

export interface ExplainParams {
  uri: string;
  /** For an encoding: the instance files it is solved with. */
  instances?: string[];
  settings: SolveSettings;
  explain?: ExplainSettings;
  /** Chosen by the client; progress notifications carry it, and the preview draws the closest answer under it. */
  runId: string;
}

/** One ground instance of a violated rule: its variables' values, and the board's cells they name. */
export interface ExplainedInstance {
  /** `[['X', '3'], ['Y', '4']]`: each variable with its value as clingo writes it. */
  values: [string, string][];
  /** [row, column], 0-based, as the View counts. */
  cells: [number, number][];
}

export interface ExplainedViolation {
  /** 'constraint': an integrity constraint; 'bound': the bounds of a choice rule. */
  kind: 'constraint' | 'bound';
  location: FileLocation;
  /** The statement, on one line. */
  text: string;
  instances: ExplainedInstance[];
  /** `violated 2 times: X=3, Y=4 and X=5, Y=6` */
  message: string;
}

export interface ExplainedFact {
  location: FileLocation;
  /** `wall(3,3)` */
  atom: string;
  cells: [number, number][];
}

export interface MinimalCause {
  /** 'facts': instance facts that together have no answer with the encoding; 'constraints': the program's constraints that do. */
  kind: 'facts' | 'constraints';
  items: { location: FileLocation; text: string }[];
  /** How many facts (or constraints) there were to choose from. */
  of: number;
  /** Shown to be minimal: without any one of the items there is an answer. */
  minimal: boolean;
  /** Why the search ended before it was minimal: the set is the smallest found by then. */
  stopped?: 'time-limit' | 'cancelled' | 'check-failed';
  /** Solver runs it took. */
  checks: number;
  timeMs: number;
  /** One line: what the set is. */
  message: string;
}

export interface ExplainReport {
  runId: string;
  /**
   * 'explained': the closest answer is in `violations` and `dropped`; 'satisfiable': there is an answer, nothing to
   * explain; 'refused': the program cannot be explained (see message); 'unexplained': even the most relaxed program
   * has no answer; 'error', 'timeout', 'cancelled': the solver's.
   */
  status: 'explained' | 'satisfiable' | 'refused' | 'unexplained' | 'error' | 'timeout' | 'cancelled';
  /** One line for a notification. */
  message: string;
  /** Where a refusal is about (a syntax error, `#include <incmode>`). */
  location?: FileLocation;
  /** What was relaxed besides integrity constraints. */
  relaxed: { bounds: boolean; facts: boolean };
  violations: ExplainedViolation[];
  dropped: ExplainedFact[];
  /** The closest answer is proven to break the fewest rules; false when the time limit stopped the search. */
  optimal: boolean;
  /** How many violations and dropped facts the closest answer has. */
  cost?: number;
  minimal?: MinimalCause;
  /** What the relaxation left as it is (optimisation, theory atoms, other #program parts). */
  notes: string[];
  /** The solver's errors and warnings. */
  messages: SolverMessage[];
  files: string[];
  family?: PuzzleFamilyId;
  instance?: string;
  /** The preview can draw the closest answer (under `runId`), with the cells of the violations outlined. */
  drawable?: boolean;
  timeMs: number;
  engine: string;
}

export interface ExplainProgress {
  runId: string;
  /** `relaxing constraints`, `minimal cause: 12 of 40 facts left after 9 checks` */
  message: string;
}

/**
 * Sent by the client: why a program has no answer. The answer comes when the explanation ends, also when it was
 * stopped (with the closest answer and the smallest cause found by then).
 */
export const explainRequest = new RequestType<ExplainParams, ExplainReport, void>('aspPuzzles/explain');

/** Sent by the client: stop the explanation with this id; its request then answers with what it has. */
export const cancelExplainNotification = new NotificationType<{ runId: string }>('aspPuzzles/cancelExplain');

/** Sent by the server while an explanation runs. */
export const explainProgressNotification = new NotificationType<ExplainProgress>('aspPuzzles/explainProgress');
// ---------------------------------------------------------------- making puzzles: Flow boards

/** What Generate Flow Board… may ask for: per size, the colours that fit and the usual number. */
export interface FlowGeneratorInfo {
  sizes: { size: number; defaultColours: number; maxColours: number }[];
  maxSeed: number;
}

/** Sent by the client: the sizes and colours Generate Flow Board… offers. */
export const flowGeneratorRequest = new RequestType0<FlowGeneratorInfo, void>('aspPuzzles/flowGenerator');

export interface GenerateFlowParams {
  /** Rows and columns, as FlowGeneratorInfo lists them. */
  size: number;
  colours: number;
  /** 0 to maxSeed: the same seed, size and colours make the same board. */
  seed: number;
}

export type GenerateFlowResult =
  | {
    /** The instance: the board as a picture in its header comment, `%! models: 1`, then the facts. */
    text: string;
    /** `flow-9x9-9-seed7.lp` */
    fileName: string;
    /** The board in the text format (one line per row), and a name for it: `flow-9x9-9-seed7.txt`. */
    boardText: string;
    textFileName: string;
    /** The command that makes it again: `asp-puzzles flow --size 9 --colours 9 --seed 7`. */
    commandLine: string;
    /** Boards solved to find it, the proof of its one solution included. */
    solves: number;
    timeMs: number;
  }
  | { error: string };

/**
 * Sent by the client: a Flow board with exactly one solution, proven by solving it with the bundled encoding for
 * two answers. Cancelling the request stops the search.
 */
export const generateFlowRequest = new RequestType<GenerateFlowParams, GenerateFlowResult, void>('aspPuzzles/generateFlow');

/** A Flow board in the text format (a line per row, a letter or digit per endpoint, '.' for a blank cell). */
export interface FlowFromTextParams {
  text: string;
  /** The text file's name, `board.txt`: the instance is named after it. */
  name: string;
}

export type FlowFromTextResult =
  /** The instance, the board drawn in its header, and its name: `board.lp`. */
  | { text: string; fileName: string }
  /** What keeps the text from being a whole board, at 1-based lines and columns (the first 20, then a count). */
  | { problems: { line: number; column: number; message: string }[] };

/** Sent by the client (Flow Board from Text File): the instance file a board in the text format stands for. */
export const flowFromTextRequest = new RequestType<FlowFromTextParams, FlowFromTextResult, void>('aspPuzzles/flowFromText');

// ---------------------------------------------------------------- editing a board in the preview

/** A cell as the View counts it: [row, column], from 0. */
export type BoardCell = [number, number];

/** A click on an instance's board in the preview's edit mode. */
export type BoardEdit =
  /** Wall mazes: the wall between two neighbouring cells goes up or comes down. */
  | { kind: 'wall'; from: BoardCell; to: BoardCell }
  /** Cell mazes: the cell goes from unfixed to a fixed wall, to fixed empty, and back to unfixed. */
  | { kind: 'cell'; cell: BoardCell }
  /**
   * Flow: an endpoint of `colour` (as the view's legend names it: `"A"`, `red`) goes on the cell, replacing
   * another colour's; an endpoint of that colour already there comes off. Without a colour, a colour the board
   * does not have yet.
   */
  | { kind: 'endpoint'; cell: BoardCell; colour?: string };

export interface EditBoardParams {
  /** The instance file. */
  uri: string;
  /** Its document's text now: the edit is computed on this text, and applied by the client to the same version. */
  text: string;
  edit: BoardEdit;
}

export type EditBoardResult =
  | {
    /** Replacements in `uri`, to be applied together as one edit. */
    edits: FileTextEdit[];
    /** What changed, in words for the status bar and screen readers: `wall between (2,3) and (2,4) removed`. */
    description: string;
    /** For Flow: the colour placed, as the legend will name it. */
    colour?: string;
  }
  | { error: string };

/** Sent by the client: the text edit that makes one change to an instance's board (the client applies it). */
export const editBoardRequest = new RequestType<EditBoardParams, EditBoardResult, void>('aspPuzzles/editBoard');

export interface BoardViewParams {
  uri: string;
  text: string;
}

export interface BoardViewResult {
  /** The board without an answer, its instance's problems as the list under it; undefined when it is no board. */
  view?: View;
}

/**
 * Sent by the client: the picture of an instance's board as its text is now, without an answer. The preview's edit
 * mode shows it at once after an edit, and while the board has no answer.
 */
export const boardViewRequest = new RequestType<BoardViewParams, BoardViewResult, void>('aspPuzzles/boardView');
