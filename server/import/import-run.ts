import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { readPorter } from "./porter-reader";
import { emptyIDSets, fileKeyOf, rowReaderFor, scanExport } from "./import-scan";
import { tableMappers, tablesReadElsewhere, type ImportContext } from "./import-rows";
import { uploadsBaseOf } from "./import-rows-media";
import { readSourcePermissions } from "./import-roles";
import {
  phaseTimer,
  startReport,
  type ImportProgress,
  type ImportReport,
  type TableReport,
} from "./import-report";
import {
  assertEmpty,
  dryRoleIDs,
  endRun,
  findRun,
  ImportRefused,
  loadImportedIDs,
  prepareRun,
  readCheckpoints,
} from "./import-checkpoints";
import { IMPORT_BATCH_ROWS, importBatch, type Batch } from "./import-batch";
import { finishImport } from "./import-finish";

export type { ImportProgress, ImportReport, TableReport } from "./import-report";
export { ImportRefused } from "./import-checkpoints";
export { IMPORT_BATCH_ROWS } from "./import-batch";
export { NO_UPLOADS_URL, uploadsBaseOf } from "./import-rows-media";

interface ImportOptions {
  dryRun?: boolean;
  onProgress?(progress: ImportProgress): void;
  /** Stops after this many rows of the tables (tests: a kill halfway). */
  stopAfterRows?: number;
  /** Where the source's uploads are served now: the relative paths of its Media table are joined to it. */
  uploadsUrl?: string;
}

/**
 * Imports an export file of Vanilla's porter (plain or gzipped) into an empty community: reads it
 * once to check it and learn its IDs, then table by table in dependency order, in batches that commit
 * with their checkpoint, so a killed import resumes where it stopped with nothing doubled; at the end
 * recounts, renders the bodies through the worker pool (over-limit ones as text, in the report) and
 * indexes them for search. A dry run reads and checks everything and writes nothing.
 */
export async function importExport(
  db: Kysely<Database>,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = Date.now();
  const fileKey = fileKeyOf(file);
  const dryRun = options.dryRun === true;
  const run = await findRun(db, fileKey);
  if (run?.status === "done") {
    throw new ImportRefused("This file has been imported into this community already.");
  }
  if (!run && !dryRun) await assertEmpty(db);
  const givenUploadsUrl = options.uploadsUrl === undefined ? null : uploadsBaseOf(options.uploadsUrl);
  if (options.uploadsUrl !== undefined && !givenUploadsUrl) {
    throw new ImportRefused(`The uploads address must be an absolute http(s) address: ${options.uploadsUrl}`);
  }

  const phases: Record<string, number> = {};
  const endPhase = phaseTimer(phases);
  const scan = await scanExport(file, (rows) => options.onProgress?.({ phase: "scan", rows }));
  endPhase("check");
  const known = new Set([...tableMappers.map(([name]) => name), ...tablesReadElsewhere]);
  const { report, onTextBody, close } = startReport(scan, {
    dryRun,
    resumed: run !== undefined,
    known,
    started,
    phases,
  });

  const permissions = await readSourcePermissions(file, scan);
  const { roleIDs, uploadsUrl } = dryRun
    ? { roleIDs: dryRoleIDs(scan), uploadsUrl: givenUploadsUrl }
    : await prepareRun(db, fileKey, scan, run, permissions, givenUploadsUrl);
  const ctx: ImportContext = {
    scan,
    roleIDs,
    reactionIDs: await reactionIDsOf(db),
    imported: emptyIDSets(),
    postAuthors: scan.mediaWithoutUploader > 0 ? { discussions: new Map(), comments: new Map() } : null,
    uploadsUrl,
    onTextBody,
  };
  // A resumed import knows what the earlier run imported from the rows themselves.
  if (run) await loadImportedIDs(db, ctx);

  const checkpoints = dryRun ? new Map<string, TableReport>() : await readCheckpoints(db, fileKey);
  for (const [name, entry] of checkpoints) report.tables[name] = entry;
  const rowsTotal = [...scan.tables.values()].reduce((sum, t) => (known.has(t.name) ? sum + t.rows : sum), 0);
  let rowsDone = [...checkpoints.values()].reduce((sum, entry) => sum + entry.read, 0);
  let budget = options.stopAfterRows ?? Infinity;

  for (const [name, mapper] of tableMappers) {
    const table = scan.tables.get(name);
    if (!table) continue;
    const entry = (report.tables[name] ??= { read: 0, imported: 0, skipped: {} });
    let skipRows = checkpoints.get(name)?.read ?? 0;
    if (skipRows >= table.rows) continue;
    const reader = rowReaderFor(table.columns);
    const target = { db, fileKey, table: name, dryRun };
    let batch: Batch = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await importBatch(target, batch, mapper, ctx, entry);
      rowsDone += batch.length;
      budget -= batch.length;
      batch = [];
      options.onProgress?.({
        phase: "table",
        table: name,
        done: entry.read,
        total: table.rows,
        rowsDone,
        rowsTotal,
      });
    };
    for await (const record of readPorter(file, table.start)) {
      if (record.kind !== "row") continue;
      if (skipRows > 0) {
        skipRows--;
        continue;
      }
      batch.push({ row: reader(record.values), line: record.line });
      if (batch.length >= Math.min(IMPORT_BATCH_ROWS, budget)) {
        await flush();
        if (budget <= 0) return close(true);
      }
    }
    await flush();
  }

  endPhase("rows");
  if (!dryRun) {
    let step = "";
    await finishImport(
      db,
      (next) => {
        if (step) endPhase(step);
        step = next;
        options.onProgress?.({ phase: "finish", step: next });
      },
      onTextBody,
    );
    endPhase(step);
    await endRun(db, fileKey);
  }
  return close();
}

async function reactionIDsOf(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("reaction_types").select(["tagID", "urlcode", "name"]).execute();
  const byCode = new Map<string, number>();
  for (const row of rows) {
    byCode.set(row.urlcode.toLowerCase(), row.tagID);
    byCode.set(row.name.toLowerCase(), row.tagID);
  }
  return byCode;
}
