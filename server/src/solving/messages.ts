// clingo's messages (`-:2:1-2: error: syntax error, unexpected ...`) as values with a position.

export type MessageSeverity = 'error' | 'warning' | 'info';

export interface ClingoMessage {
  severity: MessageSeverity;
  /** 1-based, as clingo counts; undefined for messages about no place (`*** ERROR: (clingo): ...`). */
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  /** The message with its continuation lines (`  q(X)`, notes), without the location prefix. */
  text: string;
}

// -:L:C-C2: kind: text     or     -:L:C-L2:C2: kind: text
const LOCATED = /^[^:\n]*:(\d+):(\d+)(?:-(?:(\d+):)?(\d+))?: (error|warning|info|note): (.*)$/;
const UNLOCATED = /^\*\*\* (ERROR|WARN(?:ING)?|Info): (?:\(clingo\): )?(.*)$/;

/** Splits clingo's stderr-style text into messages; a note joins the message before it. */
export function parseMessages(text: string): ClingoMessage[] {
  const messages: ClingoMessage[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const located = LOCATED.exec(line);
    if (located) {
      const [, l, c, l2, c2, kind, message] = located;
      if (kind === 'note' && messages.length > 0) {
        messages[messages.length - 1].text += `\n${line}`;
        continue;
      }
      messages.push({
        severity: kind === 'error' ? 'error' : kind === 'warning' ? 'warning' : 'info',
        line: Number(l),
        column: Number(c),
        endLine: l2 ? Number(l2) : Number(l),
        endColumn: c2 ? Number(c2) : Number(c),
        text: message,
      });
      continue;
    }
    const unlocated = UNLOCATED.exec(line);
    if (unlocated) {
      messages.push({ severity: unlocated[1] === 'ERROR' ? 'error' : unlocated[1] === 'Info' ? 'info' : 'warning', text: unlocated[2] });
      continue;
    }
    if (messages.length > 0) messages[messages.length - 1].text += `\n${line}`;
  }
  return messages;
}
