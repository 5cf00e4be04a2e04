// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { pruneTracking } from "../../services/site/tracking";
import {
  buildCategory,
  buildCommunity,
  insertDiscussion,
  signInCookie,
} from "../../../tests/helpers/factories";
import { storedViewCount } from "../../../tests/helpers/stored-counts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

/** Sends a tick, then stores what it counted (views and events are written in batches). */
const tick = async (payload: object, headers: Record<string, string> = writeHeaders) => {
  const response = await app.inject({ method: "POST", url: "/api/v2/tick", headers, payload });
  await app.views.flush();
  return response;
};

describe("POST /api/v2/tick (shell spec §7)", () => {
  it("records a guest's page view without a session", async () => {
    expect((await tick({ type: "page_view", url: "http://localhost/", siteSectionID: 0 })).statusCode).toBe(
      204,
    );
    const row = await app.db
      .selectFrom("tracking_events")
      .selectAll()
      .orderBy("eventID", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: "page_view", userID: 0, url: "http://localhost/" });
  });

  it("records who viewed, and a discussion view counts toward its views", async () => {
    const cookie = await signInAs(app, "member");
    const { discussionID, countViews } = await app.db
      .selectFrom("discussions")
      .select(["discussionID", "countViews"])
      .executeTakeFirstOrThrow();
    expect(
      (await tick({ type: "discussion_view", discussionID }, { ...writeHeaders, cookie })).statusCode,
    ).toBe(204);
    const after = await app.db
      .selectFrom("discussions")
      .select("countViews")
      .where("discussionID", "=", discussionID)
      .executeTakeFirstOrThrow();
    expect(after.countViews).toBe(countViews + 1);
  });

  it("records an external navigation with its destination", async () => {
    await tick({
      type: "externalNavigation",
      url: "http://localhost/x",
      destinationUrl: "https://example.com/",
    });
    const row = await app.db
      .selectFrom("tracking_events")
      .selectAll()
      .orderBy("eventID", "desc")
      .executeTakeFirstOrThrow();
    expect(row.destinationUrl).toBe("https://example.com/");
  });

  it("refuses unknown event types with 400 and calls without X-Requested-With with 403", async () => {
    expect((await tick({ type: "nonsense" })).statusCode).toBe(400);
    expect((await tick({ type: "page_view" }, { "content-type": "application/json" })).statusCode).toBe(403);
  });

  it("counts a banned member's page views (not a write of theirs)", async () => {
    const cookie = await signInAs(app, "banned");
    expect((await tick({ type: "page_view" }, { ...writeHeaders, cookie })).statusCode).toBe(204);
  });
});

