// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, writeHeaders } from "../../tests/helpers/server";
import {
  buildCategory,
  buildComment,
  buildDiscussion,
  buildReaction,
  buildUser,
  signInCookie,
  type BuiltUser,
} from "../../tests/helpers/factories";
import { openLiveStream, type OpenLiveStream } from "../../tests/helpers/live-stream";
import { createTestDatabase, TEST_DATABASE_URL } from "../../tests/helpers/test-database";
import { longRunnerSettings } from "../services/jobs/long-runner";

let app: FastifyInstance;
let origin: string;
let author: BuiltUser;
const cookies: Record<string, string> = {};
let publicCategory: number;
let staffCategory: number;
const open: OpenLiveStream[] = [];

beforeAll(async () => {
  app = await buildTestApp({ live: { perMember: 3, perAddress: 100 } });
  origin = await app.listen({ host: "127.0.0.1", port: 0 });
  author = await member();
  publicCategory = (await buildCategory(app.db)).categoryID;
  staffCategory = (await buildCategory(app.db, { private: true })).categoryID;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await app.close();
});

async function stream(user: BuiltUser | undefined, topics: string, lastEventID?: string) {
  const opened = await openLiveStream(origin, {
    topics,
    ...(user ? { cookie: cookies[user.name] } : {}),
    ...(lastEventID !== undefined ? { lastEventID } : {}),
  });
  open.push(opened);
  // A new stream first says where it starts (the id a tab resumes from when it opens another).
  if (lastEventID === undefined && opened.status === 200) expect((await opened.next()).event).toBe("ready");
  return opened;
}

/** A discussion of the author's in the public category. */
const buildPublicDiscussion = () =>
  buildDiscussion(app.db, { categoryID: publicCategory, insertUserID: author.userID });

/** A new member (or moderator, administrator) and their session. */
async function member(roles?: ("member" | "moderator" | "administrator")[]) {
  const user = await buildUser(app.db, roles ? { roles } : {});
  cookies[user.name] = await signInCookie(app.db, user.userID);
  return user;
}

/** Resolves once `user`'s streams are subscribed: the hub counts `count` of them. */
async function subscribed(user: BuiltUser, count = 1) {
  while (app.live.openBy(user.userID) < count) await new Promise((resolve) => setImmediate(resolve));
}

