// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";
import {
  GUEST_CACHE_CONTROL,
  ifNoneMatchHits,
  isNeverStoredPage,
  MEMBER_CACHE_CONTROL,
  weakETag,
} from "./caching";
import { NONCE_PLACEHOLDER } from "./html";

let clientDir: string;
let app: FastifyInstance;
let member: string;
beforeAll(async () => {
  // A built page template whose tags carry the nonce, as Vite writes it.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Plaza</title>
<script type="module" nonce="${NONCE_PLACEHOLDER}" src="/assets/index-AbC123.js"></script></head>
<body><div id="root"></div><!--plaza-boot--></body></html>`,
  );
  app = await buildTestApp({ seed: "demo", clientDir });
  member = await signInAs(app, "member");
});
afterAll(async () => {
  await app.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const nonceOf = (response: LightMyRequestResponse) =>
  /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];

describe("validators", () => {
  it("makes weak ETags that ignore a page's nonce and change with the body", () => {
    const a = weakETag('<script nonce="AAAA">x</script>', "AAAA");
    const b = weakETag('<script nonce="BBBB">x</script>', "BBBB");
    expect(a).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9_-]+"$/);
    expect(a).toBe(b);
    expect(weakETag('<script nonce="AAAA">y</script>', "AAAA")).not.toBe(a);
    expect(weakETag(Buffer.from("{}"))).toBe(weakETag("{}"));
  });

  it("gives a page the ETag of its bytes without its nonces and render time", () => {
    const page = (nonce: string, at: number) =>
      `<p>é ${nonce}</p><script nonce="${nonce}">{"renderedAt":${at},"x":1}</script>${nonce}`;
    const without = '<p>é </p><script nonce="">{,"x":1}</script>';
    expect(weakETag(page("AAAA", 1), "AAAA")).toBe(weakETag(without));
    expect(weakETag(page("BBBB", 1765000000000), "BBBB")).toBe(weakETag(without));
    expect(weakETag(without)).toMatch(new RegExp(`^W/"${Buffer.byteLength(without).toString(16)}-`));
  });

  it("compares If-None-Match weakly, in lists and with *", () => {
    const etag = 'W/"2-abc"';
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits('W/"2-abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"2-abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"1-zzz", W/"2-abc"', etag)).toBe(true);
    expect(ifNoneMatchHits("*", etag)).toBe(true);
    expect(ifNoneMatchHits('W/"2-abd"', etag)).toBe(false);
  });

  it("never stores the entry pages", () => {
    expect(isNeverStoredPage("/entry/signin")).toBe(true);
    expect(isNeverStoredPage("/entry/register")).toBe(true);
    expect(isNeverStoredPage("/entrypoint")).toBe(false);
    expect(isNeverStoredPage("/discussions")).toBe(false);
  });
});

