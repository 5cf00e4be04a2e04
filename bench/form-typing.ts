// Prints what typing costs in a generated form, in headless Chromium: a form of 50 fields (Plaza's
// controls through runtime/forms, its validator compiled at build time), 40 characters typed into its
// first field, and the median and 95th percentile of the time per keystroke, measured in the page from
// keydown to the first task after the input event (bench/form-typing.page.tsx). Target: median < 16 ms,
// one frame. The page is built with the app's Vite plugins into node_modules/.cache, never dist/.
// Run: npx tsx bench/form-typing.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type PluginOption } from "vite";
import { chromium } from "playwright-core";
import appConfig from "../vite.config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium";

const TEXT = "The quick brown fox jumps over a lazy dog".slice(0, 40);
const WARM_UP = "warming up";
const TARGET_MEDIAN_MS = 16;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "node_modules/.cache/plaza-bench/form-typing");
const ORIGIN = "http://bench.invalid";

// The app's plugins (validators, React, linaria), without the ones that only concern shipped assets.
const assetOnly = new Set(["plaza:precompress", "plaza:font-preload"]);
const plugins = ((appConfig.plugins ?? []) as PluginOption[])
  .flat(Infinity as 1)
  .filter(
    (plugin) => !(plugin && typeof plugin === "object" && "name" in plugin && assetOnly.has(plugin.name)),
  );

await build({
  configFile: false,
  root,
  plugins,
  logLevel: "warn",
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: path.join(root, "bench/form-typing.html") },
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const file = path.join(outDir, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(outDir + path.sep)) return route.fulfill({ status: 404 });
    try {
      const body = await readFile(file);
      return route.fulfill({ body, contentType: types[path.extname(file)] ?? "application/octet-stream" });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await page.goto(`${ORIGIN}/bench/form-typing.html`);
  const field = page.getByRole("textbox", { name: "Field 1", exact: true });
  await field.waitFor();
  const fields = await page.locator("input, textarea, select").count();

  // Unmeasured keystrokes first (another field), so the code runs optimised, as it does after a while.
  await page.getByRole("textbox", { name: "Field 5", exact: true }).pressSequentially(WARM_UP, { delay: 10 });
  await page.evaluate(() => window.formTypingBench.reset());

  await field.pressSequentially(TEXT, { delay: 30 });
  await page.waitForFunction((n) => window.formTypingBench.durations.length >= n, TEXT.length);
  const durations = await page.evaluate(() => [...window.formTypingBench.durations]);
  const typed = await field.inputValue();
  if (typed !== TEXT) throw new Error(`typed ${JSON.stringify(typed)}, expected ${JSON.stringify(TEXT)}`);

  const sorted = [...durations].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  console.log(
    `form typing in Chromium: ${fields} controls (50 fields), ${TEXT.length} characters into one field, ms per keystroke (keydown to the task after input)`,
  );
  console.log(
    `  median ${median.toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`,
  );
  console.log(`  target median < ${TARGET_MEDIAN_MS} ms: ${median < TARGET_MEDIAN_MS ? "met" : "NOT met"}`);
} finally {
  await browser.close();
}
