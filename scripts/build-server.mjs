// Bundles server/main.ts into one ESM file, the body worker (run in worker threads) and the layout
// editor's compiled validators beside it;
// packages stay external. `--outdir <folder>` writes the bundle elsewhere than dist/server (a bench of
// another checkout's code without touching the built app).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
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

// The layout editor's validators, compiled now rather than on the server's first request for them
// (server/layouts/definition-validator-module.ts reads this file when its schemas match).
const compiler = `${outdir}/definition-validator-compiler.mjs`;
await build({
  entryPoints: ["server/layouts/definition-validator-module.ts"],
  outfile: compiler,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
const {
  compileDefinitionValidators,
  definitionValidatorHash,
  prebuiltHeader,
  PREBUILT_DEFINITION_VALIDATOR,
} = await import(pathToFileURL(path.resolve(compiler)).href);
fs.writeFileSync(
  path.join(outdir, PREBUILT_DEFINITION_VALIDATOR),
  prebuiltHeader(definitionValidatorHash()) + compileDefinitionValidators(),
);
fs.rmSync(compiler);
console.log(
  `server bundled: ${outdir}/main.js, ${outdir}/render-worker.js, ${outdir}/${PREBUILT_DEFINITION_VALIDATOR}`,
);
