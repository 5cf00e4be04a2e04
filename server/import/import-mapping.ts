import type { Insertable } from "kysely";
import type { Database } from "../db/types";
import { idOf, type ExportScan, type ImportedKind, type RowReader } from "./import-scan";

/**
 * What the mappers of the export's tables share: what they know besides the row, what they answer,
 * and the readers of the porter's values. Rows keep their source IDs (the community is empty, so none
 * collide), which is what keeps old addresses working.
 */

/** What the mappers know besides the row: the first pass, and the roles as mapped. */
export interface ImportContext {
  scan: ExportScan;
  /** Source role ID to Plaza's. */
  roleIDs: Map<number, number>;
  /** Reaction code (lower case) to Plaza's reaction tag ID. */
  reactionIDs: Map<string, number>;
  /**
   * The IDs imported so far, by kind: a row referring to a record the import skipped is skipped too.
   * (The first pass's `scan.ids` holds every ID in the file.)
   */
  imported: Record<ImportedKind, Set<number>>;
  /**
   * The author of each imported post, kept only when the file's Media table has rows that name no
   * uploader (their post's author is): null otherwise, so a large file costs no memory for it.
   */
  postAuthors: Record<"discussions" | "comments", Map<number, number>> | null;
  /** Where the source's uploads are served now (ending in "/"): relative file paths are joined to it. */
  uploadsUrl: string | null;
  /** Bodies whose format Plaza cannot render (shown as text): recorded for the report. */
  onTextBody(table: string, id: number, reason: string): void;
}

/** Rows for one Plaza table. */
export type Inserts = {
  [T in keyof Database]?: Insertable<Database[T]>[];
};

/** A row's outcome: its inserts, or why it was skipped. */
export type Mapped = { insert: Inserts } | { skip: string };

/** How one source table's row becomes Plaza's rows. */
export type TableMapper = (row: RowReader, ctx: ImportContext) => Mapped;

/** A reference of a row: its column, the kind of record it names, and what the report calls that. */
export type Reference = readonly [column: string, kind: ImportedKind, what: string];

/**
 * The IDs a row refers to, by name, when every one of those records was imported; otherwise why the
 * row is skipped ("author not in the file"), for the first reference that is missing, in order.
 */
export function referred<K extends string>(
  row: RowReader,
  ctx: ImportContext,
  references: Record<K, Reference>,
): Record<K, number> | { skip: string } {
  const ids = {} as Record<K, number>;
  for (const [key, [column, kind, what]] of Object.entries(references) as [K, Reference][]) {
    const id = idOf(row(column));
    if (id === null || !ctx.imported[kind].has(id)) return { skip: `${what} not in the file` };
    ids[key] = id;
  }
  return ids;
}

/** The formats Plaza renders (members' and stored-only ones), by the lower-case name sources use. */
const FORMATS: Record<string, string> = {
  html: "html",
  markdown: "markdown",
  text: "text",
  rich2: "rich2",
  bbcode: "bbcode",
  wysiwyg: "wysiwyg",
  textex: "textex",
  raw: "html",
};

/** A date of the export ("2010-05-06 21:09:37", UTC) as ISO 8601, or the fallback. */
export function dateOf(value: string | null | undefined, fallback: string): string {
  if (!value || value.startsWith("0000")) return fallback;
  const iso = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? fallback : new Date(time).toISOString();
}

/** 1 for a positive number, else 0. */
export const flag = (value: string | null | undefined) =>
  value !== null && value !== undefined && Number(value) > 0 ? 1 : 0;

/** A count: a positive number rounded down, else 0. */
export const count = (value: string | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** The date of a record the export gives none. */
export const EPOCH = "1970-01-01T00:00:00.000Z";

/** The format Plaza stores a body in; one it lacks is shown as text and reported. */
export function formatOf(
  ctx: ImportContext,
  table: string,
  id: number,
  format: string | null | undefined,
): string {
  const lower = (format ?? "").trim().toLowerCase();
  const known = FORMATS[lower || "html"];
  if (known) return known;
  ctx.onTextBody(table, id, `format "${format}" is shown as text`);
  return "text";
}

/** An absolute http(s) address of at most `max` characters, or "" (a relative path names a file not in the export). */
export function absoluteUrl(value: string | null | undefined, max = 500): string {
  const url = (value ?? "").trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) && url.length <= max ? url : "";
}
