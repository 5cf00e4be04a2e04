// Importing a large community: writes a generated export of about 1,000,000 rows in the porter's format
// (members, discussions, comments; bodies in Markdown, BBCode, HTML and text), imports it into a new
// SQLite community with `npm run import` and prints the time of each phase and rows a second; then
// imports it again into another new community, kills the import halfway (SIGKILL, no warning) and
// resumes it, and prints the counts of both, which must match the file's.
//
//   npx tsx bench/import.ts                     (PLAZA_IMPORT_ROWS sets the row count)
//
// It prints; it passes or fails nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { createGzip } from "node:zlib";
import { once } from "node:events";
import SQLite from "better-sqlite3";
import { porterValue } from "../tests/helpers/porter-export";

const TOTAL = Number(process.env.PLAZA_IMPORT_ROWS ?? 1_000_000);
const USERS = Math.round(TOTAL * 0.05);
const DISCUSSIONS = Math.round(TOTAL * 0.15);
const COMMENTS = TOTAL - USERS - DISCUSSIONS;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-import-bench-"));
const file = path.join(work, "export.txt.gz");

const bodies = [
  [
    "**Markdown** with a [link](https://example.com) and `code`, some more words to be a real post.",
    "Markdown",
  ],
  [
    "[b]BBCode[/b] with a [url=https://example.com]link[/url]\nand a second line of ordinary words.",
    "BBCode",
  ],
  [
    '<p>HTML with <em>emphasis</em> and a <a href="https://example.com">link</a>, as an editor wrote it.</p>',
    "Html",
  ],
  ["Plain text, the way old forums stored it.\nTwo lines, no markup at all in here.", "Text"],
] as const;

const date = (i: number) =>
  new Date(Date.UTC(2010, 0, 1) + i * 60_000).toISOString().slice(0, 19).replace("T", " ");

async function writeExport(): Promise<void> {
  const gzip = createGzip({ level: 1 });
  const out = fs.createWriteStream(file);
  gzip.pipe(out);
  let buffer = "";
  const write = async (text: string) => {
    buffer += text;
    if (buffer.length > 1 << 20) {
      if (!gzip.write(buffer)) await once(gzip, "drain");
      buffer = "";
    }
  };
  const row = (values: (string | number | null)[]) => write(`${values.map(porterValue).join(",")}\n`);
  const end = (name: string, rows: number) => write(`\n// Exported Table: ${name} (${rows} rows, 0s)\n`);
  await write("Vanilla Export: 2.5, Source: Generated\n\n");
  await write("Table: Role\nRoleID:int,Name,Description\n");
  await row([8, "Member", "Members"]);
  await row([32, "Moderator", "Moderators"]);
  await end("Role", 2);
  await write("Table: Category\nCategoryID:int,ParentCategoryID:int,Name,UrlCode,Description,Sort\n");
  for (let c = 1; c <= 20; c++) await row([c, c > 10 ? c - 10 : -1, `Category ${c}`, `category-${c}`, "", c]);
  await end("Category", 20);
  await write("Table: User\nUserID:int,Name,Email,Password,HashMethod,DateInserted,DateLastActive\n");
  for (let u = 1; u <= USERS; u++) {
    await row([
      u,
      `member${u}`,
      `member${u}@example.com`,
      "5f4dcc3b5aa765d61d8327deb882cf99",
      "md5",
      date(u),
      date(u + 100),
    ]);
  }
  await end("User", USERS);
  await write("Table: UserRole\nUserID:int,RoleID:int\n");
  for (let u = 1; u <= USERS; u++) await row([u, u % 50 === 0 ? 32 : 8]);
  await end("UserRole", USERS);
  await write(
    "Table: Discussion\nDiscussionID:int,CategoryID:int,InsertUserID:int,Name,Body,Format,DateInserted,CountViews\n",
  );
  for (let d = 1; d <= DISCUSSIONS; d++) {
    const [body, format] = bodies[d % bodies.length]!;
    await row([
      d,
      (d % 20) + 1,
      (d % USERS) + 1,
      `Discussion number ${d}, about something`,
      body,
      format,
      date(d),
      d % 97,
    ]);
  }
  await end("Discussion", DISCUSSIONS);
  await write("Table: Comment\nCommentID:int,DiscussionID:int,InsertUserID:int,Body,Format,DateInserted\n");
  for (let c = 1; c <= COMMENTS; c++) {
    const [body, format] = bodies[(c * 7) % bodies.length]!;
    await row([c, (c % DISCUSSIONS) + 1, ((c * 13) % USERS) + 1, body, format, date(DISCUSSIONS + c)]);
  }
  await end("Comment", COMMENTS);
  await write("// Export Completed: 2026-01-01 00:00:00\n");
  gzip.end(buffer);
  await once(out, "finish");
}

