import { defineConfig, mergeConfig } from "vitest/config";
import base from "../vite.config";

/** Benchmarks that print numbers; never part of npm test. */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      projects: undefined,
      name: "bench",
      environment: "jsdom",
      include: ["bench/**/*.bench-run.tsx"],
      testTimeout: 600_000,
    },
  }),
);
