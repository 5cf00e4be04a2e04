import { beforeAll } from "vitest";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { nowISO } from "../../db/columns";
import { categoryIDOf, writeHeaders } from "../../../tests/helpers/server";
import { setUpRoleApi } from "../../../tests/helpers/role-api";
import { insertDiscussion } from "../../../tests/helpers/factories";

/**
 * The reaction tests' set-up: the role-signed app, each role's user id, the Staff Room's id, and
 * helpers to react, to add fresh records and to read scores, reactions and notifications.
 */
export function setUpReactions() {
  const api = setUpRoleApi(["admin", "moderator", "member", "member2", "banned", "ada"]);
  /** Session cookies by user name; a test may add its own members. */
  const cookies = api.cookies as Record<string, string>;
  const userIDs: Record<string, number> = {};
  const fixture = { api, cookies, userIDs, staffRoomID: 0 };

  async function userIDOf(name: string): Promise<number> {
    const row = await api.app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    return row.userID;
  }

  beforeAll(async () => {
    for (const name of Object.keys(cookies)) userIDs[name] = await userIDOf(name);
    fixture.staffRoomID = await categoryIDOf(api.app, "staff-room");
  });

  const send = (method: "POST" | "DELETE", url: string, payload?: object, as?: string) =>
    api.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, as?: string) =>
    api.app.inject({ url: `/api/v2${url}`, headers: as ? { cookie: cookies[as] } : {} });
  const reactTo = (record: string, reactionType: string, as?: string) =>
    send("POST", `${record}/reactions`, { reactionType }, as);

  /** A fresh discussion (no reactions yet, score 0) by `author`. */
  async function newDiscussion(author: string, options: { categoryID?: number; closed?: boolean } = {}) {
    return insertDiscussion(api.app.db, {
      categoryID: options.categoryID ?? api.generalID,
      insertUserID: userIDs[author] ?? (await userIDOf(author)),
      name: `Reaction test by ${author}`,
      closed: options.closed,
    });
  }

  /** A fresh comment by `author` in `discussionID`. */
  async function newComment(author: string, discussionID: number, deleted = false) {
    const row = await api.app.db
      .insertInto("comments")
      .values({
        discussionID,
        parentCommentID: null,
        insertUserID: userIDs[author] ?? (await userIDOf(author)),
        updateUserID: null,
        body: "Hi",
        format: "text",
        bodyHtml: "Hi",
        bodyText: "Hi",
        dateInserted: nowISO(),
        dateUpdated: null,
        score: 0,
        deleted: deleted ? 1 : 0,
      })
      .returning("commentID")
      .executeTakeFirstOrThrow();
    return row.commentID;
  }

  const scoreOfDiscussion = async (id: number) =>
    (
      await api.app.db
        .selectFrom("discussions")
        .select("score")
        .where("discussionID", "=", id)
        .executeTakeFirstOrThrow()
    ).score;
  const scoreOfComment = async (id: number) =>
    (
      await api.app.db
        .selectFrom("comments")
        .select("score")
        .where("commentID", "=", id)
        .executeTakeFirstOrThrow()
    ).score;
  const reactionRows = (recordType: string, recordID: number) =>
    api.app.db
      .selectFrom("reactions")
      .selectAll()
      .where("recordType", "=", recordType)
      .where("recordID", "=", recordID)
      .execute();
  const countOf = (summaries: ReactionSummary[], urlcode: string) =>
    summaries.find((s) => s.urlcode === urlcode)?.count;
  const reactionNotices = (userID: number, recordType: string, recordID: number) =>
    api.app.db
      .selectFrom("notifications")
      .selectAll()
      .where("userID", "=", userID)
      .where("reason", "=", "reaction")
      .where("recordType", "=", recordType)
      .where("recordID", "=", recordID)
      .execute();

  return Object.assign(fixture, {
    send,
    get,
    reactTo,
    newDiscussion,
    newComment,
    scoreOfDiscussion,
    scoreOfComment,
    reactionRows,
    countOf,
    reactionNotices,
  });
}
