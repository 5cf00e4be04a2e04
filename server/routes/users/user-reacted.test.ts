// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { reactedRecordListSchema, type ReactedRecord } from "../../../schemas/api/user-lookup.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, categoryIDOf, signInAs } from "../../../tests/helpers/server";
import { insertMembers } from "../../../tests/helpers/members";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { insertDiscussion } from "../../../tests/helpers/factories";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["moderator", "member"]) cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

const get = (url: string, as?: string) =>
  app.inject({ url: `/api/v2${url}`, headers: as ? { cookie: cookies[as] } : {} });

async function reacted(url: string, as?: string): Promise<{ records: ReactedRecord[]; total: number }> {
  const response = await get(url, as);
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(reactedRecordListSchema, response.json());
  return { records: response.json(), total: Number(response.headers["x-app-page-result-count"]) };
}

const idOf = async (name: string) =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;
const tagOf = async (urlcode: string) =>
  (
    await app.db
      .selectFrom("reaction_types")
      .select("tagID")
      .where("urlcode", "=", urlcode)
      .executeTakeFirstOrThrow()
  ).tagID;
const staffRoom = () =>
  app.db
    .selectFrom("categories")
    .select("categoryID")
    .where((eb) =>
      eb.or([
        eb("urlcode", "=", "staff-room"),
        eb(
          "parentCategoryID",
          "in",
          eb.selectFrom("categories").select("categoryID").where("urlcode", "=", "staff-room"),
        ),
      ]),
    );

/** Gives `recordType` `recordID` a reaction from `userName`, dated `date` (replacing theirs). */
async function react(recordType: string, recordID: number, userName: string, urlcode: string, date: string) {
  const userID = await idOf(userName);
  await app.db
    .deleteFrom("reactions")
    .where("recordType", "=", recordType)
    .where("recordID", "=", recordID)
    .where("userID", "=", userID)
    .execute();
  await app.db
    .insertInto("reactions")
    .values({ recordType, recordID, userID, tagID: await tagOf(urlcode), dateInserted: date })
    .execute();
}

