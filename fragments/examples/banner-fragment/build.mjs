// Builds the example banner fragment to dist/fragments/banner-fragment.js (and .css):
//   node fragments/examples/banner-fragment/build.mjs
// The logic lives in build.ts. Vite resolves an extensionless "./build" to this file before
// build.ts, so importing it must be harmless: it re-exports build.ts and writes files only when
// run as a script (then tsx loads the TypeScript).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const isScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isScript) (await import("tsx/esm/api")).register();
const build = await import("./build.ts");
export const { buildBannerFragment, buildFragment, fragmentSdkPlugin, readBannerFragmentCss } = build;

if (isScript) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
  const outFile = path.join(root, "dist/fragments/banner-fragment.js");
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, await buildBannerFragment());
  await writeFile(outFile.replace(/\.js$/, ".css"), await readBannerFragmentCss());
  console.log(`wrote ${path.relative(root, outFile)} and its .css`);
}