/** Runs `npm run import` on a data folder; answers its seconds and the phases' times it printed. */
function runImport(
  dataDir: string,
  killAtRows?: number,
): Promise<{ seconds: number; killed: boolean; output: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/import.ts", file], {
      env: { ...process.env, PLAZA_DATA_DIR: dataDir, PLAZA_SEED: "none" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let killed = false;
    const watch = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      const match = /(\d[\d,]*)\/[\d,]+, [\d,]+ rows\/s/g;
      let last: RegExpExecArray | null = null;
      for (let m = match.exec(text); m; m = match.exec(text)) last = m;
      if (killAtRows !== undefined && !killed && /Comment/.test(text)) {
        const db = new SQLite(path.join(dataDir, "plaza.db"), { readonly: true });
        const done = db.prepare("select sum(rowsDone) as n from import_tables").get() as { n: number | null };
        db.close();
        if ((done.n ?? 0) >= killAtRows) {
          killed = true;
          child.kill("SIGKILL");
        }
      }
      void last;
    };
    child.stdout.on("data", watch);
    child.stderr.on("data", watch);
    child.on("exit", () => resolve({ seconds: (Date.now() - started) / 1000, killed, output }));
  });
}

function counts(dataDir: string): Record<string, number> {
  const db = new SQLite(path.join(dataDir, "plaza.db"), { readonly: true });
  const out: Record<string, number> = {};
  for (const table of ["users", "discussions", "comments", "categories"]) {
    out[table] = (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  }
  out.sumOfCommentCounts = (
    db.prepare("select sum(countComments) as n from discussions").get() as { n: number }
  ).n;
  out.renderedBodies = (
    db.prepare("select count(*) as n from comments where bodyHtml is not null").get() as { n: number }
  ).n;
  db.close();
  return out;
}

async function main(): Promise<void> {
  let t = Date.now();
  await writeExport();
  const size = fs.statSync(file).size;
  console.log(
    `Export: ${TOTAL.toLocaleString("en")} rows (${USERS} members, ${DISCUSSIONS} discussions, ${COMMENTS} comments), ` +
      `${(size / 1e6).toFixed(1)} MB gzipped, written in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  const whole = path.join(work, "whole");
  t = Date.now();
  const first = await runImport(whole);
  const phases = first.output.split(/\r|\n/).filter((line) => /^(Import done|Seconds by phase)/.test(line));
  console.log(
    `Import into a new SQLite community: ${first.seconds.toFixed(1)} s, ${Math.round(TOTAL / first.seconds).toLocaleString("en")} rows/s overall`,
  );
  console.log(phases.join("\n"));
  console.log("Counts:", counts(whole));

  const halves = path.join(work, "halves");
  const killed = await runImport(halves, Math.round(TOTAL / 2));
  console.log(
    `Killed halfway: ${killed.killed ? "yes" : "no (it finished first)"} after ${killed.seconds.toFixed(1)} s; rows so far:`,
    counts(halves),
  );
  const resumed = await runImport(halves);
  console.log(`Resumed and finished in ${resumed.seconds.toFixed(1)} s. Counts:`, counts(halves));
  void t;
  fs.rmSync(work, { recursive: true, force: true });
}

await main();
