import fs from "node:fs";
import { createHash } from "node:crypto";
import { readPorter, type PorterStart } from "./porter-reader";

/** Where a table of the export starts, and what it holds. */
export interface ScannedTable {
  name: string;
  columns: string[];
  start: PorterStart;
  rows: number;
}

/**
 * What the first pass over an export learns: its tables and where they start, and what later tables'
 * rows are checked against (the IDs each table holds), with the renames a unique name or email needs.
 */
export interface ExportScan {
  version: string;
  source: string | null;
  /** The hash method of members' passwords when their row names none (the header's `HashMethod`). */
  hashMethod: string | null;
  tables: Map<string, ScannedTable>;
  ids: {
    users: Set<number>;
    categories: Set<number>;
    discussions: Set<number>;
    comments: Set<number>;
    conversations: Set<number>;
    tags: Set<number>;
    roles: Set<number>;
  };
  /** Members whose name is taken (case-insensitively) or empty: the name they get instead. */
  renamedUsers: Map<number, string>;
  /** Members with no email, a malformed one or one another member has: given a placeholder. */
  usersWithoutEmail: Set<number>;
  /** Categories whose URL code is empty or taken: the one they get instead. */
  categoryCodes: Map<number, string>;
  /** Tags of reactions (`Tag.Type` "Reaction", or `ReactionType`): their source ID to their code. */
  reactionTags: Map<number, string>;
  /** The source's roles (few), by ID. */
  roles: Map<number, { name: string; description: string }>;
  /** Rows of Media that name no uploader (InsertUserID): they take their post's author. */
  mediaWithoutUploader: number;
  /** Every row of the file. */
  totalRows: number;
}

/** A getter of a row's value by column name (exact, then case-insensitive); undefined when absent. */
export type RowReader = (column: string) => string | null | undefined;

/** Builds {@link RowReader}s for a table's columns. */
export function rowReaderFor(columns: readonly string[]): (values: (string | null)[]) => RowReader {
  const index = new Map<string, number>();
  columns.forEach((column, i) => {
    if (!index.has(column)) index.set(column, i);
    const lower = column.toLowerCase();
    if (!index.has(lower)) index.set(lower, i);
  });
  return (values) => (column) => {
    const i = index.get(column) ?? index.get(column.toLowerCase());
    return i === undefined ? undefined : values[i];
  };
}

/** The kinds of records later tables refer to. */
export type ImportedKind = "users" | "categories" | "discussions" | "comments" | "conversations" | "tags";

/** An empty set of IDs for each kind of record rows refer to. */
export function emptyIDSets(): Record<ImportedKind, Set<number>> {
  return {
    users: new Set(),
    categories: new Set(),
    discussions: new Set(),
    comments: new Set(),
    conversations: new Set(),
    tags: new Set(),
  };
}

/** A positive integer ID, or null. */
export function idOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A URL code from a name: lower case, letters and digits joined by dashes. */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * A key naming an export file: its size and a hash of its first and last MiB (hashing all of a
 * large file would cost a pass of its own; a different file of the same size and ends is not a case
 * an import meets).
 */
