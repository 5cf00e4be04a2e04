// @vitest-environment node
import { PassThrough } from "node:stream";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import type { Viewer } from "../../auth/viewer";
import { loadViewer } from "../../auth/viewer";
import { AbuseLimiter } from "../../services/abuse/limiter";
import { resolveAbuseLimits } from "../../services/abuse/limits";
import { buildTestApp } from "../../../tests/helpers/server";
import { buildCategory, buildDiscussion, buildUser } from "../../../tests/helpers/factories";
import { keepChangeStamp } from "../../http/kept-answers";
import { deflateParts } from "../../http/gzip-parts";
import { GuestPageCache, readPageCacheBytes, type RenderedPage } from "./guest-pages";
import { storedViewCount } from "../../../tests/helpers/stored-counts";

/*
 * The cache on its own, in front of a page render the test controls (the whole page route is
 * tested in tests/api/guest-page-cache.test.ts): a real database, so its change stamp is the real one.
 */

let app: FastifyInstance;
let clock = Date.parse("2026-03-01T12:00:00Z");
let ctx: AppContext;
let guest: Viewer;
beforeAll(async () => {
  app = await buildTestApp();
  ctx = {
    db: app.db,
    now: () => clock,
    limiter: new AbuseLimiter(app.db, () => clock),
    abuseLimits: resolveAbuseLimits(),
    views: app.views,
  } as AppContext;
  guest = await loadViewer(app.db, 0);
});
afterAll(() => app.close());

/** A page of `size` bytes or so, its nonce in the CSP header and twice in the body. */
function pageOf(nonce: string, text = "Hello", status = 200, discussionID?: number): RenderedPage {
  return {
    status,
    headers: {
      "Content-Security-Policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      Vary: "Sec-CH-UA-Mobile",
      "Content-Type": "text/html; charset=utf-8",
    },
    body: `<style nonce="${nonce}"></style><p>${text}</p><script nonce="${nonce}"></script>`,
    nonce,
    ...(discussionID !== undefined ? { discussionID } : {}),
  };
}

interface Harness {
  server: FastifyInstance;
  cache: GuestPageCache;
  /** Renders done so far. */
  renders: () => number;
  /** What the next renders answer (the text, status, a discussion counted, a cookie, a wait). */
  next: {
    text: string;
    status: number;
    discussionID?: number;
    stream?: boolean;
    failed?: boolean;
    gate?: Promise<void>;
  };
}

/** A server whose every page goes through a fresh cache; `member` cookies sign in as `memberID`. */
async function harness(
  settings = { maxBytes: 1024 * 1024, maxAgeMs: 60_000 },
  memberID = 0,
): Promise<Harness> {
  const cache = new GuestPageCache(ctx, settings);
  const server = Fastify();
  const member = memberID ? await loadViewer(app.db, memberID) : guest;
  server.decorateRequest("viewer", null as unknown as Viewer);
  server.decorateRequest("changeStamp", undefined);
  server.addHook("preHandler", async (request, reply) => {
    request.viewer = request.headers.cookie?.includes("member") ? member : guest;
    if (request.headers.cookie?.includes("stale")) reply.header("set-cookie", "session=; Max-Age=0");
  });
  let renders = 0;
  const h: Harness = { server, cache, renders: () => renders, next: { text: "Hello", status: 200 } };
  server.get("/*", { onRequest: keepChangeStamp(app.db) }, async (request, reply) => {
    const deviceClass = request.headers["sec-ch-ua-mobile"] === "?1" ? "mobile" : "desktop";
    return cache.send(request, reply, { storable: true, deviceClass }, async (nonce, onView) => {
      const { text, status, discussionID, stream, failed, gate } = h.next;
      await gate;
      renders += 1;
      if (discussionID !== undefined) onView(discussionID);
      const page = { ...pageOf(nonce, text, status), ...(failed ? { failed } : {}) };
      if (stream) {
        const body = new PassThrough();
        body.end(page.body as string);
        return { ...page, body };
      }
      return page;
    });
  });
  await server.ready();
  return h;
}

const nonceOfHeader = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

let h: Harness;
beforeEach(async () => {
  h = await harness();
});

