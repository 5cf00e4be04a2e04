import type { ExportScan } from "./import-scan";

/** What an import tells while it runs. */
export type ImportProgress =
  | { phase: "scan"; rows: number }
  | { phase: "table"; table: string; done: number; total: number; rowsDone: number; rowsTotal: number }
  | { phase: "finish"; step: string };

/** Per source table: rows read and imported, and the skipped ones by reason. */
export interface TableReport {
  read: number;
  imported: number;
  skipped: Record<string, number>;
}

/** The closing report of an import (or of a dry run: what it would do). */
export interface ImportReport {
  source: string | null;
  version: string;
  dryRun: boolean;
  resumed: boolean;
  tables: Record<string, TableReport>;
  /** Tables of the file Plaza has no place for, with their row counts. */
  ignoredTables: Record<string, number>;
  /** Bodies shown as escaped text (over the limits, refused by the renderer, or in a format Plaza lacks). */
  bodiesAsText: { table: string; id: number; reason: string }[];
  renamedUsers: number;
  usersWithoutEmail: number;
  seconds: number;
  /** Seconds of each phase: the check of the file, the rows, then each finishing step. */
  phases: Record<string, number>;
}

const LISTED_TEXT_BODIES = 1000;

/** Adds counts by reason into a table's skipped ones. */
export function addSkipped(into: Record<string, number>, counts: Record<string, number>): void {
  for (const [reason, n] of Object.entries(counts)) into[reason] = (into[reason] ?? 0) + n;
}

/** The sum of counts by reason. */
export const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * The report of an import as it starts: tables of the file no mapper knows are listed as ignored.
 * Answers it with the recorder of bodies shown as text (the first thousand are listed) and `close`,
 * which sets the seconds and, unless the run stopped halfway, notes how many bodies the list left out.
 */
export function startReport(
  scan: ExportScan,
  options: {
    dryRun: boolean;
    resumed: boolean;
    known: ReadonlySet<string>;
    started: number;
    phases: Record<string, number>;
  },
) {
  const report: ImportReport = {
    source: scan.source,
    version: scan.version,
    dryRun: options.dryRun,
    resumed: options.resumed,
    tables: {},
    ignoredTables: {},
    bodiesAsText: [],
    renamedUsers: scan.renamedUsers.size,
    usersWithoutEmail: scan.usersWithoutEmail.size,
    seconds: 0,
    phases: options.phases,
  };
  for (const table of scan.tables.values()) {
    if (!options.known.has(table.name)) report.ignoredTables[table.name] = table.rows;
  }
  let textBodies = 0;
  const onTextBody = (table: string, id: number, reason: string) => {
    textBodies++;
    if (report.bodiesAsText.length < LISTED_TEXT_BODIES) report.bodiesAsText.push({ table, id, reason });
  };
  const close = (stopped = false): ImportReport => {
    report.seconds = Math.round((Date.now() - options.started) / 100) / 10;
    const left = textBodies - report.bodiesAsText.length;
    if (!stopped && left > 0) report.bodiesAsText.push({ table: "", id: 0, reason: `and ${left} more` });
    return report;
  };
  return { report, onTextBody, close };
}

/** A timer of the import's phases, into the report's `phases` (seconds, one decimal). */
export function phaseTimer(phases: Record<string, number>): (name: string) => void {
  let phaseStart = Date.now();
  return (name) => {
    const now = Date.now();
    phases[name] = Math.round((now - phaseStart) / 100) / 10;
    phaseStart = now;
  };
}
