import { diffLines } from "diff";

/** One line of a diff, or a run of unchanged lines left out. */
export type DiffRow =
  { kind: "added" | "removed" | "same"; text: string } | { kind: "skipped"; count: number };

/** Unchanged lines kept on each side of a change. */
const CONTEXT_LINES = 3;

function linesOf(value: string): string[] {
  const lines = value.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

const withNewline = (text: string) => (text === "" || text.endsWith("\n") ? text : `${text}\n`);

/**
 * The unified line diff from `before` to `after` (jsdiff), runs of unchanged lines longer than the
 * context shortened to a "skipped" row, with how many lines each side gained or lost.
 */
export function diffText(before: string, after: string): { rows: DiffRow[]; added: number; removed: number } {
  const rows: DiffRow[] = [];
  let added = 0;
  let removed = 0;
  const changes = diffLines(withNewline(before), withNewline(after));
  changes.forEach((change, index) => {
    const lines = linesOf(change.value);
    if (change.added || change.removed) {
      const kind = change.added ? "added" : "removed";
      for (const text of lines) rows.push({ kind, text });
      if (change.added) added += lines.length;
      else removed += lines.length;
      return;
    }
    const head = index === 0 ? 0 : CONTEXT_LINES;
    const tail = index === changes.length - 1 ? 0 : CONTEXT_LINES;
    if (lines.length <= head + tail + 1) {
      for (const text of lines) rows.push({ kind: "same", text });
      return;
    }
    for (const text of lines.slice(0, head)) rows.push({ kind: "same", text });
    rows.push({ kind: "skipped", count: lines.length - head - tail });
    for (const text of lines.slice(lines.length - tail)) rows.push({ kind: "same", text });
  });
  return { rows, added, removed };
}