describe("GET /api/v2/users/{id}/reacted (content spec §2 profile links: reactions)", () => {
  it("reactions: the member's posts that received the reaction, the latest reacted to first, each once", async () => {
    const memberID = await idOf("member");
    const discussion = await app.db
      .selectFrom("discussions")
      .select(["discussionID", "name"])
      .where("insertUserID", "=", memberID)
      .where("categoryID", "not in", staffRoom())
      .orderBy("discussionID")
      .executeTakeFirstOrThrow();
    const comment = await app.db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .select(["comments.commentID", "discussions.name"])
      .where("comments.insertUserID", "=", memberID)
      .where("comments.deleted", "=", 0)
      .where("discussions.categoryID", "not in", staffRoom())
      .orderBy("comments.commentID")
      .executeTakeFirstOrThrow();
    const later = new Date(Date.now() + 60_000).toISOString();
    const latest = new Date(Date.now() + 120_000).toISOString();
    await react("discussion", discussion.discussionID, "member2", "Agree", later);
    await react("discussion", discussion.discussionID, "admin", "Agree", later);
    await react("comment", comment.commentID, "member2", "Agree", latest);

    const { records, total } = await reacted(`/users/${memberID}/reacted?reactionUrlcode=agree`, "member");
    expect(records[0]).toMatchObject({
      recordType: "Comment",
      recordID: comment.commentID,
      commentID: comment.commentID,
      name: `Re: ${comment.name}`,
      url: `/discussion/comment/${comment.commentID}#Comment_${comment.commentID}`,
      insertUserID: memberID,
    });
    expect(records[1]).toMatchObject({
      recordType: "Discussion",
      recordID: discussion.discussionID,
      name: discussion.name,
    });
    expect(records.every((record) => record.insertUserID === memberID)).toBe(true);
    const keys = records.map((record) => `${record.recordType}:${record.recordID}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(total).toBe(records.length);
    expect(records[0]?.insertUser).toBeUndefined();

    const expanded = await reacted(
      `/users/${memberID}/reacted?reactionUrlcode=Agree&expand=insertUser&limit=1`,
    );
    expect(expanded.records).toHaveLength(1);
    expect(expanded.records[0]?.insertUser?.name).toBe("member");
    expect(expanded.total).toBe(total);
  });

  it("reactions: posts in categories hidden from the viewer are left out (content spec §6)", async () => {
    const staffPost = await app.db
      .selectFrom("discussions")
      .select(["discussionID", "insertUserID"])
      .where("categoryID", "in", staffRoom())
      .orderBy("discussionID")
      .executeTakeFirstOrThrow();
    await react("discussion", staffPost.discussionID, "admin", "Awesome", new Date().toISOString());
    const url = `/users/${staffPost.insertUserID}/reacted?reactionUrlcode=Awesome&limit=100`;
    const isListed = (records: ReactedRecord[]) =>
      records.some(
        (record) => record.recordType === "Discussion" && record.recordID === staffPost.discussionID,
      );
    expect(isListed((await reacted(url, "moderator")).records)).toBe(true);
    expect(isListed((await reacted(url, "member")).records)).toBe(false);
    expect(isListed((await reacted(url)).records)).toBe(false);
  });

  it("reactions: a flag is a report, listed for moderators only; an unknown reaction or member is a 404", async () => {
    const memberID = await idOf("member");
    const asMember = await get(`/users/${memberID}/reacted?reactionUrlcode=Spam`, "member");
    expect(asMember.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, asMember.json());
    await reacted(`/users/${memberID}/reacted?reactionUrlcode=Spam`, "moderator");
    expect((await get(`/users/${memberID}/reacted?reactionUrlcode=NoSuchReaction`)).statusCode).toBe(404);
    expect((await get("/users/999999/reacted?reactionUrlcode=Like")).statusCode).toBe(404);
  });

  it("reactions: a missing reactionUrlcode is a 400 naming it", async () => {
    const response = await get(`/users/${await idOf("member")}/reacted`);
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors[0].field).toBe("reactionUrlcode");
  });
  it("reactions: every page holds the right posts in order across a tie in the reaction date, page 3 too", async () => {
    const [author] = await insertMembers(app.db, "tiedreacted", 1);
    const discussionID = await insertDiscussion(app.db, {
      categoryID: await categoryIDOf(app, "general"),
      insertUserID: author!,
      name: "Tied reactions",
    });
    const commentIDs: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const row = await app.db
        .insertInto("comments")
        .values({
          discussionID,
          parentCommentID: null,
          insertUserID: author!,
          updateUserID: null,
          body: `Tied ${i}`,
          format: "text",
          bodyHtml: `Tied ${i}`,
          bodyText: `Tied ${i}`,
          dateInserted: "2024-05-01T09:00:00.000Z",
          dateUpdated: null,
          score: 0,
          deleted: 0,
        })
        .returning("commentID")
        .executeTakeFirstOrThrow();
      commentIDs.push(row.commentID);
    }
    // The discussion and six comments liked at one time, one comment later and one earlier.
    const tie = "2024-05-02T10:00:00.000Z";
    await react("discussion", discussionID, "member", "Like", tie);
    for (const id of commentIDs.slice(0, 6)) await react("comment", id, "member", "Like", tie);
    await react("comment", commentIDs[6]!, "member", "Like", "2024-05-02T11:00:00.000Z");
    await react("comment", commentIDs[7]!, "member", "Like", "2024-05-02T09:00:00.000Z");
    // Among equals: comments before discussions, the newer post first.
    const order = [
      `Comment ${commentIDs[6]}`,
      ...commentIDs
        .slice(0, 6)
        .reverse()
        .map((id) => `Comment ${id}`),
      `Discussion ${discussionID}`,
      `Comment ${commentIDs[7]}`,
    ];
    const pageOf = async (limit: number, page: number) => {
      const response = await get(`/users/${author}/reacted?reactionUrlcode=Like&limit=${limit}&page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["x-app-page-result-count"]).toBe("9");
      expect(response.headers["x-app-page-current"]).toBe(String(page));
      return (response.json() as ReactedRecord[]).map((record) => `${record.recordType} ${record.recordID}`);
    };
    expect(await pageOf(2, 3)).toEqual(order.slice(4, 6));
    for (const limit of [2, 4]) {
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(9 / limit); page += 1) pages.push(...(await pageOf(limit, page)));
      expect(pages, `by ${limit}`).toEqual(order);
    }
  });
});
