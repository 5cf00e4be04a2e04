import { defineConfig } from "vitest/config";

/** End-to-end tests: one built server on a throwaway SQLite file, one Chromium, shared by every file. */
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits 1 s by default: too short for a page waiting on two servers and a database
    // that share two processors with Chromium. A passing poll returns as soon as its value matches.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
  },
});