describe("GET /api/v2/live", () => {
  it("streams a comment posted in a followed discussion, unbuffered and uncompressed", async () => {
    const discussionID = await buildPublicDiscussion();
    const reader = await member();
    const live = await stream(reader, `discussion:${discussionID}`);
    expect(live.status).toBe(200);
    expect(live.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(live.headers.get("x-accel-buffering")).toBe("no");
    expect(live.headers.get("content-encoding")).toBeNull();
    await subscribed(reader);
    const commentID = await buildComment(app.db, { discussionID, insertUserID: author.userID });
    const event = await live.next();
    expect(event.event).toBe("comment");
    expect(JSON.parse(event.data)).toEqual({ discussionID, commentID, insertUserID: author.userID });
    expect(Number(event.id)).toBeGreaterThan(0);
    // Each stream is told to come back after its own delay, between 1 and 6 seconds.
    expect(live.retries[0]).toBeGreaterThanOrEqual(1000);
    expect(live.retries[0]).toBeLessThan(6000);
    live.close();
  });

  it("answers 401 to a guest and 400 to a topic it does not know, with the error body", async () => {
    const reader = await member();
    const guest = await app.inject({ url: "/api/v2/live?topics=discussions" });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: "You must sign in first." });
    const bad = await app.inject({
      url: "/api/v2/live?topics=discussion:1,user:2",
      headers: { cookie: cookies[reader.name] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '"user:2" is not a topic.' });
  });

  it("sends what only members of a category may read to them, and stops at once when one loses access", async () => {
    const reader = await member();
    const moderator = await member(["moderator"]);
    const staffDiscussion = await buildDiscussion(app.db, {
      categoryID: staffCategory,
      insertUserID: moderator.userID,
    });
    const publicDiscussion = await buildPublicDiscussion();
    const topics = `discussion:${staffDiscussion},discussion:${publicDiscussion}`;
    const members = await stream(reader, topics);
    const staff = await stream(moderator, topics);
    await subscribed(reader);
    await subscribed(moderator);

    const first = await buildComment(app.db, {
      discussionID: staffDiscussion,
      insertUserID: moderator.userID,
    });
    expect(JSON.parse((await staff.next()).data)).toMatchObject({ commentID: first });
    // The member follows the same topic but may not read it: the next event they get is the public one.
    const open1 = await buildComment(app.db, { discussionID: publicDiscussion, insertUserID: author.userID });
    expect(JSON.parse((await members.next()).data)).toMatchObject({ commentID: open1 });
    expect(JSON.parse((await staff.next()).data)).toMatchObject({ commentID: open1 });

    // The moderator becomes a member: the staff room's next comment does not reach them.
    const memberRole = await app.db
      .selectFrom("roles")
      .select("roleID")
      .where("type", "=", "member")
      .executeTakeFirstOrThrow();
    await app.db.deleteFrom("user_roles").where("userID", "=", moderator.userID).execute();
    await app.db
      .insertInto("user_roles")
      .values({ userID: moderator.userID, roleID: memberRole.roleID })
      .execute();
    const admin = await member(["administrator"]);
    await buildComment(app.db, { discussionID: staffDiscussion, insertUserID: admin.userID });
    const open2 = await buildComment(app.db, { discussionID: publicDiscussion, insertUserID: author.userID });
    expect(JSON.parse((await staff.next()).data)).toMatchObject({ commentID: open2 });
    expect(JSON.parse((await members.next()).data)).toMatchObject({ commentID: open2 });
    members.close();
    staff.close();
  });

  it("replays what a reconnecting stream missed (Last-Event-ID), in order, and says reset when it is no longer kept", async () => {
    const discussionID = await buildPublicDiscussion();
    const reader = await member();
    const first = await stream(reader, `discussion:${discussionID}`);
    await subscribed(reader);
    await buildComment(app.db, { discussionID, insertUserID: author.userID });
    const seen = await first.next();
    first.close();
    while (app.live.openBy(reader.userID) > 0) await new Promise((resolve) => setImmediate(resolve));
    const missed = [
      await buildComment(app.db, { discussionID, insertUserID: author.userID }),
      await buildReaction(app.db, {
        recordType: "discussion",
        recordID: discussionID,
        userID: author.userID,
      }),
      await buildComment(app.db, { discussionID, insertUserID: author.userID }),
    ];
    const again = await stream(reader, `discussion:${discussionID}`, seen.id);
    const replayed = [await again.next(), await again.next(), await again.next()];
    expect(replayed.map((event) => event.event)).toEqual(["comment", "reaction", "comment"]);
    expect(JSON.parse(replayed[0]!.data)).toMatchObject({ commentID: missed[0] });
    expect(JSON.parse(replayed[1]!.data)).toMatchObject({
      recordType: "discussion",
      recordID: discussionID,
      score: 1,
    });
    expect(JSON.parse(replayed[2]!.data)).toMatchObject({ commentID: missed[2] });
    // Then live events follow, none twice.
    await subscribed(reader);
    const after = await buildComment(app.db, { discussionID, insertUserID: author.userID });
    expect(JSON.parse((await again.next()).data)).toMatchObject({ commentID: after });
    again.close();

    // Events older than the backlog's 5 minutes are gone: the page is told to refetch once.
    await app.db
      .updateTable("live_events")
      .set({ dateInserted: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where("eventID", "<=", Number(seen.id) + 1)
      .execute();
    const late = await stream(reader, `discussion:${discussionID}`, seen.id);
    expect((await late.next()).event).toBe("reset");
    late.close();
  });

  it("tells a mentioned member's own stream (me) about the notification, and nobody else's", async () => {
    const discussionID = await buildPublicDiscussion();
    const reader = await member();
    const writer = await member();
    const mine = await stream(reader, "me");
    const others = await stream(writer, "me,discussions");
    await subscribed(reader);
    await subscribed(writer);
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...writeHeaders, cookie: cookies[writer.name] },
      payload: { discussionID, body: `Hello @${reader.name}`, format: "markdown" },
    });
    expect(response.statusCode).toBe(201);
    expect((await mine.next()).event).toBe("notification");
    const next = await buildDiscussion(app.db, { categoryID: publicCategory, insertUserID: reader.userID });
    // The writer's own stream heard nothing of the mention: its next event is the new discussion.
    const seenByAuthor = await others.next();
    expect(seenByAuthor.event).toBe("discussion");
    expect(JSON.parse(seenByAuthor.data)).toMatchObject({ discussionID: next, categoryID: publicCategory });
    mine.close();
    others.close();
  });

  it("tells a moderator's other tabs (me) how far their long-running job got, failures counted, and nobody else", async () => {
    const moderator = await member(["moderator"]);
    const onlooker = await member(["moderator"]);
    const first = await buildPublicDiscussion();
    const last = await buildPublicDiscussion();
    const mine = await stream(moderator, "me");
    const others = await stream(onlooker, "me,discussions");
    await subscribed(moderator);
    await subscribed(onlooker);
    const cap = longRunnerSettings.maxItemsPerCall;
    longRunnerSettings.maxItemsPerCall = 1;
    try {
      const started = await app.inject({
        method: "PATCH",
        url: "/api/v2/discussions/close",
        headers: { ...writeHeaders, cookie: cookies[moderator.name] },
        payload: { discussionIDs: [first, 999_999_999, last], closed: true },
      });
      expect(started.statusCode).toBe(408);
      let token = (started.json() as { callbackPayload: string | null }).callbackPayload;
      const jobID = (
        JSON.parse(Buffer.from(String(token).split(".")[0] ?? "", "base64url").toString()) as {
          jobID: string;
        }
      ).jobID;
      const heard: unknown[] = [];
      while (token) {
        const step = await app.inject({
          method: "POST",
          url: "/api/v2/calls/run",
          headers: {
            ...writeHeaders,
            cookie: cookies[moderator.name],
            "content-type": "application/system-signed-token",
          },
          payload: token,
        });
        token = (step.json() as { callbackPayload: string | null }).callbackPayload;
        const event = await mine.next();
        expect(event.event).toBe("job");
        heard.push(JSON.parse(event.data));
      }
      const job = { jobID, action: "discussions.close", countTotalIDs: 3 };
      expect(heard).toEqual([
        { ...job, countDone: 2, countFailed: 1, finished: false },
        { ...job, countDone: 3, countFailed: 1, finished: true },
      ]);
    } finally {
      longRunnerSettings.maxItemsPerCall = cap;
    }
    // The other moderator heard nothing of it: their next event is a new discussion.
    const next = await buildPublicDiscussion();
    const seen = await others.next();
    expect(seen.event).toBe("discussion");
    expect(JSON.parse(seen.data)).toMatchObject({ discussionID: next });
    mine.close();
    others.close();
  });

  it("refuses a member's stream over the cap with 429 and the error body", async () => {
    const capped = await member();
    const streams = [await stream(capped, "me"), await stream(capped, "me"), await stream(capped, "me")];
    await subscribed(capped, 3);
    const refused = await app.inject({
      url: "/api/v2/live?topics=me",
      headers: { cookie: cookies[capped.name] },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: "Too many live streams for this account." });
    for (const each of streams) each.close();
  });
});

