import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import wyw from "@wyw-in-js/vite";
import { widgetValidatorsPlugin } from "./build/widget-validators-plugin";

/** Placeholder the server swaps for a fresh nonce on every HTML response. */
export const NONCE_PLACEHOLDER = "__PLAZA_NONCE__";

export default defineConfig({
  plugins: [
    widgetValidatorsPlugin(),
    react(),
    wyw({
      include: ["**/*.{ts,tsx}"],
      exclude: ["**/node_modules/**", "server/**"],
      babelOptions: { presets: ["@babel/preset-typescript"] },
    }),
  ],
  html: { cspNonce: NONCE_PLACEHOLDER },
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: false },
  test: {
    css: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          setupFiles: ["tests/helpers/setup-dom.ts"],
          include: [
            "tests/widgets/**/*.test.{ts,tsx}",
            "runtime/**/*.test.{ts,tsx}",
            "src/**/*.test.{ts,tsx}",
            "widgets/**/*.test.{ts,tsx}",
            "schemas/**/*.test.ts",
            "fragments/**/*.test.{ts,tsx}",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "tests/api/**/*.test.ts", "tests/lint/**/*.test.ts"],
        },
      },
    ],
  },
});
