import os from "node:os";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import wyw from "@wyw-in-js/vite";
import { widgetValidatorsPlugin } from "./build/widget-validators-plugin.ts";
import { formValidatorsPlugin } from "./build/form-validators-plugin.ts";
import { precompressPlugin } from "./build/precompress-plugin.ts";
import { fontPreloadPlugin } from "./build/font-preload-plugin.ts";
import { entryPriorityPlugin } from "./build/entry-priority-plugin.ts";
import { firstLoadGroups, moduleSideEffects, widgetManifestPlugin } from "./build/first-load-chunks.ts";
import { stripMsgPlugin } from "./build/strip-msg-plugin.ts";
import { fragmentDeclarationsPlugin } from "./build/fragment-declarations-plugin.ts";

/** The DOM (jsdom) tests. */
const UNIT_TESTS = [
  "tests/widgets/**/*.test.{ts,tsx}",
  "runtime/**/*.test.{ts,tsx}",
  "src/**/*.test.{ts,tsx}",
  "widgets/**/*.test.{ts,tsx}",
  "schemas/**/*.test.ts",
  "fragments/**/*.test.{ts,tsx}",
  "tests/permissions/**/*.client.test.tsx",
];
/**
 * DOM tests run in a window of their own. The fragment loader's timeout test drives React under
 * fake timers, and after other files in the same window its fallback did not render in about half
 * of the runs.
 */
const ISOLATED_UNIT_TESTS = ["runtime/fragments/FragmentOverride.test.tsx"];

/** Placeholder the server swaps for a fresh nonce on every HTML response. */
export const NONCE_PLACEHOLDER = "__PLAZA_NONCE__";

export default defineConfig({
  plugins: [
    // msg("…") marks interface strings for the catalogs; the bundles get the bare string.
    stripMsgPlugin(),
    widgetValidatorsPlugin(),
    formValidatorsPlugin(),
    fragmentDeclarationsPlugin(),
    react(),
    wyw({
      include: ["**/*.{ts,tsx}"],
      exclude: ["**/node_modules/**", "server/**"],
      babelOptions: { presets: ["@babel/preset-typescript"] },
    }),
    // Writes .br and .gz beside each built asset; the server sends them as they are.
    precompressPlugin(),
    fontPreloadPlugin(),
    entryPriorityPlugin(),
    widgetManifestPlugin(),
  ],
  html: { cspNonce: NONCE_PLACEHOLDER },
  // Web Workers (the fragment editor's type checker) are bundled apart, with the plugins they need.
  worker: { format: "es", plugins: () => [fragmentDeclarationsPlugin()] },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // Which chunks and styles each widget needs: the server links them in a rendered page's head.
    manifest: true,
    sourcemap: false,
    // The entry's static imports travel as one chunk, each widget as one (build/first-load-chunks.ts).
    rolldownOptions: {
      // No report of the time plugins take: most of a build is JavaScript plugins (styles, validators,
      // precompression) by design, so every build would print it.
      checks: { bundlerTimings: false },
      treeshake: { moduleSideEffects },
      output: { codeSplitting: { groups: firstLoadGroups() } },
    },
  },
  test: {
    css: true,
    // The whole suite shares two processors with its own servers and databases: a test that takes
    // 3 s alone may take three times as long there. Bounded still, so a hang fails.
    testTimeout: 15_000,
    hookTimeout: 60_000,
    // expect.poll's default is 1 s; the same reasoning as the timeouts above.
    expect: { poll: { timeout: 5_000 } },
    // Vitest's default is one worker fewer than the processors: one on a two-processor machine,
    // which leaves the second idle while a file waits on its database. Two there halve the run.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // On a PostgreSQL run (PLAZA_TEST_DATABASE_URL), the templates test databases are copied from.
    globalSetup: ["tests/helpers/postgres-templates.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          // A worker's files share one window and the installed packages, each file starting on a
          // fresh page with fresh app modules (tests/helpers/setup-dom.ts): building a window and
          // importing React and the app again for every file cost most of the project's run
          // (docs/decisions/ci-stages.md).
          isolate: false,
          setupFiles: ["tests/helpers/setup-dom.ts"],
          include: UNIT_TESTS,
          exclude: ISOLATED_UNIT_TESTS,
        },
      },
      {
        extends: true,
        test: {
          // The files that need a window and packages of their own (docs/decisions/ci-stages.md).
          name: "unit-isolated",
          environment: "jsdom",
          setupFiles: ["tests/helpers/setup-dom.ts"],
          include: ISOLATED_UNIT_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          // Server tests build their own app and database and keep no state between files, so a
          // worker runs its files in one module graph instead of importing the server afresh for
          // each: the project's run on two processors takes ~85 s instead of ~325 s
          // (docs/decisions/ci-stages.md). A file that leaks state into the next is a defect.
          isolate: false,
          include: [
            "server/**/*.test.ts",
            "tests/api/**/*.test.ts",
            "tests/i18n/**/*.test.ts",
            "tests/permissions/**/*.server.test.ts",
          ],
          exclude: ["**/*.load.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Node tests that never open a database (the lint rules, the fragment toolkit): unlike
          // "server", they do not run a second time on PostgreSQL.
          name: "tools",
          environment: "node",
          isolate: false,
          include: ["tests/lint/**/*.test.ts", "tests/fragments/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Tests that load the server and measure how it answers meanwhile (event-loop delay,
          // latency) run after every other file, one file at a time, so no other test competes
          // with them for the processor.
          name: "load",
          environment: "node",
          isolate: false,
          include: ["server/**/*.load.test.ts", "tests/fuzz/**/*.test.ts"],
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
        },
      },
    ],
  },
});