describe.skipIf(!TEST_DATABASE_URL)("GET /api/v2/live on two servers sharing one PostgreSQL database", () => {
  it("delivers an event published on one server to a stream on the other, and a stream moved to the other after its server stops misses nothing", async () => {
    const database = await createTestDatabase("none");
    const first = await buildTestApp({ databaseUrl: database.url, poolSize: 2 });
    const second = await buildTestApp({ databaseUrl: database.url, poolSize: 2, afterClose: database.drop });
    let firstClosed = false;
    try {
      const firstOrigin = await first.listen({ host: "127.0.0.1", port: 0 });
      const secondOrigin = await second.listen({ host: "127.0.0.1", port: 0 });
      const writer = await buildUser(first.db);
      const reader = await buildUser(first.db);
      const cookie = await signInCookie(first.db, reader.userID);
      const { categoryID } = await buildCategory(first.db);
      const discussionID = await buildDiscussion(first.db, { categoryID, insertUserID: writer.userID });
      const topics = `discussion:${discussionID}`;

      const onSecond = await openLiveStream(secondOrigin, { topics, cookie });
      expect((await onSecond.next()).event).toBe("ready");
      while (second.live.openBy(reader.userID) < 1) await new Promise((resolve) => setImmediate(resolve));
      const commentID = await buildComment(first.db, { discussionID, insertUserID: writer.userID });
      expect(JSON.parse((await onSecond.next()).data)).toMatchObject({ commentID });
      onSecond.close();

      // A stream on the first server; the server stops; what is posted meanwhile is replayed on the second.
      const onFirst = await openLiveStream(firstOrigin, { topics, cookie });
      expect((await onFirst.next()).event).toBe("ready");
      while (first.live.openBy(reader.userID) < 1) await new Promise((resolve) => setImmediate(resolve));
      await buildComment(second.db, { discussionID, insertUserID: writer.userID });
      const last = await onFirst.next();
      await first.close();
      firstClosed = true;
      expect(onFirst.retries.at(-1)).toBeGreaterThanOrEqual(1000);
      const meanwhile = await buildComment(second.db, { discussionID, insertUserID: writer.userID });
      const moved = await openLiveStream(secondOrigin, { topics, cookie, lastEventID: last.id! });
      expect(JSON.parse((await moved.next()).data)).toMatchObject({ commentID: meanwhile });
      moved.close();
    } finally {
      if (!firstClosed) await first.close();
      await second.close();
    }
  });
});
