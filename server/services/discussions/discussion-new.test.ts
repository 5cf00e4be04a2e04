// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildCategory, buildComment, buildDiscussion, buildUser } from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { loadViewer } from "../../auth/viewer";
import { listDiscussions } from "./discussions";

let app: FastifyInstance;
const ids = { quietOld: 0, busyOld: 0, fresh: 0 };
let newcomerID = 0;
let regularID = 0;

/** Sets a stored date, as time would have. */
const setDate = (table: "users" | "comments", column: "userID" | "commentID", id: number, date: string) =>
  app.db
    .updateTable(table)
    .set({ dateInserted: date })
    .where(column as never, "=", id as never)
    .execute();

beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const db = app.db;
  const author = await buildUser(db);
  const { categoryID } = await buildCategory(db);
  regularID = (await buildUser(db)).userID;
  newcomerID = (await buildUser(db)).userID;
  await setDate("users", "userID", regularID, "2019-01-01T00:00:00.000Z");
  // The newcomer's first visit: 2024. Two discussions started before it, one after.
  await setDate("users", "userID", newcomerID, "2024-01-01T00:00:00.000Z");
  const started = (dateInserted: string) =>
    buildDiscussion(db, { categoryID, insertUserID: author.userID, dateInserted });
  ids.quietOld = await started("2020-01-01T00:00:00.000Z");
  ids.busyOld = await started("2020-02-01T00:00:00.000Z");
  ids.fresh = await started("2025-01-01T00:00:00.000Z");
  const before = await buildComment(db, { discussionID: ids.busyOld, insertUserID: author.userID });
  const after = await buildComment(db, { discussionID: ids.busyOld, insertUserID: author.userID });
  await setDate("comments", "commentID", before, "2023-06-01T00:00:00.000Z");
  await setDate("comments", "commentID", after, "2025-06-01T00:00:00.000Z");
});
afterAll(() => app.close());

async function listedAs(userID: number) {
  const { discussions } = await listDiscussions(app.db, await loadViewer(app.db, userID), { limit: 30 });
  return new Map(discussions.map((d) => [d.discussionID, { unread: d.unread, countUnread: d.countUnread }]));
}

describe("new and unread for a member (counted from their first visit)", () => {
  it("shows a new member only what happened since they first came: not every old thread as new", async () => {
    const listed = await listedAs(newcomerID);
    // Started and quiet before they came: nothing new in it.
    expect(listed.get(ids.quietOld)).toEqual({ unread: false, countUnread: 0 });
    // Started before they came, one comment since: that comment is new, not the one before.
    expect(listed.get(ids.busyOld)).toEqual({ unread: true, countUnread: 1 });
    // Started since they came and never opened: new.
    expect(listed.get(ids.fresh)).toEqual({ unread: true, countUnread: 0 });
  });

  it("counts everything as before for a member who was there all along", async () => {
    const listed = await listedAs(regularID);
    expect(listed.get(ids.quietOld)).toEqual({ unread: true, countUnread: 0 });
    expect(listed.get(ids.busyOld)).toEqual({ unread: true, countUnread: 2 });
  });
});
