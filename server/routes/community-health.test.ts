// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, writeHeaders } from "../../tests/helpers/server";
import {
  buildComment,
  buildCommunity,
  buildDiscussion,
  buildUser,
  signInCookie,
  type BuiltUser,
} from "../../tests/helpers/factories";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";
import { communityHealthSchema } from "../../schemas/api/community-health.schema";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
// The app's clock, fixed for the whole file: "today" is its UTC day, whatever the wall clock does.
const clock = Date.now();
const todayStart = Math.floor(clock / DAY_MS) * DAY_MS;
/** `daysAgo` UTC days before today, `hour` hours past midnight, as stored. */
const at = (daysAgo: number, hour = 10) =>
  new Date(todayStart - daysAgo * DAY_MS + hour * HOUR_MS).toISOString();
const dayOf = (daysAgo: number) => at(daysAgo).slice(0, 10);

let app: FastifyInstance;
let cookies: { admin: string; member: string; moderator: string };
let member: BuiltUser;
let viewedID: number;

const health = (query: string, cookie?: string) =>
  app.inject({
    url: `/api/v2/analytics/community-health${query}`,
    headers: cookie ? { cookie } : {},
  });

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  const community = await buildCommunity(app);
  member = community.member;
  const { moderator, admin, general } = community;
  cookies = {
    admin: await signInCookie(app.db, admin.userID),
    member: await signInCookie(app.db, member.userID),
    moderator: await signInCookie(app.db, moderator.userID),
  };
  // Everyone above joined long ago; these two joined yesterday and today.
  await app.db
    .updateTable("users")
    .set({ dateInserted: at(200) })
    .execute();
  const member2 = await buildUser(app.db);
  await app.db
    .updateTable("users")
    .set({ dateInserted: at(1) })
    .where("userID", "=", member2.userID)
    .execute();
  const newcomer = await buildUser(app.db);
  await app.db
    .updateTable("users")
    .set({ dateInserted: at(0, 0) })
    .where("userID", "=", newcomer.userID)
    .execute();

  // Two days ago: the member starts a discussion the moderator answers; the member answers yesterday.
  viewedID = await buildDiscussion(app.db, {
    categoryID: general.categoryID,
    insertUserID: member.userID,
    dateInserted: at(2),
  });
  const answer = await buildComment(app.db, { discussionID: viewedID, insertUserID: moderator.userID });
  const reply = await buildComment(app.db, { discussionID: viewedID, insertUserID: member.userID });
  await app.db
    .updateTable("comments")
    .set({ dateInserted: at(2, 11) })
    .where("commentID", "=", answer)
    .execute();
  await app.db
    .updateTable("comments")
    .set({ dateInserted: at(1, 9) })
    .where("commentID", "=", reply)
    .execute();
  const goneID = await buildDiscussion(app.db, {
    categoryID: general.categoryID,
    insertUserID: admin.userID,
    dateInserted: at(1),
  });

  const view = (userID: number, dateInserted: string, discussionID: number | null, type = "page_view") => ({
    type,
    userID,
    url: "http://localhost/",
    referrer: "",
    discussionID,
    categoryID: discussionID ? general.categoryID : null,
    dateInserted,
  });
  await app.db
    .insertInto("tracking_events")
    .values([
      view(0, at(10), viewedID),
      view(0, at(2), viewedID),
      view(0, at(2, 12), viewedID),
      view(member2.userID, at(2, 13), viewedID),
      ...Array.from({ length: 5 }, (_, i) => view(0, at(1, 12 + i), goneID)),
      view(admin.userID, at(0, 0), null),
      view(admin.userID, at(0, 0), null, "externalNavigation"),
    ])
    .execute();
  // The most viewed discussion is then deleted: its views stay counted, it leaves the top list.
  const deleted = await app.inject({
    method: "DELETE",
    url: `/api/v2/discussions/${goneID}`,
    headers: { ...writeHeaders, cookie: cookies.admin },
  });
  expect(deleted.statusCode).toBe(204);
}, 60_000);
afterAll(() => app.close());

describe("GET /api/v2/analytics/community-health", () => {
  it("answers site managers only: 401 for a guest, 403 for a member or a moderator", async () => {
    expect((await health("", cookies.admin)).statusCode).toBe(200);
    expect((await health("")).statusCode).toBe(401);
    expect((await health("", cookies.member)).statusCode).toBe(403);
    expect((await health("", cookies.moderator)).statusCode).toBe(403);
  });

  it("refuses a range other than 7, 30 or 90 days with 400 and a field error", async () => {
    for (const range of ["10", "abc", "0", "-7"]) {
      const response = await health(`?range=${range}`, cookies.admin);
      expect(response.statusCode, range).toBe(400);
      expect(response.json().errors, range).toContainEqual(expect.objectContaining({ field: "range" }));
    }
  });

  it("counts each UTC day of the last 7, today included, with zeros for quiet days", async () => {
    const response = await health("?range=7", cookies.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expectMatchesSchema(communityHealthSchema, body);
    expect(body).toMatchObject({ range: 7, dateFrom: dayOf(6), dateTo: dayOf(0) });
    expect(body.days.map((day: { date: string }) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayOf));
    const zero = { pageViews: 0, newMembers: 0, newDiscussions: 0, newComments: 0, activeMembers: 0 };
    expect(body.days.slice(0, 4)).toEqual([6, 5, 4, 3].map((n) => ({ date: dayOf(n), ...zero })));
    // Two days ago: three views; the member's discussion, the moderator's comment; the member, the
    // moderator and the viewer who joined yesterday were active.
    expect(body.days[4]).toEqual({
      date: dayOf(2),
      pageViews: 3,
      newMembers: 0,
      newDiscussions: 1,
      newComments: 1,
      activeMembers: 3,
    });
    // Yesterday: five guest views of the deleted discussion, which no longer counts as started.
    expect(body.days[5]).toEqual({
      date: dayOf(1),
      pageViews: 5,
      newMembers: 1,
      newDiscussions: 0,
      newComments: 1,
      activeMembers: 1,
    });
    // Today: the admin's page view (an external navigation is no view), and a newcomer.
    expect(body.days[6]).toEqual({
      date: dayOf(0),
      pageViews: 1,
      newMembers: 1,
      newDiscussions: 0,
      newComments: 0,
      activeMembers: 1,
    });
    // Active members: the days' average, (3 + 1 + 1) / 7 rounded to one decimal.
    expect(body.totals).toEqual({
      pageViews: 9,
      newMembers: 2,
      newDiscussions: 1,
      newComments: 2,
      activeMembers: 0.7,
    });
  });

  it("lists the most viewed discussions of the range, leaving out a deleted one", async () => {
    const week = (await health("?range=7", cookies.admin)).json();
    expect(week.topDiscussions).toEqual([
      {
        discussionID: viewedID,
        name: expect.any(String),
        url: expect.stringMatching(`^/discussion/${viewedID}/`),
        views: 3,
      },
    ]);
    const month = (await health("?range=30", cookies.admin)).json();
    expect(month.topDiscussions).toEqual([expect.objectContaining({ discussionID: viewedID, views: 4 })]);
    expect(month.totals.pageViews).toBe(10);
    expect(month.days).toHaveLength(30);
  });

  it("covers the last 30 days unless asked otherwise", async () => {
    const body = (await health("", cookies.admin)).json();
    expect(body).toMatchObject({ range: 30, dateFrom: dayOf(29), dateTo: dayOf(0) });
  });
});
