// Prints what the layout runtime costs over the widgets themselves, in headless Chromium: N = 50, 500
// and 5,000 widget nodes (a mix of built-in widgets with their fixtures) rendered by the widget
// components called directly and through the runtime (registry, precompiled validators, error
// boundaries, Suspense, fragment check), each the median of 7 renders into a fresh root inside
// flushSync, timed in the page. The page (bench/layout-render.html) is built with the app's Vite
// plugins into node_modules/.cache, never dist/. Run: npm run bench, or tsx bench/layout-render.ts.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type PluginOption } from "vite";
import { chromium } from "playwright-core";
import appConfig from "../vite.config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium";
import type { SizeResult } from "./layout-render.page";

const COUNTS = [50, 500, 5000];
const RUNS = 7;
/**
 * Unmeasured renders of each mode first, at least 2 and at least 1,000 nodes' worth: the runtime's own
 * functions run once per node, so a few small renders leave them unoptimised by V8 (with 2 warm-ups
 * N = 50 reads about 1.4x, with 20 about 1.2x), and steady state is what this compares.
 */
const warmUpsOf = (count: number) => Math.max(2, Math.ceil(1000 / count));
/** The runtime may take at most this many times the direct render. */
const TARGET_RATIO = 1.5;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "node_modules/.cache/plaza-bench/layout-render");
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
    rolldownOptions: { input: path.join(root, "bench/layout-render.html") },
  },
});

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, "--js-flags=--expose-gc"],
});
try {
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  // The built files come from disk; anything else (widget images, links) goes nowhere.
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
  await page.goto(`${ORIGIN}/bench/layout-render.html`);
  await page.waitForFunction(() => window.layoutBench !== undefined);
  await page.evaluate(() => window.layoutBench.ready);

  const results: SizeResult[] = [];
  for (const count of COUNTS) {
    results.push(
      await page.evaluate(([c, runs, warmUps]) => window.layoutBench.measure(c, runs, warmUps), [
        count,
        RUNS,
        warmUpsOf(count),
      ] as const),
    );
  }

  console.log(
    `layout render in Chromium, median of ${RUNS} renders into a fresh root (flushSync), target runtime <= ${TARGET_RATIO}x direct`,
  );
  console.log("      N   direct ms  runtime ms   ratio  target");
  for (const r of results) {
    const ratio = r.runtime / r.direct;
    console.log(
      [
        String(r.count).padStart(7),
        r.direct.toFixed(1).padStart(11),
        r.runtime.toFixed(1).padStart(11),
        `${ratio.toFixed(2)}x`.padStart(7),
        ratio <= TARGET_RATIO ? "  met" : "  NOT met",
      ].join(""),
    );
    if (r.elements.direct !== r.elements.runtime || r.placeholders.direct + r.placeholders.runtime > 0) {
      console.log(
        `        (DOM differs: ${r.elements.direct} vs ${r.elements.runtime} elements, ` +
          `${r.placeholders.direct} vs ${r.placeholders.runtime} placeholders)`,
      );
    }
  }
} finally {
  await browser.close();
}