export function fileKeyOf(file: string): string {
  const { size } = fs.statSync(file);
  const hash = createHash("sha256").update(String(size));
  const fd = fs.openSync(file, "r");
  try {
    const chunk = Buffer.alloc(Math.min(size, 1 << 20));
    fs.readSync(fd, chunk, 0, chunk.length, 0);
    hash.update(chunk);
    if (size > chunk.length) {
      fs.readSync(fd, chunk, 0, chunk.length, size - chunk.length);
      hash.update(chunk);
    }
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest("hex");
}

/**
 * Reads the whole export once, checking its format (a malformed or cut file throws a
 * PorterFormatError with its line), and learns what {@link ExportScan} holds. `onRows` hears the
 * count of rows read so far, now and then.
 */
export async function scanExport(file: string, onRows?: (rows: number) => void): Promise<ExportScan> {
  const scan: ExportScan = {
    version: "",
    source: null,
    hashMethod: null,
    tables: new Map(),
    ids: { ...emptyIDSets(), roles: new Set() },
    renamedUsers: new Map(),
    usersWithoutEmail: new Set(),
    categoryCodes: new Map(),
    reactionTags: new Map(),
    roles: new Map(),
    mediaWithoutUploader: 0,
    totalRows: 0,
  };
  const names = new Set<string>();
  const emails = new Set<string>();
  const codes = new Set<string>();
  let current: ScannedTable | null = null;
  let reader: ((values: (string | null)[]) => RowReader) | null = null;
  for await (const record of readPorter(file)) {
    switch (record.kind) {
      case "header":
        scan.version = record.version;
        scan.source = record.source;
        scan.hashMethod = record.meta.HashMethod ?? null;
        break;
      case "table":
        current = {
          name: record.name,
          columns: record.columns,
          start: { offset: record.offset, line: record.line },
          rows: 0,
        };
        // A table written twice counts once: the importer reads the first.
        if (!scan.tables.has(record.name)) scan.tables.set(record.name, current);
        reader = rowReaderFor(record.columns);
        break;
      case "tableEnd":
        current = null;
        break;
      case "row": {
        if (!current || !reader || scan.tables.get(current.name) !== current) break;
        current.rows++;
        scan.totalRows++;
        if (scan.totalRows % 50_000 === 0) onRows?.(scan.totalRows);
        learnRow(scan, current.name, reader(record.values), { names, emails, codes });
        break;
      }
      default:
        break;
    }
  }
  onRows?.(scan.totalRows);
  return scan;
}

function learnRow(
  scan: ExportScan,
  table: string,
  row: RowReader,
  seen: { names: Set<string>; emails: Set<string>; codes: Set<string> },
): void {
  switch (table) {
    case "User": {
      const id = idOf(row("UserID"));
      if (id === null || scan.ids.users.has(id)) return;
      scan.ids.users.add(id);
      const name = (row("Name") ?? "").trim().slice(0, 90);
      let unique = name;
      if (unique === "" || seen.names.has(unique.toLowerCase())) {
        unique = `${name || "member"}-${id}`;
        while (seen.names.has(unique.toLowerCase())) unique = `${unique}-${id}`;
        scan.renamedUsers.set(id, unique);
      }
      seen.names.add(unique.toLowerCase());
      const email = (row("Email") ?? "").trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > 190 || seen.emails.has(email)) scan.usersWithoutEmail.add(id);
      else seen.emails.add(email);
      return;
    }
    case "Role": {
      const id = idOf(row("RoleID"));
      if (id === null) return;
      scan.ids.roles.add(id);
      scan.roles.set(id, {
        name: (row("Name") ?? "").trim(),
        description: (row("Description") ?? "").trim(),
      });
      return;
    }
    case "Category": {
      const id = idOf(row("CategoryID"));
      if (id === null || scan.ids.categories.has(id)) return;
      scan.ids.categories.add(id);
      const given = slugOf(row("UrlCode") ?? "") || slugOf(row("Name") ?? "");
      let code = given || `category-${id}`;
      if (seen.codes.has(code)) code = `${code}-${id}`;
      if (code !== (row("UrlCode") ?? "")) scan.categoryCodes.set(id, code);
      seen.codes.add(code);
      return;
    }
    case "Discussion":
      addID(scan.ids.discussions, row("DiscussionID"));
      return;
    case "Comment":
      addID(scan.ids.comments, row("CommentID"));
      return;
    case "Media":
      if (idOf(row("InsertUserID")) === null) scan.mediaWithoutUploader++;
      return;
    case "Conversation":
      addID(scan.ids.conversations, row("ConversationID"));
      return;
    case "Tag": {
      const id = idOf(row("TagID"));
      if (id === null) return;
      if ((row("Type") ?? "").toLowerCase() === "reaction") scan.reactionTags.set(id, row("Name") ?? "");
      else scan.ids.tags.add(id);
      return;
    }
    case "ReactionType": {
      const id = idOf(row("TagID"));
      if (id !== null) scan.reactionTags.set(id, row("UrlCode") ?? row("Name") ?? "");
      return;
    }
    default:
      return;
  }
}

function addID(set: Set<number>, value: string | null | undefined): void {
  const id = idOf(value);
  if (id !== null) set.add(id);
}