describe("POST /api/v2/tick against abuse", () => {
  const countViewsOf = (discussionID: number) => storedViewCount(app.db, discussionID);
  const discussionIn = async (categoryID: number) =>
    (
      await app.db
        .selectFrom("discussions")
        .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
        .select("discussions.discussionID")
        .where((eb) =>
          eb.or([
            eb("categories.categoryID", "=", categoryID),
            eb("categories.parentCategoryID", "=", categoryID),
          ]),
        )
        .executeTakeFirstOrThrow()
    ).discussionID;
  const fromAddress = async (payload: object, remoteAddress: string, cookie?: string) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/tick",
      headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
      payload,
      remoteAddress,
    });
    await app.views.flush();
    return response;
  };

  it("a guest's view of a discussion in a hidden category does not count", async () => {
    const hidden = await discussionIn(await categoryIDOf(app, "staff-room"));
    const before = await countViewsOf(hidden);
    // Answered like any tick (204), so the call does not tell that the discussion exists.
    expect(
      (await fromAddress({ type: "discussion_view", discussionID: hidden }, "203.0.113.5")).statusCode,
    ).toBe(204);
    expect(await countViewsOf(hidden)).toBe(before);
    const event = await app.db
      .selectFrom("tracking_events")
      .selectAll()
      .orderBy("eventID", "desc")
      .executeTakeFirstOrThrow();
    expect(event.discussionID).toBeNull();
    // A moderator may see it, so theirs counts.
    const moderator = await signInAs(app, "moderator");
    await fromAddress({ type: "discussion_view", discussionID: hidden }, "203.0.113.5", moderator);
    expect(await countViewsOf(hidden)).toBe(before + 1);
  });

  it("counts a view once per viewer and discussion per 30 minutes (members by account, guests by address)", async () => {
    const discussionID = await discussionIn(await categoryIDOf(app, "general"));
    const view = { type: "discussion_view", discussionID };
    const before = await countViewsOf(discussionID);
    const member2 = await signInAs(app, "member2");
    for (let i = 0; i < 5; i += 1) await fromAddress(view, `198.51.100.${i}`, member2);
    expect(await countViewsOf(discussionID)).toBe(before + 1);
    for (let i = 0; i < 5; i += 1) await fromAddress(view, "198.51.100.200");
    expect(await countViewsOf(discussionID)).toBe(before + 2);
    await fromAddress(view, "198.51.100.201");
    expect(await countViewsOf(discussionID)).toBe(before + 3);
  });

  it("refuses ids that are not positive safe integers (1e308, floats, negatives, strings) with 400 field errors", async () => {
    for (const raw of ["1e308", "1.5", "-3", "0", '"7"', "9007199254740993"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v2/tick",
        headers: writeHeaders,
        payload: `{"type":"discussion_view","discussionID":${raw}}`,
      });
      expect(response.statusCode, raw).toBe(400);
      expect(response.json().errors, raw).toContainEqual(expect.objectContaining({ field: "discussionID" }));
    }
  });

  it("limits ticks per client address with 429 and Retry-After", async () => {
    const limited = await buildTestApp({ seed: "none", abuseLimits: { tickPerAddress: { limit: 3 } } });
    try {
      const send = (remoteAddress: string) =>
        limited.inject({
          method: "POST",
          url: "/api/v2/tick",
          headers: writeHeaders,
          payload: { type: "page_view" },
          remoteAddress,
        });
      for (let i = 0; i < 3; i += 1) expect((await send("192.0.2.1")).statusCode).toBe(204);
      const refused = await send("192.0.2.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: "Too many tracking events.", status: 429 });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect((await send("192.0.2.2")).statusCode).toBe(204);
      await limited.views.flush();
      const rows = await limited.db.selectFrom("tracking_events").select("eventID").execute();
      expect(rows).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });

  it("keeps at most 500 characters of each URL, so every row stays small", async () => {
    const long = `https://plaza.example/${"a".repeat(1900)}`;
    expect(
      (await tick({ type: "externalNavigation", url: long, referrer: long, destinationUrl: long }))
        .statusCode,
    ).toBe(204);
    const row = await app.db
      .selectFrom("tracking_events")
      .selectAll()
      .orderBy("eventID", "desc")
      .executeTakeFirstOrThrow();
    expect([row.url.length, row.referrer.length, row.destinationUrl?.length]).toEqual([500, 500, 500]);
  });

  it("keeps the events table bounded: old events and rows beyond the cap are pruned", async () => {
    const old = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000).toISOString();
    await app.db
      .insertInto("tracking_events")
      .values({ type: "page_view", userID: 0, url: "/old", referrer: "", dateInserted: old })
      .execute();
    for (let i = 0; i < 8; i += 1) await tick({ type: "page_view", url: `/new-${i}` });
    await pruneTracking(app.db, { maxRows: 5 });
    const rows = await app.db.selectFrom("tracking_events").select("url").orderBy("eventID").execute();
    expect(rows.map((r) => r.url)).toEqual(["/new-3", "/new-4", "/new-5", "/new-6", "/new-7"]);
  });
});

describe("POST /api/v2/tick: the page's discussion and category (shell spec §3 tracking event)", () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await buildTestApp();
  });
  afterAll(() => site.close());

  const lastEvent = async () => {
    await site.views.flush();
    return site.db
      .selectFrom("tracking_events")
      .selectAll()
      .orderBy("eventID", "desc")
      .executeTakeFirstOrThrow();
  };

  it("keeps a guest's and a member's discussion page view with the discussion and its own category", async () => {
    const { member, general } = await buildCommunity(site);
    const other = await buildCategory(site.db);
    const discussionID = await insertDiscussion(site.db, {
      categoryID: general.categoryID,
      insertUserID: member.userID,
    });
    const view = { type: "page_view", url: `http://localhost/discussion/${discussionID}`, discussionID };
    const guest = await site.inject({
      method: "POST",
      url: "/api/v2/tick",
      headers: writeHeaders,
      payload: view,
    });
    expect(guest.statusCode).toBe(204);
    expect(await lastEvent()).toMatchObject({ userID: 0, discussionID, categoryID: general.categoryID });
    const cookie = await signInCookie(site.db, member.userID);
    // A category named beside a discussion does not move the view out of the discussion's category.
    const mine = await site.inject({
      method: "POST",
      url: "/api/v2/tick",
      headers: { ...writeHeaders, cookie },
      payload: { ...view, categoryID: other.categoryID },
    });
    expect(mine.statusCode).toBe(204);
    expect(await lastEvent()).toMatchObject({
      userID: member.userID,
      discussionID,
      categoryID: general.categoryID,
    });
  });

  it("keeps a category page view with its category, and drops ids that name nothing the viewer may see", async () => {
    const { staffRoom, general } = await buildCommunity(site);
    const category = { type: "page_view", url: "http://localhost/categories/x" };
    await site.inject({
      method: "POST",
      url: "/api/v2/tick",
      headers: writeHeaders,
      payload: { ...category, categoryID: general.categoryID },
    });
    expect(await lastEvent()).toMatchObject({ discussionID: null, categoryID: general.categoryID });
    for (const categoryID of [staffRoom.categoryID, 999_999]) {
      const answer = await site.inject({
        method: "POST",
        url: "/api/v2/tick",
        headers: writeHeaders,
        payload: { ...category, categoryID, discussionID: 999_999 },
      });
      expect(answer.statusCode).toBe(204);
      expect(await lastEvent()).toMatchObject({ discussionID: null, categoryID: null });
    }
  });
});
