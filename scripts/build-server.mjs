// Bundles server/main.ts into one ESM file, and the body worker (run in worker threads) beside it;
// packages stay external. `--outdir <folder>` writes the bundle elsewhere than dist/server (a bench of
// another checkout's code without touching the built app).
import { build } from "esbuild";

const flag = process.argv.indexOf("--outdir");
const outdir = flag > 0 && process.argv[flag + 1] ? process.argv[flag + 1] : "dist/server";

await build({
  entryPoints: { main: "server/main.ts", "render-worker": "server/services/body/render-worker.ts" },
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log(`server bundled: ${outdir}/main.js, ${outdir}/render-worker.js`);
