// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { buildTestApp } from "../../../tests/helpers/server";
import { buildCommunity, insertDiscussion, type BuiltUser } from "../../../tests/helpers/factories";
import { PendingViews, VIEW_FLUSH_EVERY_MS, type PendingViewsOptions } from "./pending-views";
import { storedViewCount } from "../../../tests/helpers/stored-counts";

const viewOncePer = { bucket: "view", limit: 1, windowMs: 30 * 60_000 };

let app: FastifyInstance;
let member: BuiltUser;
let categoryID = 0;
beforeAll(async () => {
  app = await buildTestApp({ viewFlush: { schedule: false } });
  const community = await buildCommunity(app);
  member = community.member;
  categoryID = community.general.categoryID;
});
afterAll(() => app.close());

const discussion = () => insertDiscussion(app.db, { categoryID, insertUserID: member.userID });
const viewsOf = (discussionID: number) => storedViewCount(app.db, discussionID);

const writeKinds = new Set(["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode"]);

/** `app.db` with the kinds of its write statements recorded, and a switch that makes every query fail. */
function watchedDb() {
  const writes: string[] = [];
  const state = { failing: false };
  const db: Kysely<Database> = app.db.withPlugin({
    transformQuery: (args) => {
      if (state.failing) throw new Error("SQLITE_BUSY: database is locked");
      if (writeKinds.has(args.node.kind)) writes.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db, writes, state };
}

function pending(db: Kysely<Database>, options: Partial<PendingViewsOptions> = {}) {
  const logged: string[] = [];
  const views = new PendingViews(db, {
    viewOncePer,
    schedule: false,
    log: (message) => logged.push(message),
    ...options,
  });
  return { views, logged };
}

describe("PendingViews", () => {
  it("writes nothing until it flushes, then one countViews = countViews + n statement per distinct n", async () => {
    const [a, b, c] = [await discussion(), await discussion(), await discussion()];
    const watched = watchedDb();
    const { views } = pending(watched.db);
    const counted = [
      views.countView("a:192.0.2.1", a),
      views.countView("a:192.0.2.2", a),
      views.countView("a:192.0.2.1", a), // the same viewer again: not counted
      views.countView("a:192.0.2.1", b),
      views.countView("a:192.0.2.1", c),
    ];
    expect(counted).toEqual([true, true, false, true, true]);
    expect([await viewsOf(a), await viewsOf(b), views.pendingCount(a)]).toEqual([0, 0, 2]);
    expect(watched.writes).toEqual([]);
    await views.flush();
    expect(watched.writes).toEqual(["UpdateQueryNode", "UpdateQueryNode"]);
    expect([await viewsOf(a), await viewsOf(b), await viewsOf(c)]).toEqual([2, 1, 1]);
    expect(views.pendingCount(a)).toBe(0);
  });

  it("counts a viewer again once the window has passed (injected clock)", async () => {
    const id = await discussion();
    let now = 1_000_000;
    const { views } = pending(app.db, { now: () => now });
    expect(views.countView("u:5", id)).toBe(true);
    now += viewOncePer.windowMs - 1;
    expect(views.countView("u:5", id)).toBe(false);
    now += 1;
    expect(views.countView("u:5", id)).toBe(true);
    await views.flush();
    expect(await viewsOf(id)).toBe(2);
  });

  it("flushes every 2 s by its timer, and on close", async () => {
    const id = await discussion();
    const timers: { run: () => void; everyMs: number; stopped: boolean }[] = [];
    const { views } = pending(app.db, {
      schedule: (run, everyMs) => {
        const timer = { run, everyMs, stopped: false };
        timers.push(timer);
        return () => (timer.stopped = true);
      },
    });
    expect(timers.map((t) => t.everyMs)).toEqual([VIEW_FLUSH_EVERY_MS]);
    expect(VIEW_FLUSH_EVERY_MS).toBe(2_000);
    views.countView("a:one", id);
    timers[0]!.run();
    await views.flush(); // waits for the flush the timer started
    expect(await viewsOf(id)).toBe(1);
    views.countView("a:two", id);
    await views.close();
    expect(timers[0]!.stopped).toBe(true);
    expect(await viewsOf(id)).toBe(2);
  });

  it("keeps what a busy database refused for the next flush: logged, never thrown, never counted twice", async () => {
    const id = await discussion();
    const watched = watchedDb();
    const { views, logged } = pending(watched.db);
    views.countView("a:one", id);
    views.markRead(member.userID, id, 3);
    views.addEvent({
      type: "page_view",
      userID: 0,
      url: "/busy",
      referrer: "",
      dateInserted: new Date().toISOString(),
    });
    watched.state.failing = true;
    await expect(views.flush()).resolves.toBeUndefined();
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(views.pendingCount(id)).toBe(1);
    expect(views.pendingRead(member.userID, id)).toMatchObject({ countCommentsRead: 3 });
    views.countView("a:two", id);
    watched.state.failing = false;
    await views.flush();
    expect(await viewsOf(id)).toBe(2);
    const read = await app.db
      .selectFrom("user_discussions")
      .select("countCommentsRead")
      .where("userID", "=", member.userID)
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow();
    expect(read.countCommentsRead).toBe(3);
    const events = await app.db
      .selectFrom("tracking_events")
      .select("url")
      .where("url", "=", "/busy")
      .execute();
    expect(events).toHaveLength(1);
    await views.flush();
    expect(await viewsOf(id)).toBe(2);
  });

  it("holds a bounded number of entries: past the cap new ones are dropped and the drop is logged", async () => {
    const ids = [await discussion(), await discussion(), await discussion()];
    const { views, logged } = pending(app.db, { maxPending: 2 });
    expect(ids.map((id) => views.countView("a:one", id))).toEqual([true, true, false]);
    for (let i = 0; i < 3; i += 1) {
      views.addEvent({
        type: "page_view",
        userID: 0,
        url: `/cap-${i}`,
        referrer: "",
        dateInserted: new Date().toISOString(),
      });
    }
    await views.flush();
    expect(await Promise.all(ids.map(viewsOf))).toEqual([1, 1, 0]);
    expect(logged.join()).toContain("dropped");
    const events = await app.db
      .selectFrom("tracking_events")
      .select("url")
      .where("url", "like", "/cap-%")
      .execute();
    expect(events).toHaveLength(2);
  });

  it("lets two servers count the same discussion: each stores only its own views, the totals add up", async () => {
    const id = await discussion();
    const one = pending(app.db).views;
    const two = pending(app.db).views;
    one.countView("a:192.0.2.1", id);
    two.countView("a:192.0.2.2", id);
    two.countView("a:192.0.2.3", id);
    await Promise.all([one.flush(), two.flush()]);
    await Promise.all([one.flush(), two.flush()]);
    expect(await viewsOf(id)).toBe(3);
  });

  it("stores a member's newest read mark and leaves their bookmark alone", async () => {
    const id = await discussion();
    await app.db
      .insertInto("user_discussions")
      .values({ userID: member.userID, discussionID: id, bookmarked: 1, dismissed: 0, countCommentsRead: 0 })
      .execute();
    const { views } = pending(app.db);
    views.markRead(member.userID, id, 1);
    views.markRead(member.userID, id, 4);
    expect(views.readMarksVersion(member.userID)).toBeGreaterThan(0);
    await views.flush();
    const row = await app.db
      .selectFrom("user_discussions")
      .select(["bookmarked", "countCommentsRead", "dateLastViewed"])
      .where("userID", "=", member.userID)
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ bookmarked: 1, countCommentsRead: 4 });
    expect(row.dateLastViewed).toBeTruthy();
    expect(views.readMarksVersion(member.userID)).toBe(0);
  });
});
