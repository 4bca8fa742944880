// The `#program` sections of a file: the statements from one `#program` directive to the next. Statements
// before the first directive form an implicit `base` section.
import type { Span, Statement } from '../ast';

export interface Section {
  name: string;
  params: { name: string; span: Span }[];
  /** Index of the `#program` statement, or -1 for the implicit base section at the top of the file. */
  program: number;
  /** Statement indices first (inclusive) to end (exclusive); the `#program` statement itself is the first. */
  first: number;
  end: number;
  /** From the section's first statement to the end of its last one. */
  span: Span;
  /** The `#program` name, or an empty span at the section's start for the implicit base section. */
  nameSpan: Span;
}

export function programSections(statements: Statement[]): Section[] {
  const sections: Section[] = [];
  let current: Section | undefined;
  const close = (end: number) => {
    if (!current) return;
    current.end = end;
    current.span.end = statements[end - 1].end;
    sections.push(current);
  };
  statements.forEach((s, i) => {
    if (s.kind === 'program') {
      close(i);
      current = { name: s.name, params: s.params, program: i, first: i, end: i + 1, span: { start: s.start, end: s.end }, nameSpan: s.nameSpan };
    } else if (!current) {
      current = { name: 'base', params: [], program: -1, first: i, end: i + 1, span: { start: s.start, end: s.end }, nameSpan: { start: s.start, end: s.start } };
    }
  });
  close(statements.length);
  return sections;
}

/** `step(t)` for `#program step(t).`, `base` for `#program base.` */
export function sectionLabel(section: Section): string {
  return section.params.length ? `${section.name}(${section.params.map((p) => p.name).join(',')})` : section.name;
}
