// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { commentListSchema, type Comment } from "../../../schemas/entities/comment.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, categoryIDOf, signInAs } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { insertMembers } from "../../../tests/helpers/members";
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

async function listOf(url: string, as?: string): Promise<{ comments: Comment[]; total: number }> {
  const response = await get(url, as);
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(commentListSchema, response.json());
  return { comments: response.json(), total: Number(response.headers["x-app-page-result-count"]) };
}

const userIDOf = async (name: string) =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;

/** An author of comments in the Staff Room and its child category, hidden from members. */
async function staffCommenter(): Promise<{ userID: number; hiddenCommentIDs: number[] }> {
  const hidden = await app.db
    .selectFrom("comments")
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select(["comments.insertUserID", "comments.commentID"])
    .where((eb) =>
      eb.or([
        eb("categories.name", "=", "Staff Room"),
        eb(
          "categories.parentCategoryID",
          "in",
          eb.selectFrom("categories").select("categoryID").where("name", "=", "Staff Room"),
        ),
      ]),
    )
    .where("comments.deleted", "=", 0)
    .execute();
  const userID = hidden[0]?.insertUserID;
  if (!userID) throw new Error("the demo data has no comment in the Staff Room");
  return {
    userID,
    hiddenCommentIDs: hidden.filter((row) => row.insertUserID === userID).map((row) => row.commentID),
  };
}

describe("GET /api/v2/comments?insertUserID= (content spec §2 profile links: a member's comments)", () => {
  it("profile comments: only the member's comments, newest first, paged with a total", async () => {
    const userID = await userIDOf("member");
    const first = await listOf(`/comments?insertUserID=${userID}&sort=-dateInserted&limit=5`);
    expect(first.comments.length).toBeGreaterThan(0);
    expect(first.comments.every((comment) => comment.insertUserID === userID)).toBe(true);
    const dates = first.comments.map((comment) => Date.parse(comment.dateInserted));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.total).toBeGreaterThanOrEqual(first.comments.length);
    if (first.total > 5) {
      const second = await listOf(`/comments?insertUserID=${userID}&sort=-dateInserted&limit=5&page=2`);
      const firstIDs = new Set(first.comments.map((comment) => comment.commentID));
      expect(second.comments.some((comment) => firstIDs.has(comment.commentID))).toBe(false);
    }
    const withAuthor = await listOf(`/comments?insertUserID=${userID}&limit=1&expand=insertUser`);
    expect(withAuthor.comments[0]?.insertUser?.name).toBe("member");
    expect(withAuthor.comments[0]?.name).toMatch(/^Re: /);
  });

  it("profile comments: the total is the member's visible comment count on their profile", async () => {
    const userID = await userIDOf("member");
    const list = await listOf(`/comments?insertUserID=${userID}&limit=1`, "member");
    const profile = (await get(`/users/${userID}`, "member")).json();
    expect(list.total).toBe(profile.countComments);
  });

  it("profile comments: comments in categories hidden from the viewer are left out (content spec §6)", async () => {
    const { userID, hiddenCommentIDs } = await staffCommenter();
    const asMember = await listOf(`/comments?insertUserID=${userID}&limit=100`, "member");
    const asModerator = await listOf(`/comments?insertUserID=${userID}&limit=100`, "moderator");
    const hidden = new Set(hiddenCommentIDs);
    expect(asMember.comments.some((comment) => hidden.has(comment.commentID))).toBe(false);
    expect(asModerator.total - asMember.total).toBe(hiddenCommentIDs.length);
    expect((await listOf(`/comments?insertUserID=${userID}&limit=100`)).total).toBe(asMember.total);
  });

  it("profile comments: a deleted comment kept as a tombstone is not listed", async () => {
    const userID = await userIDOf("member");
    const { comments } = await listOf(`/comments?insertUserID=${userID}&limit=1&sort=-dateInserted`);
    const target = comments[0];
    if (!target) throw new Error("member has no comment");
    await app.db
      .updateTable("comments")
      .set({ deleted: 1 })
      .where("commentID", "=", target.commentID)
      .execute();
    try {
      const after = await listOf(`/comments?insertUserID=${userID}&limit=100`);
      expect(after.comments.some((comment) => comment.commentID === target.commentID)).toBe(false);
    } finally {
      await app.db
        .updateTable("comments")
        .set({ deleted: 0 })
        .where("commentID", "=", target.commentID)
        .execute();
    }
  });

  it("profile comments: a member with no comments answers an empty list", async () => {
    expect((await listOf("/comments?insertUserID=999999")).comments).toEqual([]);
  });

  it("profile comments: every page holds the right rows in order across a tie in dateInserted, page 3 too", async () => {
    const [author, other] = await insertMembers(app.db, "tiedwriter", 2);
    const generalID = await categoryIDOf(app, "general");
    const threads: number[] = [];
    for (const i of [0, 1])
      threads.push(
        await insertDiscussion(app.db, {
          categoryID: generalID,
          insertUserID: other!,
          name: `Tied thread ${i}`,
        }),
      );
    // Eight comments in two threads; the second to the seventh share one date, so the comment ID orders them.
    const dates = ["10:00", "10:03", "10:03", "10:03", "10:03", "10:03", "10:03", "10:04"];
    const ids: number[] = [];
    for (const [i, time] of dates.entries()) {
      const row = await app.db
        .insertInto("comments")
        .values({
          discussionID: threads[i % 2]!,
          parentCommentID: null,
          insertUserID: author!,
          updateUserID: null,
          body: `Tied ${i}`,
          format: "text",
          bodyHtml: `Tied ${i}`,
          bodyText: `Tied ${i}`,
          dateInserted: `2024-05-01T${time}:00.000Z`,
          dateUpdated: null,
          score: 0,
          deleted: 0,
        })
        .returning("commentID")
        .executeTakeFirstOrThrow();
      ids.push(row.commentID);
    }
    const pageOf = async (sort: string, limit: number, page: number) => {
      const response = await get(`/comments?insertUserID=${author}&sort=${sort}&limit=${limit}&page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["x-app-page-result-count"]).toBe("8");
      expect(response.headers["x-app-page-current"]).toBe(String(page));
      return (response.json() as Comment[]).map((comment) => comment.commentID);
    };
    const newestFirst = [...ids].reverse();
    expect(await pageOf("dateInserted", 2, 3)).toEqual(ids.slice(4, 6));
    expect(await pageOf("-dateInserted", 2, 3)).toEqual(newestFirst.slice(4, 6));
    for (const [sort, order] of [
      ["dateInserted", ids],
      ["-dateInserted", newestFirst],
    ] as const) {
      for (const limit of [2, 3]) {
        const pages: number[] = [];
        for (let page = 1; page <= Math.ceil(8 / limit); page += 1)
          pages.push(...(await pageOf(sort, limit, page)));
        expect(pages, `${sort} by ${limit}`).toEqual(order);
      }
      expect(await pageOf(sort, 3, 4)).toEqual([]);
    }
  });

  it("comments: neither a discussionID nor an insertUserID is a 400 naming discussionID", async () => {
    const response = await get("/comments");
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors[0].field).toBe("discussionID");
  });
});
