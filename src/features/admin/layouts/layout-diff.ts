import { diffLines } from "diff";

/** A layout's definition as it is compared: its sections and widgets, and its title bar. */
export interface ComparedDefinition {
  layout?: unknown;
  titleBar?: unknown;
}

/** One line of a diff, or a run of unchanged lines left out. */
export type DiffRow =
  { kind: "added" | "removed" | "same"; text: string } | { kind: "skipped"; count: number };

/** Unchanged lines kept on each side of a change. */
export const DIFF_CONTEXT_LINES = 3;

/** The definition pretty-printed, one property a line, so that a diff reads line by line. */
export function printDefinition(definition: ComparedDefinition): string {
  return `${JSON.stringify({ layout: definition.layout ?? [], titleBar: definition.titleBar ?? null }, null, 2)}\n`;
}

function linesOf(value: string): string[] {
  const lines = value.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/**
 * The line diff from `before` to `after` (jsdiff on pretty-printed JSON), with runs of unchanged
 * lines longer than the context shortened to a "skipped" row; and how many lines each side gained or lost.
 */
export function diffDefinitions(
  before: ComparedDefinition,
  after: ComparedDefinition,
): { rows: DiffRow[]; added: number; removed: number } {
  const rows: DiffRow[] = [];
  let added = 0;
  let removed = 0;
  const changes = diffLines(printDefinition(before), printDefinition(after));
  changes.forEach((change, index) => {
    const lines = linesOf(change.value);
    if (change.added || change.removed) {
      const kind = change.added ? "added" : "removed";
      for (const text of lines) rows.push({ kind, text });
      if (change.added) added += lines.length;
      else removed += lines.length;
      return;
    }
    const isFirst = index === 0;
    const isLast = index === changes.length - 1;
    const head = isFirst ? 0 : DIFF_CONTEXT_LINES;
    const tail = isLast ? 0 : DIFF_CONTEXT_LINES;
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
