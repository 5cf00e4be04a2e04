// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";
import { multipart, PNG_3X2 } from "../../tests/helpers/multipart";
import { precompressDirectory, type PrecompressedFile } from "../../build/precompress-plugin";
import { longRunnerSettings } from "../services/jobs/long-runner";
import { COMPRESS_THRESHOLD } from "./compression";
import { NONCE_PLACEHOLDER } from "./html";

/** A built front end in miniature: index.html and hashed assets, precompressed as the build does. */
const MAIN_JS = Array.from(
  { length: 200 },
  (_, i) => `export function widget${i}(props) { return { type: "div", key: ${i}, props }; }`,
).join("\n");
const MAIN_CSS = Array.from(
  { length: 100 },
  (_, i) => `.plaza-w${i} { color: #123456; margin: ${i}px; }`,
).join("\n");
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Plaza</title>
<script type="module" crossorigin nonce="${NONCE_PLACEHOLDER}" src="/assets/index-AbC123.js"></script>
<link rel="stylesheet" crossorigin nonce="${NONCE_PLACEHOLDER}" href="/assets/index-DeF456.css"></head>
<body><div id="root"></div><!--plaza-boot--></body></html>`;

let clientDir: string;
let precompressed: PrecompressedFile[];
let app: FastifyInstance;
let member: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(clientDir, "assets", "index-AbC123.js"), MAIN_JS);
  fs.writeFileSync(path.join(clientDir, "assets", "index-DeF456.css"), MAIN_CSS);
  fs.writeFileSync(path.join(clientDir, "assets", "logo-GhI789.png"), PNG_3X2);
  precompressed = await precompressDirectory(clientDir);
  app = await buildTestApp({ seed: "demo", clientDir });
  member = await signInAs(app, "member");
});
afterAll(async () => {
  await app.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The body as the client reads it: decompressed by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.rawPayload);
  if (encoding === "gzip") return zlib.gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

describe("the build's precompression", () => {
  it("writes .br and .gz beside scripts and styles, never beside index.html or images", () => {
    const names = fs.readdirSync(path.join(clientDir, "assets")).sort();
    expect(names).toEqual([
      "index-AbC123.js",
      "index-AbC123.js.br",
      "index-AbC123.js.gz",
      "index-DeF456.css",
      "index-DeF456.css.br",
      "index-DeF456.css.gz",
      "logo-GhI789.png",
    ]);
    expect(fs.existsSync(path.join(clientDir, "index.html.br"))).toBe(false);
    const js = precompressed.find((file) => file.file.endsWith(".js"));
    expect(js?.br).toBeLessThan(js?.gz ?? 0);
    expect(js?.gz).toBeLessThan(MAIN_JS.length / 4);
  });
});

describe("built assets", () => {
  it.each([
    ["br", zlib.brotliDecompressSync],
    ["gzip", zlib.gunzipSync],
  ] as const)(
    "sends the precompressed %s variant with its encoding, Vary and the year-long cache",
    async (encoding, decompress) => {
      const response = await app.inject({
        url: "/assets/index-AbC123.js",
        headers: { "accept-encoding": `${encoding}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/^(?:text|application)\/javascript/);
      expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(decompress(response.rawPayload).toString()).toBe(MAIN_JS);
      expect(response.rawPayload.length).toBeLessThan(MAIN_JS.length / 4);
    },
  );

  it("prefers brotli when both are accepted, and sends styles the same way", async () => {
    const response = await app.inject({
      url: "/assets/index-DeF456.css",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/css/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(MAIN_CSS);
  });

  it("sends the file as it is to a client that accepts no encoding, still varying on it", async () => {
    const response = await app.inject({ url: "/assets/index-AbC123.js" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(MAIN_JS);
    expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends images without an encoding (they are compressed already)", async () => {
    const response = await app.inject({
      url: "/assets/logo-GhI789.png",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.equals(PNG_3X2)).toBe(true);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("pages and JSON, compressed on the fly", () => {
  it("compresses a page with the nonce of its header inside", async () => {
    const response = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(String(response.headers.vary)).toContain("accept-encoding");
    const html = decoded(response).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}" src="/assets/index-AbC123.js"`);
    expect(html).not.toContain(NONCE_PLACEHOLDER);
  });

  it.each(["br", "gzip"])(
    "compresses JSON above the threshold with %s to the same document",
    async (encoding) => {
      const plain = await app.inject({ url: "/api/v2/discussions" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
      const compressed = await app.inject({
        url: "/api/v2/discussions",
        headers: { "accept-encoding": encoding },
      });
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(compressed.headers["x-app-page-current"]).toBe("1");
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(compressed).toString())).toEqual(plain.json());
    },
  );

  it("leaves JSON below the threshold as it is", async () => {
    const response = await app.inject({
      url: "/api/v2/users/me",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    expect(response.json()).toMatchObject({ userID: 0 });
  });

  it("keeps answers plain for inject's default request, which names no encoding", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toContain('<div id="root">');
  });

  it("compresses error answers too, status and no-store kept", async () => {
    const extra = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`unknownField${i}`, i]));
    const generalID = await categoryIDOf(app, "general");
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...writeHeaders, cookie: member, "accept-encoding": "br" },
      payload: { name: "Hello", body: "Body", format: "markdown", categoryID: generalID, ...extra },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = JSON.parse(decoded(response).toString()) as { status: number; errors?: unknown[] };
    expect(body.status).toBe(400);
    expect(decoded(response).length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("keeps the long-running 408 answer intact (status, body, no-store)", async () => {
    const generalID = await categoryIDOf(app, "general");
    const offTopicID = await categoryIDOf(app, "off-topic");
    const moderator = await signInAs(app, "moderator");
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await app.inject({
        method: "POST",
        url: "/api/v2/discussions",
        headers: { ...writeHeaders, cookie: member },
        payload: { name: `To move ${i}`, body: "Body", format: "markdown", categoryID: generalID },
      });
      ids.push(created.json<{ discussionID: number }>().discussionID);
    }
    const budget = longRunnerSettings.budgetMs;
    longRunnerSettings.budgetMs = 0;
    try {
      const response = await app.inject({
        method: "PATCH",
        url: "/api/v2/discussions/move",
        headers: { ...writeHeaders, cookie: moderator, "accept-encoding": "br, gzip" },
        payload: { discussionIDs: ids, categoryID: offTopicID },
      });
      expect(response.statusCode).toBe(408);
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = JSON.parse(decoded(response).toString()) as {
        progress: { successIDs: number[]; countTotalIDs: number };
        callbackPayload: string | null;
      };
      expect(body.progress.countTotalIDs).toBe(3);
      expect(body.progress.successIDs).toHaveLength(1);
      expect(typeof body.callbackPayload).toBe("string");
    } finally {
      longRunnerSettings.budgetMs = budget;
    }
  });
});

describe("uploads", () => {
  async function upload(fileName: string, data: Buffer): Promise<{ url: string; mediaID: number }> {
    const body = multipart([{ name: "file", fileName, data }]);
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/media",
      headers: { ...body.headers, cookie: member },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it("serves stored files byte for byte with their own headers, never re-encoded", async () => {
    const text = Buffer.from("A plain note that is long enough to be worth compressing. ".repeat(100));
    for (const [fileName, data, disposition] of [
      ["note.txt", text, /^attachment;/],
      ["tiny.png", PNG_3X2, /^inline;/],
    ] as const) {
      const { url } = await upload(fileName, data);
      const response = await app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-length"]).toBe(String(data.length));
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
      expect(String(response.headers["content-disposition"])).toMatch(disposition);
      expect(response.rawPayload.equals(data)).toBe(true);
    }
  });

  it("answers the upload's record at /media/{id} to its uploader only, privately", async () => {
    const { mediaID } = await upload("second.png", PNG_3X2);
    const own = await app.inject({
      url: `/api/v2/media/${mediaID}`,
      headers: { cookie: member, "accept-encoding": "br" },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.headers["cache-control"]).toBe("private, no-cache");
    expect(JSON.parse(decoded(own).toString())).toMatchObject({ mediaID, name: "second.png" });
    const guest = await app.inject({ url: `/api/v2/media/${mediaID}`, headers: { "accept-encoding": "br" } });
    expect(guest.statusCode).toBe(404);
    expect(guest.headers["cache-control"]).toBe("no-store");
  });
});
