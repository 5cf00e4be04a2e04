// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../tests/helpers/server";
import {
  buildComment,
  buildCommunity,
  buildDiscussion,
  signInCookie,
  type BuiltUser,
} from "../../../tests/helpers/factories";

let app: FastifyInstance;
let member: BuiltUser;
let moderator: BuiltUser;
let discussionID: number;

beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const community = await buildCommunity(app);
  member = community.member;
  moderator = community.moderator;
  discussionID = await buildDiscussion(app.db, {
    categoryID: community.general.categoryID,
    insertUserID: member.userID,
  });
  const commentID = await buildComment(app.db, { discussionID, insertUserID: member.userID });
  // A flag is stored as a reaction of the Flag class (a report's); members never give one themselves.
  const flag = await app.db
    .selectFrom("reaction_types")
    .select("tagID")
    .where("class", "=", "Flag")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("reactions")
    .values({
      recordType: "comment",
      recordID: commentID,
      userID: moderator.userID,
      tagID: flag.tagID,
      dateInserted: new Date().toISOString(),
    })
    .execute();
});
afterAll(() => app.close());

async function reactionClassesAs(user: BuiltUser): Promise<{ class: string; count: number }[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/v2/comments?discussionID=${discussionID}&expand=reactions`,
    headers: { cookie: await signInCookie(app.db, user.userID) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [comment] = response.json() as { reactions: { class: string; count: number }[] }[];
  return comment?.reactions ?? [];
}

describe("comments with their reactions expanded (content spec §7: flag-class reactions are for moderators)", () => {
  it("leave the Flag reactions and their counts out for a member", async () => {
    const reactions = await reactionClassesAs(member);
    expect(reactions.length).toBeGreaterThan(0);
    expect(reactions.filter((reaction) => reaction.class === "Flag")).toEqual([]);
  });

  it("show them to a moderator, counted", async () => {
    const flags = (await reactionClassesAs(moderator)).filter((reaction) => reaction.class === "Flag");
    expect(flags.reduce((sum, reaction) => sum + reaction.count, 0)).toBe(1);
  });
});
