// Bundles server/main.ts into one ESM file, and the body worker (run in worker threads) beside it;
// packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts", "render-worker": "server/services/body/render-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("server bundled: dist/server/main.js, dist/server/render-worker.js");
