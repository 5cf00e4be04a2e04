// npm test: typecheck, lint, unit and API tests on SQLite, the database-touching ones again on PostgreSQL, then end-to-end
// tests in real Chromium against one server on SQLite (in two shards side by side, each with its own
// server and browser) and against two servers on one PostgreSQL
// database, ending with one plain line "N passed, N failed". PostgreSQL comes from Debian's packages
// (installed when missing and we are root) and runs as a throwaway cluster on a free local port.
// Options: --only e2e, --with-format (adds prettier --check), --sqlite-only (skips the PostgreSQL runs).
import { spawn, spawnSync } from "node:child_process";
import { Buffer } from "node:buffer";
import fs from "node:fs";
import { startPostgresCluster } from "./postgres-cluster.mjs";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
const withFormat = args.includes("--with-format");
const sqliteOnly = args.includes("--sqlite-only");
const CHROMIUM = "/usr/bin/chromium";
fs.mkdirSync("test-results", { recursive: true });

let passed = 0;
let failed = 0;
const timings = [];
/** What failed, named, repeated at the end so the last lines of a long run say it. */
const failures = [];

function run(command, commandArgs, extraEnv = {}) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  return result.status ?? 1;
}
function stage(name, fn) {
  const start = Date.now();
  console.log(`\n=== ${name} ===`);
  fn();
  timings.push(`${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
}
/** A check that counts as one test. */
function check(name, command, commandArgs) {
  stage(name, () => {
    if (run(command, commandArgs) === 0) passed += 1;
    else {
      failed += 1;
      failures.push(name);
      console.log(`${name} failed`);
    }
  });
}
/**
 * Checks that count as one test each, run side by side (each is one process that mostly waits on
 * one processor); each one's output is printed whole when it ends, so outputs never interleave.
 */
async function checksSideBySide(checks) {
  const start = Date.now();
  console.log(`\n=== ${checks.map((one) => one.name).join(" and ")} ===`);
  await Promise.all(
    checks.map(
      ({ name, command, commandArgs }) =>
        new Promise((resolve) => {
          const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (status) => {
            process.stdout.write(Buffer.concat(output));
            const seconds = ((Date.now() - start) / 1000).toFixed(1);
            timings.push(`${name}: ${seconds} s`);
            if (status === 0) {
              passed += 1;
              console.log(`${name} passed in ${seconds} s`);
            } else {
              failed += 1;
              failures.push(name);
              console.log(`${name} failed`);
            }
            resolve();
          });
        }),
    ),
  );
}

/** The first line of a failure, to name what went wrong where the run's last lines are read. */
const firstLine = (text) =>
  (text ?? "")
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim()
    .slice(0, 300) ?? "";

/** Runs Vitest with a JSON report; null when no report was written. */
function vitestReport(configArgs, report, env) {
  fs.rmSync(report, { force: true });
  const status = run(process.execPath, vitestArgs(configArgs, report), env);
  return { status, json: readReport(report) };
}

/** Vitest's command line for a run with a JSON report. */
function vitestArgs(configArgs, report) {
  return [
    "node_modules/vitest/vitest.mjs",
    "run",
    ...configArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
}

/** A run's JSON report; null when none was written. */
function readReport(report) {
  return fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, "utf8")) : null;
}

/** The failed tests of a report, and the files that failed without a failed test (they did not load). */
function failuresOf(json) {
  const tests = [];
  const files = [];
  for (const file of json.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, "");
    for (const test of file.assertionResults)
      if (test.status === "failed")
        tests.push({ where, name: test.fullName, why: firstLine(test.failureMessages[0]) });
    if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"))
      files.push({ where, why: firstLine(file.message) });
  }
  return { tests, files };
}

/**
 * A Vitest run counted test by test from its JSON report; a run that could not start counts as failed.
 * A failed test fails the run: nothing is run again (a test that fails once under load is a bug in
 * the test or the code, fixed at its cause).
 */
function vitest(name, configArgs, report, env = {}) {
  stage(name, () => {
    const { status, json } = vitestReport(configArgs, report, env);
    countRun(name, status, json);
  });
}

/** Counts one Vitest run's tests from its JSON report; a run that could not start counts as failed. */
function countRun(name, status, json) {
  if (!json || json.numTotalTests === 0) {
    failures.push(`${name}: no tests ran`);
    failed += 1;
    console.log(`${name}: no tests ran (exit ${status})`);
    return;
  }
  const found = failuresOf(json);
  passed += json.numPassedTests;
  for (const test of found.tests) failures.push(`${name}: ${test.where} > ${test.name}\n    ${test.why}`);
  if (status !== 0 && found.tests.length === 0 && found.files.length === 0) {
    failures.push(`${name}: exited with ${status} though no test failed (an unhandled error, above)`);
    failed += 1;
  }
  for (const file of found.files) failures.push(`${name}: ${file.where} did not run: ${file.why}`);
  failed += json.numFailedTests;
  if (json.numFailedTests === 0 && found.files.length > 0) failed += 1; // a suite failed to load
}

/** Runs Vitest with a JSON report in a child process, its output kept and printed whole when it ends. */
function vitestReportAsync(configArgs, report, env) {
  fs.rmSync(report, { force: true });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, vitestArgs(configArgs, report), {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      process.stdout.write(Buffer.concat(output));
      resolve({ status: status ?? 1, json: readReport(report) });
    });
  });
}

/**
 * A Vitest run split into `count` shards run side by side, each its own process (for the end-to-end
 * files: each shard starts its own server and Chromium, so the shards share nothing but the
 * processors), counted test by test as {@link vitest} counts one run.
 */
async function vitestSharded(name, configArgs, reportBase, env = {}, count = 2) {
  const start = Date.now();
  console.log(`\n=== ${name} (${count} shards side by side) ===`);
  const runs = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      vitestReportAsync(
        [...configArgs, `--shard=${index + 1}/${count}`],
        `${reportBase}-${index + 1}.json`,
        env,
      ),
    ),
  );
  runs.forEach(({ status, json }, index) => countRun(`${name}, shard ${index + 1}/${count}`, status, json));
  timings.push(`${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    return false;
  }
  console.log("Installing Chromium from Debian's packages…");
  run("apt-get", ["update"]);
  run("apt-get", ["install", "-y", "chromium"], { DEBIAN_FRONTEND: "noninteractive" });
  return fs.existsSync(CHROMIUM);
}

stage("native modules", () => {
  const ok = run(process.execPath, ["-e", "new (require('better-sqlite3'))(':memory:').close()"]) === 0;
  if (!ok) {
    console.error(
      "better-sqlite3's native build is missing: run `npm rebuild better-sqlite3` (needs python3, make, g++).",
    );
    process.exit(1);
  }
});

/** The throwaway PostgreSQL cluster of this run, started on first use; null when it cannot start. */
let cluster;
async function postgres() {
  if (cluster === undefined) {
    try {
      cluster = await startPostgresCluster();
      process.on("exit", () => cluster?.stop());
      console.log(`PostgreSQL cluster for this run: ${cluster.url}`);
    } catch (error) {
      console.error(String(error instanceof Error ? error.message : error));
      cluster = null;
    }
  }
  return cluster;
}
/** A stage that needs PostgreSQL; without it the stage counts as one failure. */
async function onPostgres(name, fn) {
  const pg = await postgres();
  if (pg) fn(pg.url);
  else {
    failed += 1;
    console.log(`${name}: PostgreSQL could not start, counted as failed`);
  }
}

if (!only) {
  await checksSideBySide([
    {
      name: "typecheck",
      command: process.execPath,
      commandArgs: ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "tsconfig.json"],
    },
    {
      name: "lint",
      command: process.execPath,
      commandArgs: ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", "."],
    },
  ]);
  if (withFormat)
    check("format", process.execPath, ["node_modules/prettier/bin/prettier.cjs", "--check", "."]);
  vitest("unit and API tests (SQLite)", [], "test-results/unit.json");
  if (!sqliteOnly) {
    // Only the projects that touch a database run again: the DOM tests (projects "unit" and "unit-isolated") never do.
    await onPostgres("server, API, load and fuzz tests (PostgreSQL)", (url) =>
      vitest(
        "server, API, load and fuzz tests (PostgreSQL)",
        ["--project", "server", "--project", "load"],
        "test-results/unit-postgres.json",
        { PLAZA_TEST_DATABASE_URL: url },
      ),
    );
  }
}

