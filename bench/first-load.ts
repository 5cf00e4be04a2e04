// A guest's first load of `/` and of a discussion page, measured in real Chromium against the built
// server: every script with its size as transferred (brotli), then styles, fonts and the totals against
// the first-load budget. Exits with 1 when a page is over the budget, when a script holds code that must
// never be in the first load, or when a font of another subset than latin is requested.
// Run with `npm run bench` (builds first) or, on a fresh build, `npx tsx bench/first-load.ts`;
// PLAZA_DIST_DIR measures a build in another folder than dist (tests/helpers/start-server.ts).
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium";
import { builtDir, startBuiltServer } from "../tests/helpers/start-server";

/** The budget of a guest's first load, per page. */
const BUDGET = {
  /** JavaScript as transferred (compressed bodies), in bytes: 90 KiB. */
  scriptBytes: 90 * 1024,
  /** Requests for scripts (entry, its chunks, lazy chunks the first page asks for). */
  scriptRequests: 12,
};

/** Markers of code that must never be in the first load (DECISIONS: no ajv compiler, no @rjsf). */
const forbidden = [
  { name: "ajv compiler", pattern: /ajv\/dist\/compile|new Ajv\(|"\$async"/ },
  { name: "@rjsf", pattern: /@rjsf|rjsf-/ },
];

/** Font files of a subset other than latin (fontsource names: open-sans-<subset>-<weight>-<style>). */
const NON_LATIN_FONT =
  /-(?:latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese|hebrew|math|symbols)-\d/;

const ASSETS_DIR = path.join(builtDir(), "client", "assets");

type Kind = "script" | "style" | "font" | "other";

interface Resource {
  path: string;
  kind: Kind;
  /** Uncompressed body. */
  raw: number;
  /** The body as gzip level 9 (the figure this bench printed before brotli). */
  gzip: number;
  /** The body as transferred: Content-Length of the compressed answer (or its `.br` file, see `via`). */
  transferred: number;
  /** Bytes on the wire, headers included (CDP `encodedDataLength`). */
  wire: number;
  /** How `transferred` was found: the answer's Content-Encoding, or "br on disk". */
  via: string;
  hits: string[];
  /**
   * Requested once the page was idle after the load: the app, for a guest's page that hydrates then
   * (src/app/shell/deferred-hydration.ts; at once if the guest uses the page sooner), and the widget
   * validators a later page may need (runtime/layout/node-validation.ts): listed, checked for
   * forbidden code, not counted in the budget, which is what the page needs to load. Only when it
   * started after the load event; what started before counts.
   */
  idle: boolean;
}

interface PageLoad {
  label: string;
  url: string;
  acceptEncoding: string;
  resources: Resource[];
}

const KiB = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function kindOf(cdpType: string, pathname: string): Kind {
  if (cdpType === "Script" || /\.m?js$/.test(pathname)) return "script";
  if (cdpType === "Stylesheet" || pathname.endsWith(".css")) return "style";
  if (cdpType === "Font" || /\.(?:woff2?|ttf|otf)$/.test(pathname)) return "font";
  return "other";
}

/** The size of the `.br` file the server would send for an asset, when there is one. */
function brotliOnDisk(pathname: string): number | undefined {
  if (!pathname.startsWith("/assets/")) return undefined;
  const file = path.join(ASSETS_DIR, pathname.slice("/assets/".length));
  if (!file.startsWith(ASSETS_DIR + path.sep)) return undefined;
  try {
    return fs.statSync(`${file}.br`).size;
  } catch {
    return undefined;
  }
}

/** Loads `url` in a fresh context (empty cache) and records every response through CDP. */
async function measure(browser: Browser, label: string, url: string): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

    const requests = new Map<
      string,
      { url: string; type: string; encoding: string; contentLength?: number; acceptEncoding?: string }
    >();
    const pending: Promise<void>[] = [];
    const resources: Resource[] = [];

    const entry = (requestId: string) => {
      let request = requests.get(requestId);
      if (!request) requests.set(requestId, (request = { url: "", type: "", encoding: "" }));
      return request;
    };
    cdp.on("Network.requestWillBeSent", (event) => {
      const request = entry(event.requestId);
      request.url = event.request.url;
      request.type = event.type ?? "";
    });
    // The headers the network stack really sent (Accept-Encoding is added there, not by the page);
    // this event may come before or after requestWillBeSent.
    cdp.on("Network.requestWillBeSentExtraInfo", (event) => {
      const accept = Object.entries(event.headers).find(([name]) => name.toLowerCase() === "accept-encoding");
      if (accept) entry(event.requestId).acceptEncoding = String(accept[1]);
    });
    cdp.on("Network.responseReceived", (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      const header = (name: string) =>
        Object.entries(event.response.headers).find(([key]) => key.toLowerCase() === name)?.[1];
      request.url = event.response.url;
      request.type = event.type;
      request.encoding = String(header("content-encoding") ?? "");
      const length = header("content-length");
      request.contentLength = length === undefined ? undefined : Number(length);
    });
    cdp.on("Network.loadingFinished", (event) => {
      const request = requests.get(event.requestId);
      if (!request || !request.url.startsWith("http")) return;
      const pathname = new URL(request.url).pathname;
      const kind = kindOf(request.type, pathname);
      pending.push(
        (async () => {
          const { body, base64Encoded } = await cdp.send("Network.getResponseBody", {
            requestId: event.requestId,
          });
          const bytes = Buffer.from(body, base64Encoded ? "base64" : "utf8");
          let transferred = request.contentLength ?? event.encodedDataLength;
          let via = request.encoding || "identity";
          // Chromium advertises br only to secure origins (localhost counts as one in recent
          // versions): without it, the size of the .br file the server would send stands in.
          const onDisk = request.encoding === "br" ? undefined : brotliOnDisk(pathname);
          if (onDisk !== undefined) {
            transferred = onDisk;
            via = "br on disk";
          }
          const text = kind === "script" ? bytes.toString("utf8") : "";
          resources.push({
            path: pathname,
            kind,
            raw: bytes.length,
            gzip: kind === "font" ? bytes.length : gzipSync(bytes, { level: 9 }).length,
            transferred,
            wire: event.encodedDataLength,
            via,
            hits: forbidden.filter((f) => f.pattern.test(text)).map((f) => f.name),
            idle: false,
          });
        })(),
      );
    });

    await page.goto(url, { waitUntil: "networkidle" });
    // The idle prefetch may start after the network first went quiet: let it finish too.
    const prefetching = await page
      .waitForFunction(
        () => performance.getEntriesByName("plaza:validators-prefetch").length > 0,
        undefined,
        {
          timeout: 5000,
        },
      )
      .then(() => true)
      .catch(() => false);
    if (prefetching) await page.waitForTimeout(1500);
    await Promise.all(pending);
    // What the page asked for once idle after the load event: the app, when a guest's page waits for
    // idle to hydrate (src/app/shell/deferred-hydration.ts), and the validators' prefetch
    // (app-layout-runtime.tsx). Either counts in the budget when it started before the load ended.
    const idle = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as
        PerformanceNavigationTiming | undefined;
      const loaded = navigation?.loadEventEnd ?? 0;
      const marks = ["plaza:hydration", "plaza:validators-prefetch"]
        .map((name) => performance.getEntriesByName(name)[0]?.startTime)
        .filter((time): time is number => time !== undefined && loaded > 0 && time >= loaded);
      const mark = marks.length > 0 ? Math.min(...marks) : undefined;
      if (mark === undefined) return [];
      return performance
        .getEntriesByType("resource")
        .filter((r) => r.startTime >= mark)
        .map((r) => new URL(r.name).pathname);
    });
    for (const r of resources) r.idle = r.kind === "script" && idle.includes(r.path);
    const document = [...requests.values()].find((r) => r.url === url);
    return {
      label,
      url,
      acceptEncoding: document?.acceptEncoding ?? "(not seen)",
      resources: resources.sort((a, b) => a.kind.localeCompare(b.kind) || b.transferred - a.transferred),
    };
  } finally {
    await context.close();
  }
}

