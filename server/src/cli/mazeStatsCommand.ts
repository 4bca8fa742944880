// `asp-puzzles maze-stats`: the figures of many mazes per generator, as a table (wallMaze/survey.ts does the
// counting). `--algorithm all` surveys every generator and the variants that change its character, each row
// labelled with the options that make it, so that any row can be looked at with `asp-puzzles maze`.
import type { GeneratorParameters } from '../puzzles/wallMaze/generators/index';
import { GENERATORS } from '../puzzles/wallMaze/generators/index';
import { parseCellSelection, type CellSelection } from '../puzzles/wallMaze/generators/growingTree';
import type { MazeMask } from '../puzzles/wallMaze/mask';
import { parameterFlags } from '../puzzles/wallMaze/instanceFile';
import { surveyGenerator, type Survey } from '../puzzles/wallMaze/survey';
import type { MazeStatsArguments } from './mazeArguments';

export interface SurveyRow {
  algorithm: string;
  parameters: Omit<GeneratorParameters, 'mask'>;
}

const select = (text: string) => parseCellSelection(text) as CellSelection;

/** Every generator with its defaults, and after it the variants of the ones whose options change their mazes. */
export const SURVEY_ROWS: readonly SurveyRow[] = GENERATORS.flatMap((g): SurveyRow[] => {
  const rows: SurveyRow[] = [{ algorithm: g.id, parameters: {} }];
  if (g.id === 'prim') rows.push({ algorithm: g.id, parameters: { frontier: 'cell' } });
  if (g.id === 'true-prim') rows.push({ algorithm: g.id, parameters: { weights: 'edge' } });
  if (g.id === 'growing-tree') {
    for (const s of ['newest', 'random', 'oldest', 'newest:75,random:25']) rows.push({ algorithm: g.id, parameters: { selection: select(s) } });
  }
  return rows;
});

/** A row's name as the options that make it: `prim --frontier cell`. */
export function rowLabel(row: { algorithm: string; parameters: Omit<GeneratorParameters, 'mask'> }): string {
  return [row.algorithm, ...parameterFlags(row.parameters)].join(' ');
}

/** The surveys `maze-stats` asked for. */
export function runSurveys(args: MazeStatsArguments, mask?: MazeMask): { label: string; survey: Survey }[] {
  const rows = args.algorithm === 'all' ? SURVEY_ROWS : [{ algorithm: args.algorithm, parameters: args.parameters }];
  return rows.map((row) => ({
    label: rowLabel(row),
    survey: surveyGenerator(row.algorithm, {
      width: args.width,
      height: args.height,
      count: args.count,
      seed: args.seed,
      parameters: { ...row.parameters, ...(mask ? { mask } : {}) },
      braid: args.braid,
      start: args.from,
      goal: args.to,
    }),
  }));
}

/** A further column of the table, e.g. the published figures beside the measured ones. */
export interface ExtraColumn {
  title: string;
  value: (label: string, survey: Survey) => string;
}

const COLUMNS: { title: string; value: (s: Survey) => string }[] = [
  { title: 'dead ends', value: (s) => `${s.deadEndShare.toFixed(1)}%` },
  { title: 'dead-end length', value: (s) => s.deadEndLength.toFixed(2) },
  { title: 'junctions', value: (s) => `${s.junctionShare.toFixed(1)}%` },
  { title: 'crossroads', value: (s) => `${s.crossroadShare.toFixed(1)}%` },
  { title: 'straight', value: (s) => `${s.straightShare.toFixed(1)}%` },
  { title: 'turns', value: (s) => `${s.turnShare.toFixed(1)}%` },
  { title: 'longest straight', value: (s) => s.longestStraight.toFixed(1) },
  { title: 'longest corridor', value: (s) => s.longestCorridor.toFixed(1) },
  { title: 'path', value: (s) => (s.path ? s.path.mean.toFixed(1) : '-') },
  { title: 'path min-max', value: (s) => (s.path ? `${s.path.min}-${s.path.max}` : 'not joined') },
  { title: 'diameter', value: (s) => s.diameter.toFixed(1) },
  { title: 'H:V', value: (s) => s.horizontalPerVertical.toFixed(2) },
];

/** Dead ends by the moves to their first junction, as shares of all dead ends: Pullen's "river". */
const LENGTH_BUCKETS: { title: string; from: number; to: number }[] = [
  { title: '1', from: 1, to: 1 },
  { title: '2', from: 2, to: 2 },
  { title: '3', from: 3, to: 3 },
  { title: '4-5', from: 4, to: 5 },
  { title: '6-9', from: 6, to: 9 },
  { title: '10+', from: 10, to: Infinity },
];

/** The table of figures, and under it the dead ends by length; one row per survey. */
export function formatSurveyTable(results: readonly { label: string; survey: Survey }[], extra: readonly ExtraColumn[] = []): string {
  if (results.length === 0) return '';
  const first = results[0].survey;
  const head = `${first.count} mazes of ${first.width}x${first.height} per row (seeds ${first.seed} to ${first.seed + first.count - 1}); lengths are moves between cells`;
  const main = [
    ['algorithm', ...COLUMNS.map((c) => c.title), ...extra.map((c) => c.title)],
    ...results.map(({ label, survey }) => [label, ...COLUMNS.map((c) => c.value(survey)), ...extra.map((c) => c.value(label, survey))]),
  ];
  const lengths = [
    ['dead ends by length', ...LENGTH_BUCKETS.map((b) => b.title)],
    ...results.map(({ label, survey }) => {
      const total = survey.deadEndLengths.reduce((a, b) => a + b, 0);
      return [label, ...LENGTH_BUCKETS.map((b) => {
        const n = survey.deadEndLengths.reduce((sum, count, length) => (length >= b.from && length <= b.to ? sum + count : sum), 0);
        return total ? `${((100 * n) / total).toFixed(0)}%` : '-';
      })];
    }),
  ];
  return `${head}\n\n${table(main, extra.length)}\n${table(lengths)}`;
}

/** Columns padded: the first and the last `textColumns` to the left, the figures between to the right. */
export function table(rows: readonly (readonly string[])[], textColumns = 0): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const left = (i: number) => i === 0 || i >= widths.length - textColumns;
  return rows.map((r) => r.map((cell, i) => (left(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd()).join('\n') + '\n';
}