if (!only || only === "e2e") {
  let ready = true;
  stage("build", () => {
    const ok =
      run(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]) === 0 &&
      run(process.execPath, ["scripts/build-ssr.mjs"]) === 0 &&
      run(process.execPath, ["scripts/build-server.mjs"]) === 0;
    if (!ok) {
      failed += 1;
      failures.push("build");
      ready = false;
    }
  });
  stage("chromium", () => {
    if (!ensureChromium()) {
      failed += 1;
      failures.push("chromium");
      ready = false;
    }
  });
  if (ready) {
    // Two shards, each with its own server and Chromium: one flow mostly waits on the browser or the
    // server, so two at once keep both processors busy.
    await vitestSharded(
      "end-to-end tests (Chromium, one server on SQLite)",
      ["--config", "tests/e2e/vitest.config.ts"],
      "test-results/e2e",
    );
    if (!sqliteOnly) {
      await onPostgres("end-to-end tests (two servers on PostgreSQL)", (url) =>
        vitest(
          "end-to-end tests (Chromium, two servers on one PostgreSQL database)",
          ["--config", "tests/e2e/vitest.config.ts"],
          "test-results/e2e-postgres.json",
          { PLAZA_E2E_DATABASE_URL: url },
        ),
      );
    }
  } else console.log("end-to-end tests skipped: counted as failed");
}

cluster?.stop();
console.log(`\nTimings: ${timings.join("; ")}`);
if (failures.length > 0) console.log(`Failed:\n${failures.map((failure) => `- ${failure}`).join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