interface Verdict {
  label: string;
  scripts: number;
  scriptBytes: number;
  styleBytes: number;
  fontBytes: number;
  over: boolean;
}

function report(load: PageLoad): Verdict {
  const of = (kind: Kind) => load.resources.filter((r) => r.kind === kind);
  const sum = (list: Resource[], key: "raw" | "gzip" | "transferred" | "wire") =>
    list.reduce((total, r) => total + r[key], 0);
  const scripts = of("script").filter((r) => !r.idle);
  const prefetched = of("script").filter((r) => r.idle);
  const styles = of("style");
  const fonts = of("font");
  const others = of("other");
  const row = (r: Resource) =>
    `  ${r.path.padEnd(56)} ${KiB(r.raw).padStart(10)} ${KiB(r.gzip).padStart(10)} ${KiB(r.transferred).padStart(10)}  ${r.via}` +
    (r.hits.length ? `  CONTAINS ${r.hits.join(", ")}` : "") +
    (r.kind === "font" && NON_LATIN_FONT.test(r.path) ? "  NOT LATIN" : "");

  console.log(`\n${load.label}: ${load.url}`);
  console.log(`  Accept-Encoding sent: ${load.acceptEncoding}`);
  console.log(
    `  ${"file".padEnd(56)} ${"raw".padStart(10)} ${"gzip -9".padStart(10)} ${"sent".padStart(10)}  encoding`,
  );
  for (const r of [...scripts, ...styles, ...fonts]) console.log(row(r));
  if (prefetched.length > 0) {
    console.log(
      "  after the load, when idle (the app's hydration, validators for pages built in the browser; not in the budget):",
    );
    for (const r of prefetched) console.log(row(r));
  }

  const scriptBytes = sum(scripts, "transferred");
  const styleBytes = sum(styles, "transferred");
  const fontBytes = sum(fonts, "transferred");
  const otherBytes = sum(others, "transferred");
  console.log(
    `  scripts: ${scripts.length} requests, ${KiB(scriptBytes)} sent (${KiB(sum(scripts, "gzip"))} as gzip -9, ${KiB(sum(scripts, "raw"))} raw)`,
  );
  if (prefetched.length > 0)
    console.log(
      `  after the load: ${prefetched.length} requests, ${KiB(sum(prefetched, "transferred"))} sent`,
    );
  console.log(`  styles:  ${styles.length} requests, ${KiB(styleBytes)} sent`);
  console.log(`  fonts:   ${fonts.length} requests, ${KiB(fontBytes)} sent`);
  console.log(`  page and data: ${others.length} requests, ${KiB(otherBytes)} sent`);
  console.log(
    `  total: ${load.resources.length} requests, ${KiB(sum(load.resources, "transferred"))} of bodies sent, ${KiB(sum(load.resources, "wire"))} on the wire with headers`,
  );
  const bytesOver = scriptBytes > BUDGET.scriptBytes;
  const requestsOver = scripts.length > BUDGET.scriptRequests;
  console.log(
    `  budget: JavaScript ${KiB(scriptBytes)} of ${KiB(BUDGET.scriptBytes)} ${bytesOver ? "OVER" : "ok"}, ` +
      `scripts ${scripts.length} of ${BUDGET.scriptRequests} ${requestsOver ? "OVER" : "ok"}`,
  );
  return {
    label: load.label,
    scripts: scripts.length,
    scriptBytes,
    styleBytes,
    fontBytes,
    over: bytesOver || requestsOver,
  };
}

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // A seeded discussion, as the list gives it to a guest.
  const listed = await fetch(`${server.baseURL}/api/v2/discussions?limit=1`);
  const [discussion] = (await listed.json()) as { url: string }[];
  if (!discussion) throw new Error("no discussion to open: the server started without the demo seed");

  console.log(`first load as a guest, Chromium ${browser.version()}`);
  const loads = [
    await measure(browser, "home", `${server.baseURL}/`),
    await measure(browser, "discussion", `${server.baseURL}${discussion.url}`),
  ];
  const verdicts = loads.map(report);

  const fromDisk = loads.some((load) => load.resources.some((r) => r.via === "br on disk"));
  console.log(
    `\nbudget per page: at most ${KiB(BUDGET.scriptBytes)} of JavaScript as sent, in at most ${BUDGET.scriptRequests} script requests` +
      (fromDisk
        ? "\n(Chromium did not take br for some assets: their .br files on disk are counted as sent)"
        : ""),
  );
  console.log(
    `  ${"page".padEnd(12)} ${"scripts".padStart(8)} ${"JS sent".padStart(11)} ${"CSS".padStart(10)} ${"fonts".padStart(10)}`,
  );
  for (const v of verdicts)
    console.log(
      `  ${v.label.padEnd(12)} ${String(v.scripts).padStart(8)} ${KiB(v.scriptBytes).padStart(11)} ${KiB(v.styleBytes).padStart(10)} ${KiB(v.fontBytes).padStart(10)}  ${v.over ? "OVER BUDGET" : "within budget"}`,
    );

  const resources = loads.flatMap((load) => load.resources);
  if (verdicts.some((v) => v.over)) process.exitCode = 1;
  if (resources.some((r) => r.hits.length)) {
    console.log("a first-load script contains code that must stay out of it (CONTAINS above)");
    process.exitCode = 1;
  }
  if (resources.some((r) => r.kind === "font" && NON_LATIN_FONT.test(r.path))) {
    console.log("a font of a subset other than latin was requested (NOT LATIN above)");
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
