// Imports a community from the export file Vanilla's porter writes (from phpBB, vBulletin, XenForo,
// SMF, MyBB, Discourse, Vanilla and others), plain or gzipped:
//
//   npm run import -- export.txt.gz              into ./data (or $PLAZA_DATA_DIR), or DATABASE_URL
//   npm run import -- export.txt.gz --dry-run    checks the whole file and prints the report; writes nothing
//   npm run import -- export.txt.gz --uploads-url https://files.example.com/uploads/
//                                                attachments' relative paths are joined to this address
//
// The community must be new (start nothing on the data folder or database first), or the one this
// same file was being imported into: an import stopped halfway resumes where it stopped.
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../server/db/database";
import os from "node:os";
import { closeRenderPool, renderPoolSettings } from "../server/services/body/render-pool";
import {
  importExport,
  ImportRefused,
  NO_UPLOADS_URL,
  uploadsBaseOf,
  type ImportProgress,
  type ImportReport,
} from "../server/import/import-run";
import { PorterFormatError } from "../server/import/porter-reader";

/** "1 member", "2 members". */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run import -- <export file> [--dry-run] [--uploads-url <address>]`);
  process.exit(2);
}

/** The command line: the file, --dry-run, and --uploads-url <address> (or --uploads-url=<address>). */
function parseArgs(args: readonly string[]): { file?: string; dryRun: boolean; uploadsUrl?: string } {
  const parsed: { file?: string; dryRun: boolean; uploadsUrl?: string } = { dryRun: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--dry-run") parsed.dryRun = true;
    else if (arg === "--uploads-url")
      parsed.uploadsUrl = args[++i] ?? usage("--uploads-url needs an address.");
    else if (arg.startsWith("--uploads-url=")) parsed.uploadsUrl = arg.slice("--uploads-url=".length);
    else if (arg.startsWith("--")) usage(`Unknown option ${arg}.`);
    else if (parsed.file === undefined) parsed.file = arg;
    else usage("Name one export file.");
  }
  if (parsed.uploadsUrl !== undefined && !uploadsBaseOf(parsed.uploadsUrl))
    usage(`--uploads-url must be an absolute http(s) address, such as https://files.example.com/uploads/.`);
  return parsed;
}

const { file, dryRun, uploadsUrl } = parseArgs(process.argv.slice(2));

/** A progress line: a bar, rows per table, rows a second and the time left. */
function progressPrinter(): (progress: ImportProgress) => void {
  const tty = process.stderr.isTTY === true;
  const started = Date.now();
  let lastPrinted = 0;
  return (progress) => {
    const now = Date.now();
    let line: string;
    if (progress.phase === "scan")
      line = `Checking the file: ${progress.rows.toLocaleString("en")} rows read`;
    else if (progress.phase === "finish") line = `Finishing: ${progress.step}`;
    else {
      const share = progress.rowsTotal ? progress.rowsDone / progress.rowsTotal : 1;
      const width = 24;
      const bar = "#".repeat(Math.round(share * width)).padEnd(width, ".");
      const seconds = (now - started) / 1000;
      const rate = seconds > 0 ? progress.rowsDone / seconds : 0;
      const left = rate > 0 ? Math.round((progress.rowsTotal - progress.rowsDone) / rate) : 0;
      line =
        `[${bar}] ${Math.round(share * 100)}% ${progress.table} ${progress.done.toLocaleString("en")}/` +
        `${progress.total.toLocaleString("en")}, ${Math.round(rate).toLocaleString("en")} rows/s, about ${left} s left`;
    }
    if (tty) process.stderr.write(`\r\x1b[2K${line}`);
    else if (now - lastPrinted >= 5000 || progress.phase === "finish") {
      lastPrinted = now;
      process.stderr.write(`${line}\n`);
    }
  };
}

function printReport(report: ImportReport): void {
  if (process.stderr.isTTY) process.stderr.write("\n");
  const what = report.dryRun
    ? "Dry run (nothing written)"
    : report.resumed
      ? "Import resumed and done"
      : "Import done";
  console.log(
    `${what}: ${report.source ?? "unknown source"}, export format ${report.version}, ${report.seconds} s`,
  );
  const rows = Object.entries(report.tables).map(([table, t]) => ({
    table,
    read: t.read,
    imported: t.imported,
    skipped: Object.entries(t.skipped)
      .map(([reason, n]) => `${n} ${reason}`)
      .join("; "),
  }));
  console.table(rows);
  console.log(
    `Seconds by phase: ${Object.entries(report.phases)
      .map(([phase, s]) => `${phase} ${s}`)
      .join(", ")}`,
  );
  const ignored = Object.entries(report.ignoredTables);
  if (ignored.length)
    console.log(`Not imported (no place in Plaza): ${ignored.map(([t, n]) => `${t} (${n})`).join(", ")}`);
  if (report.renamedUsers)
    console.log(`${counted(report.renamedUsers, "member")} renamed: their name was empty or taken.`);
  if (report.usersWithoutEmail) {
    console.log(
      `${counted(report.usersWithoutEmail, "member")} had no usable email (missing, malformed or shared): they got a placeholder.`,
    );
  }
  const withoutAddress = report.tables.Media?.skipped[NO_UPLOADS_URL];
  if (withoutAddress) {
    console.log(
      `${counted(withoutAddress, "attachment")} ${withoutAddress === 1 ? "has" : "have"} a relative path: copy the old forum's uploads folder where it can be served and give its address with --uploads-url to keep them.`,
    );
  }
  if (report.bodiesAsText.length) {
    console.log(`Bodies shown as escaped text:`);
    for (const body of report.bodiesAsText.slice(0, 50))
      console.log(`  ${body.table} ${body.id}: ${body.reason}`);
    if (report.bodiesAsText.length > 50)
      console.log(`  … ${report.bodiesAsText.length - 50} more in the JSON report`);
  }
  const json = process.env.PLAZA_IMPORT_REPORT;
  if (json) fs.writeFileSync(json, JSON.stringify(report, null, 2));
}

async function main(): Promise<void> {
  if (!file) usage("Name the export file to import.");
  if (!fs.existsSync(file)) usage(`No file at ${file}.`);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.PLAZA_DATA_DIR ?? "data");
  // No server answers requests meanwhile: the bodies may render on every core.
  renderPoolSettings.threads = Math.max(1, os.availableParallelism());
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    const report = await importExport(handle.db, file, {
      dryRun,
      uploadsUrl,
      onProgress: progressPrinter(),
    });
    printReport(report);
    if (!dryRun)
      console.log(
        `Start the forum on it with: ${databaseUrl ? "DATABASE_URL=… " : process.env.PLAZA_DATA_DIR ? `PLAZA_DATA_DIR=${process.env.PLAZA_DATA_DIR} ` : ""}npm start`,
      );
  } finally {
    await closeRenderPool();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (process.stderr.isTTY) process.stderr.write("\n");
  if (error instanceof PorterFormatError)
    console.error(`The file cannot be imported. ${error.message} Nothing was written.`);
  else if (error instanceof ImportRefused) console.error(error.message);
  else console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
