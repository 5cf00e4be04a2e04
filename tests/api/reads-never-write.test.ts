// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { writeHeaders } from "../helpers/server";
import { buildComment, buildCommunity, buildDiscussion, signInCookie } from "../helpers/factories";
import { buildWriteCountingApp, type WriteCountingApp } from "../helpers/write-count";
import { storedViewCount } from "../helpers/stored-counts";

let counting: WriteCountingApp;
let app: FastifyInstance;
let discussionID = 0;
let memberID = 0;
let categoryUrlcode = "";
let member = "";

beforeAll(async () => {
  counting = await buildWriteCountingApp();
  app = counting.app;
  const community = await buildCommunity(app);
  memberID = community.member.userID;
  categoryUrlcode = community.general.urlcode;
  discussionID = await buildDiscussion(app.db, {
    categoryID: community.general.categoryID,
    insertUserID: community.moderator.userID,
  });
  for (let i = 0; i < 3; i += 1) {
    await buildComment(app.db, { discussionID, insertUserID: community.moderator.userID });
  }
  member = await signInCookie(app.db, memberID);
});
afterAll(() => app.close());

const reads = () => [
  `/api/v2/discussions/${discussionID}`,
  "/",
  `/discussion/${discussionID}`,
  "/discussions",
  "/categories",
  `/categories/${categoryUrlcode}`,
  `/api/v2/categories`,
  "/api/v2/discussions?limit=30&expand=insertUser,category",
  `/api/v2/comments?discussionID=${discussionID}&limit=30`,
];

describe("reads on the request's path", () => {
  for (const who of ["guest", "member"] as const) {
    it(`run no write statement for a ${who}: discussion, pages, lists and page-view ticks`, async () => {
      const headers = who === "member" ? { cookie: member } : {};
      for (const url of reads()) {
        const { writes, result } = await counting.writesDuring(() => app.inject({ url, headers }));
        expect(result.statusCode, url).toBe(200);
        expect(writes, url).toEqual([]);
      }
      for (const payload of [
        { type: "page_view", url: "http://localhost/" },
        { type: "discussion_view", discussionID },
      ]) {
        const { writes, result } = await counting.writesDuring(() =>
          app.inject({
            method: "POST",
            url: "/api/v2/tick",
            headers: { ...writeHeaders, ...headers },
            payload,
          }),
        );
        expect(result.statusCode, payload.type).toBe(204);
        expect(writes, payload.type).toEqual([]);
      }
    });
  }

  it("store the views, read marks and events they counted at the flush, in a few statements", async () => {
    const views = () => storedViewCount(app.db, discussionID);
    await app.views.flush();
    const before = await views();
    const events = await app.db.selectFrom("tracking_events").select("eventID").execute();
    for (let i = 0; i < 4; i += 1) {
      await app.inject({ url: `/api/v2/discussions/${discussionID}`, remoteAddress: `192.0.2.${i}` });
      await app.inject({
        method: "POST",
        url: "/api/v2/tick",
        headers: writeHeaders,
        payload: { type: "page_view", url: "http://localhost/" },
        remoteAddress: `192.0.2.${i}`,
      });
    }
    expect(await views()).toBe(before);
    const { writes } = await counting.writesDuring(() => app.views.flush());
    // One update for the four views, one insert for the four events (pruning may add one delete).
    expect(writes.filter((sql) => !/^\s*delete/i.test(sql))).toHaveLength(2);
    expect(await views()).toBe(before + 4);
    const after = await app.db.selectFrom("tracking_events").select("eventID").execute();
    expect(after.length - events.length).toBe(4);
  });
});

describe("a member's read mark", () => {
  it("shows at once in the lists of the same process, before the flush stores it", async () => {
    const community = await buildCommunity(app);
    const reader = await signInCookie(app.db, community.member.userID);
    const id = await buildDiscussion(app.db, {
      categoryID: community.general.categoryID,
      insertUserID: community.moderator.userID,
    });
    await buildComment(app.db, { discussionID: id, insertUserID: community.moderator.userID });
    const listed = async () => {
      const list = await app.inject({
        url: `/api/v2/discussions?categoryID=${community.general.categoryID}`,
        headers: { cookie: reader },
      });
      return (list.json() as { discussionID: number; unread: boolean; countUnread: number }[]).find(
        (d) => d.discussionID === id,
      );
    };
    expect(await listed()).toMatchObject({ unread: true });

    await app.inject({ url: `/discussion/${id}`, headers: { cookie: reader } });
    const stored = () =>
      app.db
        .selectFrom("user_discussions")
        .select(["countCommentsRead", "dateLastViewed"])
        .where("userID", "=", community.member.userID)
        .where("discussionID", "=", id)
        .executeTakeFirst();
    expect(await stored()).toBeUndefined();
    expect(await listed()).toMatchObject({ unread: false, countUnread: 0 });

    await app.views.flush();
    expect(await stored()).toMatchObject({ countCommentsRead: 1 });
    expect(await listed()).toMatchObject({ unread: false, countUnread: 0 });
  });
});
