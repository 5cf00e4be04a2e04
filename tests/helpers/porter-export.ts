import fs from "node:fs";
import { gzipSync } from "node:zlib";

/** A table of an export: its columns (with optional `:type`) and rows of values (null is `\N`). */
export interface ExportTable {
  name: string;
  columns: string[];
  rows: (string | number | null)[][];
}

/** One value as the porter writes it: `\N`, a bare integer, or a quoted, backslash-escaped string. */
export function porterValue(value: string | number | null): string {
  if (value === null) return "\\N";
  if (typeof value === "number") return String(value);
  return `"${value.replace(/\\/g, "\\\\").replace(/,/g, "\\,").replace(/\n/g, "\\\n").replace(/"/g, '\\"')}"`;
}

/** The text of an export file in the porter's format, each table followed by its row-count note. */
export function porterExport(tables: readonly ExportTable[], source = "Test forum", hashMethod?: string): string {
  const header = `Vanilla Export: 2.5, Source: ${source}${hashMethod ? `, HashMethod: ${hashMethod}` : ""}`;
  const parts = [`${header}\n\n// Export Started: 2026-01-01 00:00:00\n`];
  for (const table of tables) {
    parts.push(`Table: ${table.name}\n${table.columns.join(",")}\n`);
    for (const row of table.rows) parts.push(`${row.map(porterValue).join(",")}\n`);
    parts.push(`\n// Exported Table: ${table.name} (${table.rows.length} rows, 0s)\n`);
  }
  parts.push("// Export Completed: 2026-01-01 00:00:01\n");
  return parts.join("");
}

/** Writes an export file (gzipped when the name ends in .gz); answers its path. */
export function writePorterExport(
  file: string,
  tables: readonly ExportTable[],
  source?: string,
  hashMethod?: string,
): string {
  const text = porterExport(tables, source, hashMethod);
  fs.writeFileSync(file, file.endsWith(".gz") ? gzipSync(text) : text);
  return file;
}
