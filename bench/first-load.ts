// Prints the JavaScript a guest's browser downloads for the first page (`/`), per chunk, raw and
// gzip, measured in real Chromium against the built server. Run with `npm run bench`.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium";
import { startBuiltServer } from "../tests/helpers/start-server";

/** Markers of code that must never be in the first load (DECISIONS: no ajv compiler, no @rjsf). */
const forbidden = [
  { name: "ajv compiler", pattern: /ajv\/dist\/compile|new Ajv\(|"\$async"/ },
  { name: "@rjsf", pattern: /@rjsf|rjsf-/ },
];

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number; hits: string[] }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body();
    const text = body.toString("utf8");
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      hits: forbidden.filter((f) => f.pattern.test(text)).map((f) => f.name),
    });
  });
  await page.goto(`${server.baseURL}/`, { waitUntil: "networkidle" });
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log("first-load JavaScript for a guest on /");
  for (const s of scripts)
    console.log(
      `  ${s.url}  raw ${kB(s.raw)}  gzip ${kB(s.gzip)}${s.hits.length ? `  CONTAINS ${s.hits.join(", ")}` : ""}`,
    );
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`total: ${scripts.length} chunks, gzip ${kB(total)} (${total} bytes)`);
  if (scripts.some((s) => s.hits.length)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
