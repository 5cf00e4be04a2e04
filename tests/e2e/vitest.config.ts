import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The line that marks a flow depending on several servers or on the database's dialect. Every flow
 * runs on one server on SQLite; with PLAZA_E2E_DATABASE_URL (two servers on one PostgreSQL database,
 * tests/e2e/global-setup.ts) only the marked ones run again.
 */
const TWO_SERVER_MARK = "// e2e: also on two PostgreSQL servers";

function markedFlows(): string[] {
  const folder = "tests/e2e";
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".e2e.test.ts"))
    .filter((name) => fs.readFileSync(path.join(folder, name), "utf8").startsWith(TWO_SERVER_MARK))
    .map((name) => `${folder}/${name}`);
}

/** End-to-end tests: one built server on a throwaway SQLite file, one Chromium, shared by every file. */
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: process.env.PLAZA_E2E_DATABASE_URL ? markedFlows() : ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits 1 s by default: too short for a page waiting on two servers and a database
    // that share two processors with Chromium. A passing poll returns as soon as its value matches.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
  },
});
