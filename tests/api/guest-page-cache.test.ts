// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { renderApp } from "../../src/app/entry-server";
import { FALLBACK_TEMPLATE, NONCE_PLACEHOLDER } from "../../server/http/html";
import { guestPageCacheOf } from "../../server/routes/pages/guest-pages";
import { buildTestApp, writeHeaders } from "../helpers/server";
import {
  buildCommunity,
  buildDiscussion,
  signInCookie,
  type BuiltCategory,
  type BuiltUser,
} from "../helpers/factories";

// Guests' pages through the whole page route, rendered on the server as the built server does.
const template = FALLBACK_TEMPLATE.replace(
  "</body>",
  `<script type="module" crossorigin src="/assets/app.js" nonce="${NONCE_PLACEHOLDER}"></script></body>`,
);

let app: FastifyInstance;
let member: BuiltUser;
let moderator: BuiltUser;
let general: BuiltCategory;
let staffRoom: BuiltCategory;
let cookies: { member: string; moderator: string };
let publicID = 0;
let secretID = 0;
const SECRET = "Staff only: the plans for spring";

beforeAll(async () => {
  app = await buildTestApp({
    // Views are stored when a test says so, not by a timer: a flush is a write, which ends every kept
    // page, and one landing between two reads of a test made the second a miss on a busy machine.
    viewFlush: { schedule: false },
    templateSource: {
      dev: false,
      load: async () => template,
      renderer: async () => ({
        render: (options) => renderApp({ ...options, streamAfterMs: 60_000 }),
        assets: null,
      }),
    },
  });
  ({ member, moderator, general, staffRoom } = await buildCommunity(app));
  cookies = {
    member: await signInCookie(app.db, member.userID),
    moderator: await signInCookie(app.db, moderator.userID),
  };
  publicID = await buildDiscussion(app.db, {
    categoryID: general.categoryID,
    insertUserID: member.userID,
    name: "Open to everyone",
  });
  secretID = await buildDiscussion(app.db, {
    categoryID: staffRoom.categoryID,
    insertUserID: moderator.userID,
    name: SECRET,
  });
  // The renderer's modules load on the first page: here, under the hook's time.
  await app.inject({ url: "/" });
}, 60_000);
afterAll(() => app.close());

const cache = () => guestPageCacheOf(app.db)!;
const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
const guestGet = (url: string) => app.inject({ url });

describe("cached guest pages", () => {
  it("sends a guest's page from memory after its first render, with its own nonce and the same ETag", async () => {
    const miss = await guestGet("/discussions?sort=-dateInserted");
    const hit = await guestGet("/discussions?sort=-dateInserted");
    expect(miss.headers["x-plaza-cache"]).toBe("miss");
    expect(hit.headers["x-plaza-cache"]).toBe("hit");
    expect(hit.statusCode).toBe(200);
    for (const name of ["cache-control", "vary", "content-type", "referrer-policy", "etag"])
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    expect(hit.body).toContain("Open to everyone");
    const nonces = [miss, hit].map((response) => {
      const nonce = nonceOf(response.headers["content-security-policy"]);
      // Every nonce in the body is the header's.
      const inBody = new Set([...response.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...inBody]).toEqual([nonce]);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // The browser's copy is still revalidated by its ETag.
    const revalidated = await app.inject({
      url: "/discussions?sort=-dateInserted",
      headers: { "if-none-match": String(hit.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("never keeps or serves a signed-in member's page", async () => {
    await guestGet("/categories");
    const kept = cache().size;
    const renders = cache().stats.renders;
    const forMember = await app.inject({ url: "/categories", headers: { cookie: cookies.member } });
    expect(forMember.headers["x-plaza-cache"]).toBeUndefined();
    expect(forMember.headers["cache-control"]).toBe("private, no-cache");
    expect(cache().size).toBe(kept);
    expect(cache().stats.renders).toBe(renders);
  });

  it("shows a guest a comment posted through the API on their next page view", async () => {
    await guestGet("/");
    expect((await guestGet("/")).headers["x-plaza-cache"]).toBe("hit");
    await guestGet(`/discussion/${publicID}`);
    const posted = await app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...writeHeaders, cookie: cookies.member },
      payload: { discussionID: publicID, body: "A reply nobody has seen yet.", format: "markdown" },
    });
    expect(posted.statusCode).toBe(201);
    const page = await guestGet(`/discussion/${publicID}`);
    expect(page.headers["x-plaza-cache"]).toBe("miss");
    expect(page.body).toContain("A reply nobody has seen yet.");
    expect((await guestGet("/")).headers["x-plaza-cache"]).toBe("miss");
  });

  it("never shows a guest what only members may see, whoever asked for the page first", async () => {
    const pages = ["/", "/discussions", `/categories/${staffRoom.urlcode}`, `/discussion/${secretID}`];
    // A moderator first: their pages show the staff room's discussion, and are kept for no one.
    for (const url of pages.slice(0, 2)) {
      const page = await app.inject({ url, headers: { cookie: cookies.moderator } });
      expect(page.body, url).toContain(SECRET);
    }
    for (const url of pages.slice(2)) await app.inject({ url, headers: { cookie: cookies.moderator } });
    for (const url of pages) {
      for (let i = 0; i < 2; i++) expect((await guestGet(url)).body, url).not.toContain(SECRET);
    }
    // Kept for guests, then a moderator's visit, then a guest from memory: still nothing of it.
    const kept = await guestGet("/discussions");
    expect(kept.headers["x-plaza-cache"]).toBe("hit");
    expect(
      (await app.inject({ url: "/discussions", headers: { cookie: cookies.moderator } })).body,
    ).toContain(SECRET);
    const again = await guestGet("/discussions");
    expect(again.headers["x-plaza-cache"]).toBe("hit");
    expect(again.body).not.toContain(SECRET);
    expect((await guestGet(`/discussion/${secretID}`)).statusCode).toBe(404);
  });

  it("renders a cold page once for guests asking at the same time", async () => {
    const renders = cache().stats.renders;
    const waits = cache().stats.waits;
    const sent = await Promise.all(Array.from({ length: 6 }, () => guestGet("/discussions?page=1")));
    expect(cache().stats.renders).toBe(renders + 1);
    expect(cache().stats.waits).toBe(waits + 5);
    for (const response of sent) expect(response.body).toContain("Open to everyone");
    expect(new Set(sent.map((response) => nonceOf(response.headers["content-security-policy"]))).size).toBe(
      6,
    );
  });
});
