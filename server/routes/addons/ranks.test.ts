// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { userSchema, type User } from "../../../schemas/entities/user.schema";
import { commentListSchema, type Comment } from "../../../schemas/entities/comment.schema";
import { buildTestApp, publicDiscussionIDs, signInAs } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setAddonEnabled } from "../../services/addons/addons";
import { rankDefinitions, rankOf } from "../../services/addons/ranks";

let app: FastifyInstance;
let memberID: number;
let admin: string;
let discussionID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
  const member = await app.db
    .selectFrom("users")
    .select("userID")
    .where("name", "=", "member")
    .executeTakeFirstOrThrow();
  memberID = member.userID;
  discussionID = (await publicDiscussionIDs(app, { withComments: true }))[0]!;
}, 60_000);
beforeEach(() => setAddonEnabled(app.db, "ranks", false));
afterAll(() => app.close());

const getUser = async (userID: number) => {
  const response = await app.inject({ url: `/api/v2/users/${userID}`, headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  expectMatchesSchema(userSchema, response.json());
  return response.json<User>();
};
const listComments = async () => {
  // As an administrator: private profiles keep their rank from viewers without personalInfo.view.
  const response = await app.inject({
    url: `/api/v2/comments?discussionID=${discussionID}&expand=insertUser`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  expectMatchesSchema(commentListSchema, response.json());
  return response.json<Comment[]>();
};

describe("ranks: a member's rank by posts and points", () => {
  it("starts everyone at the lowest rank and climbs by posts or by points", () => {
    expect(rankOf({ countDiscussions: 0, countComments: 0, points: 0 }).name).toBe(rankDefinitions[0]!.name);
    expect(rankOf({ countDiscussions: 2, countComments: 3, points: 0 }).name).toBe("Member");
    expect(rankOf({ countDiscussions: 0, countComments: 0, points: 100 }).name).toBe("Regular");
    expect(rankOf({ countDiscussions: 60, countComments: 40, points: 0 }).name).toBe("Veteran");
  });
});

describe("ranks addon on and off (content spec §2: loaded only when enabled)", () => {
  it("adds rank to the user record and to authors' fragments while enabled", async () => {
    await setAddonEnabled(app.db, "ranks", true);
    await app.db.updateTable("users").set({ points: 600 }).where("userID", "=", memberID).execute();
    expect((await getUser(memberID)).rank).toEqual({ rankID: 4, name: "Veteran" });
    const comments = await listComments();
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) {
      expect((comment.insertUser?.rank as { name?: unknown } | undefined)?.name).toEqual(expect.any(String));
    }
  });

  it("leaves no rank field anywhere while disabled", async () => {
    const user = await getUser(memberID);
    expect(user).not.toHaveProperty("rank");
    for (const comment of await listComments()) expect(comment.insertUser).not.toHaveProperty("rank");
  });
});
