import { defineConfig } from "vitest/config";
import base from "../vite.config";

/** Benchmarks that print numbers; never part of npm test. Same plugins as the app (validators, linaria). */
export default defineConfig({
  plugins: base.plugins,
  test: {
    name: "bench",
    environment: "jsdom",
    css: true,
    include: ["bench/**/*.bench-run.tsx"],
    testTimeout: 600_000,
  },
});
