import fs from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";

/**
 * Reads the export format Vanilla's porter writes (from about 30 forum platforms) as a stream, never
 * whole in memory:
 *
 *     Vanilla Export: 2.5, Source: phpBB 3
 *
 *     // comments, such as "// Exported Table: User (2 rows, 0.1s)"
 *     Table: User
 *     UserID:int,Name:varchar(50),Email,Password
 *     1,"admin","admin@example.com","$2y$10$…"
 *     2,"ada",\N,"x\,y\"z"
 *
 * A table is its `Table:` line, a header of column names (each with an optional `:type`), then one
 * line per row until a blank line. A value is `\N` (null), a bare number, or a quoted string in
 * which `\\`, `\,`, `\"` and a backslash before a line break stand for themselves. The file may be
 * gzipped. Anything else is refused with the line it was found on.
 */

/** A problem with the file itself, at a line: not this format, malformed or truncated. */
export class PorterFormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = "PorterFormatError";
  }
}

/** What the reader meets, in the file's order. */
export type PorterRecord =
  | { kind: "header"; version: string; source: string | null; meta: Record<string, string>; line: number }
  | { kind: "table"; name: string; columns: string[]; line: number; offset: number }
  | { kind: "row"; values: (string | null)[]; line: number }
  | { kind: "tableEnd"; name: string; rows: number; line: number; declaredRows: number | null }
  | { kind: "comment"; text: string; line: number };

/** Where to start reading: the start of the file, or a table's first row found by an earlier pass. */
export interface PorterStart {
  /** Offset in the (uncompressed) text, in bytes, of a table's header line. */
  offset: number;
  /** The line number at that offset. */
  line: number;
}

const HEADER = /^Vanilla Export: ([^,]*)(?:,\s*Source:\s*([^,]*))?/;
const EXPORTED_TABLE = /^\/\/ Exported Table: (\S+) \((\d+) rows/;

/** True when `file` starts with gzip's magic bytes. */
function isGzip(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    const read = fs.readSync(fd, head, 0, 2, 0);
    return read === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The uncompressed bytes of `file` from `offset` on. A plain file is read from there; a gzipped one
 * is decompressed from its start and the bytes before `offset` dropped (cheap next to parsing them).
 */
async function* bytesFrom(file: string, offset: number): AsyncGenerator<Buffer> {
  if (!isGzip(file)) {
    yield* fs.createReadStream(file, { start: offset, highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>;
    return;
  }
  let skip = offset;
  const gunzip = fs.createReadStream(file, { highWaterMark: 1 << 20 }).pipe(createGunzip());
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      if (skip >= chunk.length) {
        skip -= chunk.length;
        continue;
      }
      yield skip > 0 ? chunk.subarray(skip) : chunk;
      skip = 0;
    }
  } catch (error) {
    // A cut gzip stream ("unexpected end of file") is a truncated export.
    throw new PorterFormatError(
      `the compressed file is damaged or cut short (${(error as Error).message}).`,
      0,
    );
  }
}

/**
 * Lines of the file with their byte offsets, a line being what ends at a line break that is not
 * escaped (a value's own line breaks are written as a backslash and a break).
 */
async function* logicalLines(
  file: string,
  start: PorterStart,
): AsyncGenerator<{ text: string; line: number; offset: number; lines: number }> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let pendingBytes = 0;
  let offset = start.offset;
  let line = start.line;
  for await (const chunk of bytesFrom(file, start.offset)) {
    let text = pending + decoder.write(chunk);
    let from = 0;
    let breaks = 0;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
      // Escaped when an odd number of backslashes stands before it.
      let slashes = 0;
      for (let j = i - 1; j >= from && text.charCodeAt(j) === 92; j--) slashes++;
      breaks++;
      if (slashes % 2 === 1) continue;
      const logical = text.slice(from, i);
      const bytes = Buffer.byteLength(logical) + 1;
      yield { text: logical, line, offset, lines: breaks };
      offset += bytes;
      line += breaks;
      breaks = 0;
      from = i + 1;
    }
    text = text.slice(from);
    pending = text;
    pendingBytes = Buffer.byteLength(pending);
  }
  pending += decoder.end();
  if (pending !== "") {
    pendingBytes = Buffer.byteLength(pending);
    yield { text: pending, line, offset, lines: 0 };
    offset += pendingBytes;
  }
}

/** Splits a row line into its values; throws on anything the writer would not have written. */
export function parseRow(text: string, line: number): (string | null)[] {
  const values: (string | null)[] = [];
  let i = 0;
  const n = text.length;
  for (;;) {
    if (text.charCodeAt(i) === 34) {
      // A quoted string.
      let value = "";
      let from = i + 1;
      let j = from;
      for (;;) {
        if (j >= n)
          throw new PorterFormatError("a quoted value is not closed (the file may be cut short).", line);
        const c = text.charCodeAt(j);
        if (c === 92) {
          if (j + 1 >= n) throw new PorterFormatError("a value ends with a lone backslash.", line);
          value += text.slice(from, j) + text[j + 1];
          j += 2;
          from = j;
        } else if (c === 34) {
          value += text.slice(from, j);
          j++;
          break;
        } else j++;
      }
      values.push(value.replace(/\r\n?/g, "\n"));
      i = j;
    } else {
      let j = text.indexOf(",", i);
      if (j === -1) j = n;
      const raw = text.slice(i, j);
      if (raw === "\\N") values.push(null);
      else if (/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(raw)) values.push(raw);
      else if (raw === "") values.push("");
      else throw new PorterFormatError(`unexpected value ${JSON.stringify(raw.slice(0, 40))}.`, line);
      i = j;
    }
    if (i >= n) return values;
    if (text.charCodeAt(i) !== 44) {
      throw new PorterFormatError(`expected a comma after value ${values.length}.`, line);
    }
    i++;
  }
}

