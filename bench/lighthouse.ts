// Lighthouse's mobile performance score of a guest's `/`, `/discussions` and a post page, against
// the built server (tests/helpers/start-server.ts, on the demo community): three runs per page, the
// median score and the median First Contentful Paint, Largest Contentful Paint, Total Blocking Time
// and Cumulative Layout Shift. Exits with 1 when a page's median score is under 98.
//
// It builds nothing: run `npm run build` first, then `npx tsx bench/lighthouse.ts`. Lighthouse
// 12.2.3 is not a dependency: it runs through `npx -y lighthouse@12.2.3`, which needs the npm
// registry the first time (so this is not part of `npm run bench`). It drives Debian's Chromium
// (tests/helpers/chromium.ts). Scores move with the machine's load: measure on a quiet one.
// PLAZA_DIST_DIR measures a build in another folder than dist; LIGHTHOUSE_RUNS changes the number of
// runs (3).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_PATH } from "../tests/helpers/chromium";
import { startBuiltServer } from "../tests/helpers/start-server";

const run = promisify(execFile);
const LIGHTHOUSE = "lighthouse@12.2.3";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The lowest median mobile performance score a page may have. */
const MIN_SCORE = 98;

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run (its mobile defaults: a Moto G Power, slow 4G, 4× CPU slowdown). */
async function lighthouse(url: string): Promise<Figures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "plaza-lighthouse-")), "report.json");
  try {
    await run(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        url,
        "--only-categories=performance",
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        // One argument (no shell here): Lighthouse splits it into Chromium's flags.
        "--chrome-flags=--headless=new --no-sandbox",
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseReport;
    const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    };
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const ms = (n: number) => `${Math.round(n)} ms`;

const server = await startBuiltServer();
try {
  // A seeded discussion, as the list gives it to a guest.
  const listed = await fetch(`${server.baseURL}/api/v2/discussions?limit=1`);
  const [discussion] = (await listed.json()) as { url: string }[];
  if (!discussion) throw new Error("no discussion to open: the server started without the demo seed");
  const pages = [
    ["home", `${server.baseURL}/`],
    ["discussions", `${server.baseURL}/discussions`],
    ["post", `${server.baseURL}${discussion.url}`],
  ] as const;

  console.log(`Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile, ${RUNS} runs per page (median)`);
  console.log(
    `  ${"page".padEnd(12)} ${"score".padStart(6)} ${"FCP".padStart(9)} ${"LCP".padStart(9)} ${"TBT".padStart(9)} ${"CLS".padStart(7)}   runs`,
  );
  let failed = false;
  for (const [label, url] of pages) {
    const runs: Figures[] = [];
    // One at a time: runs side by side would slow each other down.
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url));
    const of = (key: keyof Figures) => median(runs.map((r) => r[key]));
    const score = of("score");
    if (score < MIN_SCORE) failed = true;
    console.log(
      `  ${label.padEnd(12)} ${String(score).padStart(6)} ${ms(of("fcp")).padStart(9)} ${ms(of("lcp")).padStart(9)} ${ms(of("tbt")).padStart(9)} ${of("cls").toFixed(3).padStart(7)}   ${runs.map((r) => r.score).join(", ")}${score < MIN_SCORE ? `  UNDER ${MIN_SCORE}` : ""}`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await server.stop();
}