describe("a guest's answers", () => {
  it("are shared-cacheable JSON with an ETag; If-None-Match answers 304 without a body", async () => {
    const first = await app.inject({ url: "/api/v2/discussions" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    expect(first.headers.vary).toBe("accept-encoding, cookie");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);

    for (const encoding of [undefined, "br"]) {
      const again = await app.inject({
        url: "/api/v2/discussions",
        headers: { "if-none-match": etag, ...(encoding ? { "accept-encoding": encoding } : {}) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
      expect(again.headers["content-encoding"]).toBeUndefined();
      expect(again.headers["content-type"]).toBeUndefined();
    }
    // HEAD revalidates too, "*" matching any ETag (it answered 500 once: Fastify's HEAD handler read a null body).
    for (const url of ["/api/v2/discussions", "/api/v2/site/suggested-content?limit=2", "/"]) {
      const head = await app.inject({ method: "HEAD", url, headers: { "if-none-match": "*" } });
      expect(head.statusCode, url).toBe(304);
      expect(head.rawPayload.length).toBe(0);
    }
    const stale = await app.inject({ url: "/api/v2/discussions", headers: { "if-none-match": 'W/"0-old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it("keep one ETag for one compressed and plain answer", async () => {
    const plain = await app.inject({ url: "/api/v2/discussions" });
    const compressed = await app.inject({
      url: "/api/v2/discussions",
      headers: { "accept-encoding": "gzip" },
    });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(zlib.gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it("get pages whose ETag survives the per-response nonce; a 304 leaves the stored page's CSP alone", async () => {
    const first = await app.inject({ url: "/discussions" });
    const second = await app.inject({ url: "/discussions" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(GUEST_CACHE_CONTROL);
    expect(nonceOf(first)).toBeTruthy();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // Each answer keeps its own nonce in its header and its body together.
    expect(first.body).toContain(`nonce="${nonceOf(first)}"`);
    expect(first.body).not.toContain(String(nonceOf(second)));
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await app.inject({
      url: "/discussions",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect(revalidated.headers.etag).toBe(first.headers.etag);
  });

  it("get a kept page as gzip, compressed once, with the plain page's ETag, length and 304", async () => {
    await app.inject({ url: "/categories" });
    const plain = await app.inject({ url: "/categories" });
    const gzip = await app.inject({ url: "/categories", headers: { "accept-encoding": "gzip, br" } });
    expect(plain.headers["x-plaza-cache"]).toBe("hit");
    expect(gzip.headers["x-plaza-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toBe(plain.headers.vary);
    expect(gzip.headers.vary).toMatch(/accept-encoding/);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.rawPayload.length);
    // The page's own gzip, not compressed again: it unpacks to the page with this answer's nonce.
    const nonce = nonceOf(gzip)!;
    const unpacked = zlib.gunzipSync(gzip.rawPayload).toString("utf8");
    expect(unpacked).toContain(`nonce="${nonce}"`);
    expect(unpacked).toBe(plain.body.replaceAll(nonceOf(plain)!, nonce));

    const head = await app.inject({
      method: "HEAD",
      url: "/categories",
      headers: { "accept-encoding": "gzip" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.rawPayload.length).toBe(0);
    // Every nonce has the same length, so every gzip answer of the page too.
    expect(Number(head.headers["content-length"])).toBe(gzip.rawPayload.length);

    for (const method of ["GET", "HEAD"] as const) {
      const revalidated = await app.inject({
        method,
        url: "/categories",
        headers: { "accept-encoding": "gzip", "if-none-match": String(plain.headers.etag) },
      });
      expect(revalidated.statusCode, method).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("get no-store for entry pages, errors and writes", async () => {
    const signIn = await app.inject({ url: "/entry/signin" });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers["cache-control"]).toBe("no-store");
    expect(signIn.headers.etag).toBeUndefined();

    const missing = await app.inject({ url: "/api/v2/discussions/99999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect(missing.headers.etag).toBeUndefined();

    const notFoundPage = await app.inject({ url: "/no/such/page" });
    expect(notFoundPage.statusCode).toBe(404);
    expect(notFoundPage.headers["cache-control"]).toBe("no-store");

    const tick = await app.inject({
      method: "POST",
      url: "/api/v2/tick",
      headers: writeHeaders,
      payload: { type: "discussion_view", discussionID: 1 },
    });
    expect(tick.headers["cache-control"]).toBe("no-store");
  });
});

describe("a member's answers", () => {
  it("are private and revalidated every time, pages and JSON, with their own ETag", async () => {
    const guest = await app.inject({ url: "/api/v2/discussions" });
    const own = await app.inject({ url: "/api/v2/discussions", headers: { cookie: member } });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe(MEMBER_CACHE_CONTROL);
    expect(own.headers.vary).toBe("accept-encoding, cookie");
    expect(own.headers.etag).toBeTruthy();
    expect(own.headers.etag).not.toBe(guest.headers.etag);
    // A guest's validator never stands for a member's answer.
    const crossed = await app.inject({
      url: "/api/v2/discussions",
      headers: { cookie: member, "if-none-match": String(guest.headers.etag) },
    });
    expect(crossed.statusCode).toBe(200);
    const revalidated = await app.inject({
      url: "/api/v2/discussions",
      headers: { cookie: member, "if-none-match": String(own.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["cache-control"]).toBe(MEMBER_CACHE_CONTROL);

    const page = await app.inject({ url: "/", headers: { cookie: member } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe(MEMBER_CACHE_CONTROL);
    const me = await app.inject({ url: "/api/v2/users/me", headers: { cookie: member } });
    expect(me.headers["cache-control"]).toBe(MEMBER_CACHE_CONTROL);
  });

  it("keep no-store on writes", async () => {
    const generalID = await categoryIDOf(app, "general");
    const created = await app.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...writeHeaders, cookie: member },
      payload: { name: "Never cached", body: "Body", format: "markdown", categoryID: generalID },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers["cache-control"]).toBe("no-store");
    expect(created.headers.etag).toBeUndefined();
  });

  it("is private whenever the answer sets a cookie (an expired session being cleared)", async () => {
    const response = await app.inject({
      url: "/api/v2/discussions",
      headers: { cookie: "plaza_session=not-a-valid-token" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeTruthy();
    expect(response.headers["cache-control"]).toBe(MEMBER_CACHE_CONTROL);
  });
});