/**
 * Every record of the file from `start` (the whole file by default), in order. With `start`, the
 * reader begins at a table's header line and stops after that table.
 */
export async function* readPorter(file: string, start?: PorterStart): AsyncGenerator<PorterRecord> {
  let table: { name: string; columns: string[]; rows: number } | null = null;
  let sawHeader = start !== undefined;
  let expectColumns: { name: string; line: number; offset: number } | null = null;
  let lastTableEnd: { name: string; rows: number; declared: number | null } | null = null;
  const endTable = function* (line: number): Generator<PorterRecord> {
    if (!table) return;
    lastTableEnd = { name: table.name, rows: table.rows, declared: null };
    yield { kind: "tableEnd", name: table.name, rows: table.rows, line, declaredRows: null };
    table = null;
  };
  let lastLine = start?.line ?? 1;
  let declaredTables = 0;
  for await (const { text, line, offset } of logicalLines(file, start ?? { offset: 0, line: 1 })) {
    lastLine = line;
    const clean = text.endsWith("\r") ? text.slice(0, -1) : text;
    if (!sawHeader) {
      const match = HEADER.exec(clean.replace(/^\uFEFF/, ""));
      if (!match) {
        throw new PorterFormatError(
          'this is not a Vanilla export file (its first line should start with "Vanilla Export:").',
          line,
        );
      }
      sawHeader = true;
      // The header's other ", Key: Value" pairs (the porter writes the source's HashMethod there).
      const meta: Record<string, string> = {};
      for (const part of clean.split(",").slice(1)) {
        const at = part.indexOf(":");
        if (at > 0) meta[part.slice(0, at).trim()] = part.slice(at + 1).trim();
      }
      yield {
        kind: "header",
        version: (match[1] ?? "").trim(),
        source: match[2]?.trim() || null,
        meta,
        line,
      };
      continue;
    }
    if (expectColumns) {
      const columns = clean.split(",").map((column) => column.split(":")[0]!.trim());
      if (columns.some((column) => column === "")) {
        throw new PorterFormatError(`the columns of table ${expectColumns.name} are not readable.`, line);
      }
      table = { name: expectColumns.name, columns, rows: 0 };
      yield {
        kind: "table",
        name: table.name,
        columns,
        line: expectColumns.line,
        offset: expectColumns.offset,
      };
      expectColumns = null;
      continue;
    }
    if (table) {
      if (clean === "") {
        yield* endTable(line);
        if (start) return;
        continue;
      }
      if (clean.startsWith("Table: ") || clean.startsWith("// ")) {
        yield* endTable(line);
        if (start) return;
      } else {
        const values = parseRow(clean, line);
        if (values.length !== table.columns.length) {
          throw new PorterFormatError(
            `table ${table.name} has ${table.columns.length} columns, this row has ${values.length}.`,
            line,
          );
        }
        table.rows++;
        yield { kind: "row", values, line };
        continue;
      }
    }
    if (clean === "") continue;
    if (clean.startsWith("Table: ")) {
      const name = clean.slice(7).trim();
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        throw new PorterFormatError(`bad table name "${name}".`, line);
      expectColumns = { name, line, offset };
      continue;
    }
    if (clean.startsWith("//") || clean.startsWith("--")) {
      const text = clean.replace(/^(\/\/|--)\s?/, "");
      const exported = EXPORTED_TABLE.exec(clean);
      const ended = lastTableEnd as { name: string; rows: number; declared: number | null } | null;
      if (exported && ended && ended.name === exported[1]) {
        const declared = Number(exported[2]);
        if (declared !== ended.rows) {
          throw new PorterFormatError(
            `table ${ended.name} says it has ${declared} rows, the file holds ${ended.rows}.`,
            line,
          );
        }
        ended.declared = declared;
        declaredTables++;
      }
      yield { kind: "comment", text, line };
      continue;
    }
    throw new PorterFormatError(`unexpected line ${JSON.stringify(clean.slice(0, 60))}.`, line);
  }
  if (!sawHeader) throw new PorterFormatError("the file is empty.", 1);
  if (expectColumns) throw new PorterFormatError("the file ends after a Table line (cut short?).", lastLine);
  const cut = table !== null;
  yield* endTable(lastLine);
  // The porter notes each table's row count after it: a last table without its note was cut short.
  const last = lastTableEnd as { declared: number | null } | null;
  if (!start && declaredTables > 0 && (cut || last?.declared === null)) {
    throw new PorterFormatError("the file ends in the middle of a table (cut short?).", lastLine);
  }
}