describe("guest page cache", () => {
  it("renders a guest's page once, then sends it from memory with the same status and headers", async () => {
    const miss = await h.server.inject({ url: "/discussions?page=2" });
    const hit = await h.server.inject({ url: "/discussions?page=2" });
    expect(h.renders()).toBe(1);
    expect(miss.headers["x-plaza-cache"]).toBe("miss");
    expect(hit.headers["x-plaza-cache"]).toBe("hit");
    expect(hit.statusCode).toBe(200);
    // A kept page may be sent as gzip: it says so (the app's caching hook says it of every page too).
    expect(hit.headers["vary"]).toBe(`${miss.headers["vary"]}, accept-encoding`);
    expect(hit.headers["content-type"]).toBe(miss.headers["content-type"]);
    expect(hit.body.replace(/nonce="[^"]+"/g, "")).toBe(miss.body.replace(/nonce="[^"]+"/g, ""));
    // Another query, another device class: pages of their own.
    await h.server.inject({ url: "/discussions?page=3" });
    await h.server.inject({ url: "/discussions?page=2", headers: { "sec-ch-ua-mobile": "?1" } });
    expect(h.renders()).toBe(3);
  });

  it("writes a fresh nonce into each response, the same in its header and its body", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await h.server.inject({ url: "/" });
      const nonce = nonceOfHeader(response.headers["content-security-policy"]);
      expect(nonce).toBeTruthy();
      expect(response.body).toBe(
        `<style nonce="${nonce}"></style><p>Hello</p><script nonce="${nonce}"></script>`,
      );
      nonces.add(nonce!);
    }
    expect(h.renders()).toBe(1);
    expect(nonces.size).toBe(3);
  });

  it("sends a page from memory as gzip with its own fresh nonce to a request that accepts gzip", async () => {
    h.next.text = "Gzip ".repeat(20_000);
    const plainOf = (nonce: string | undefined) =>
      `<style nonce="${nonce}"></style><p>${h.next.text}</p><script nonce="${nonce}"></script>`;
    const miss = await h.server.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(miss.headers["x-plaza-cache"]).toBe("miss");
    const hits = [];
    for (const encoding of ["gzip", "gzip, deflate, br, zstd", "br;q=1, gzip;q=0.5"]) {
      const hit = await h.server.inject({ url: "/", headers: { "accept-encoding": encoding } });
      expect(hit.headers["x-plaza-cache"]).toBe("hit");
      expect(hit.headers["content-encoding"], encoding).toBe("gzip");
      expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(hit.headers["content-length"])).toBe(hit.rawPayload.length);
      expect(hit.rawPayload.length).toBeLessThan(plainOf("").length / 10);
      const nonce = nonceOfHeader(hit.headers["content-security-policy"]);
      expect(zlib.gunzipSync(hit.rawPayload).toString("utf8")).toBe(plainOf(nonce));
      hits.push(nonce);
    }
    expect(new Set([nonceOfHeader(miss.headers["content-security-policy"]), ...hits]).size).toBe(4);
    expect(h.renders()).toBe(1);
  });

  it("sends a page from memory as text to a request that does not accept gzip", async () => {
    await h.server.inject({ url: "/" });
    for (const encoding of [undefined, "identity", "br", "gzip;q=0", "*, gzip;q=0"]) {
      const hit = await h.server.inject({
        url: "/",
        headers: encoding === undefined ? {} : { "accept-encoding": encoding },
      });
      expect(hit.headers["x-plaza-cache"]).toBe("hit");
      expect(hit.headers["content-encoding"], encoding).toBeUndefined();
      expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
      const nonce = nonceOfHeader(hit.headers["content-security-policy"]);
      expect(hit.body).toBe(`<style nonce="${nonce}"></style><p>Hello</p><script nonce="${nonce}"></script>`);
    }
  });

  it("never keeps nor serves a signed-in member's page, or one whose response sets a cookie", async () => {
    const member = await buildUser(app.db);
    const withMember = await harness(undefined, member.userID);
    await withMember.server.inject({ url: "/" });
    await withMember.server.inject({ url: "/", headers: { cookie: "member=1" } });
    const forMember = await withMember.server.inject({ url: "/", headers: { cookie: "member=1" } });
    expect(forMember.headers["x-plaza-cache"]).toBeUndefined();
    const stale = await withMember.server.inject({ url: "/stale", headers: { cookie: "stale=1" } });
    expect(stale.headers["x-plaza-cache"]).toBeUndefined();
    expect(withMember.renders()).toBe(4);
    expect(withMember.cache.size).toBe(1);
  });

  it("never keeps a page a part of which failed to render", async () => {
    h.next.failed = true;
    await h.server.inject({ url: "/" });
    h.next = { text: "Whole", status: 200 };
    const again = await h.server.inject({ url: "/" });
    expect(again.headers["x-plaza-cache"]).toBe("miss");
    expect((await h.server.inject({ url: "/" })).body).toContain("Whole");
    expect(h.renders()).toBe(2);
  });

  it("never keeps an entry page, a 403 or a page streamed after its render's wait", async () => {
    await h.server.inject({ url: "/entry/signin" });
    h.next.status = 403;
    await h.server.inject({ url: "/messages" });
    h.next = { text: "Streamed", status: 200, stream: true };
    const streamed = await h.server.inject({ url: "/streamed" });
    expect(streamed.body).toContain("Streamed");
    expect(h.cache.size).toBe(0);
    h.next = { text: "Missing", status: 404 };
    await h.server.inject({ url: "/discussion/999999" });
    expect((await h.server.inject({ url: "/discussion/999999" })).statusCode).toBe(404);
    expect(h.renders()).toBe(4);
  });

  it("renders again after a write anywhere, and after the page's longest stay", async () => {
    await h.server.inject({ url: "/" });
    await buildCategory(app.db);
    h.next.text = "After the write";
    const afterWrite = await h.server.inject({ url: "/" });
    expect(afterWrite.headers["x-plaza-cache"]).toBe("miss");
    expect(afterWrite.body).toContain("After the write");
    clock += 60_001;
    h.next.text = "A minute later";
    expect((await h.server.inject({ url: "/" })).body).toContain("A minute later");
    expect(h.renders()).toBe(3);
  });

  it("renders a cold page once for guests asking at the same time", async () => {
    let open = () => {};
    h.next.gate = new Promise((resolve) => (open = resolve));
    const responses = Array.from({ length: 8 }, () => h.server.inject({ url: "/cold" }));
    // Every request is waiting on the one render before it may finish.
    await expect.poll(() => h.cache.stats.waits).toBe(7);
    open();
    const sent = await Promise.all(responses);
    expect(h.renders()).toBe(1);
    const nonces = new Set(
      sent.map((response) => nonceOfHeader(response.headers["content-security-policy"])),
    );
    expect(nonces.size).toBe(8);
    for (const response of sent) expect(response.body).toContain("<p>Hello</p>");
  });

  it("counts a kept page's compressed form in its bytes", async () => {
    const text = "y".repeat(1000);
    h.next.text = text;
    await h.server.inject({ url: "/" });
    // The page without its nonce: the text of its body and headers, and the body's compressed parts.
    const page = pageOf("", text);
    const body = page.body as string;
    let textBytes = Buffer.byteLength(body);
    for (const [name, value] of Object.entries(page.headers)) textBytes += name.length + value.length;
    const compressed = deflateParts([
      `<style nonce="`,
      `"></style><p>${text}</p><script nonce="`,
      `"></script>`,
    ]);
    expect(compressed.bytes).toBeGreaterThan(0);
    expect(h.cache.bytes).toBe(textBytes + compressed.bytes);
  });

  it("lets the least recently used pages go once the kept bytes pass the budget", async () => {
    // The bytes one such page takes, as kept.
    h.next.text = "y".repeat(1000);
    await h.server.inject({ url: "/measure" });
    const size = h.cache.bytes;
    const small = await harness({ maxBytes: size * 3, maxAgeMs: 60_000 });
    small.next.text = "y".repeat(1000);
    for (const url of ["/a", "/b", "/c"]) await small.server.inject({ url });
    expect(small.cache.size).toBe(3);
    await small.server.inject({ url: "/a" }); // now the most recently used
    await small.server.inject({ url: "/d" });
    expect(small.cache.size).toBe(3);
    expect(small.cache.bytes).toBe(size * 3);
    expect((await small.server.inject({ url: "/a" })).headers["x-plaza-cache"]).toBe("hit");
    expect((await small.server.inject({ url: "/b" })).headers["x-plaza-cache"]).toBe("miss");
    // A page larger than the whole budget is never kept.
    small.next.text = "z".repeat(size * 4);
    await small.server.inject({ url: "/huge" });
    expect((await small.server.inject({ url: "/huge" })).headers["x-plaza-cache"]).toBe("miss");
  });

  it("counts a guest's view of a discussion on a page sent from memory, as a render does", async () => {
    const author = await buildUser(app.db);
    const category = await buildCategory(app.db);
    const discussionID = await buildDiscussion(app.db, {
      categoryID: category.categoryID,
      insertUserID: author.userID,
    });
    const views = () => storedViewCount(app.db, discussionID);
    const before = await views();
    h.next.discussionID = discussionID;
    await h.server.inject({ url: `/discussion/${discussionID}`, remoteAddress: "192.0.2.1" });
    const hit = await h.server.inject({ url: `/discussion/${discussionID}`, remoteAddress: "192.0.2.2" });
    expect(hit.headers["x-plaza-cache"]).toBe("hit");
    expect(h.renders()).toBe(1);
    // The render (this test's) counted nothing; the hit counted its guest's view.
    await app.views.flush();
    expect(await views()).toBe(before + 1);
  });

  it("reads PLAZA_PAGE_CACHE_MB as megabytes, 64 by default, 0 for none", () => {
    expect(readPageCacheBytes(undefined)).toBe(64 * 1024 * 1024);
    expect(readPageCacheBytes("0")).toBe(0);
    expect(readPageCacheBytes("8")).toBe(8 * 1024 * 1024);
    expect(() => readPageCacheBytes("lots")).toThrow(/PLAZA_PAGE_CACHE_MB/);
  });
});
