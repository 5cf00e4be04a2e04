import { afterEach, beforeAll, expect } from "vitest";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { longRunnerSettings } from "../../services/jobs/long-runner";
import { categoryIDOf } from "../../../tests/helpers/server";
import { setUpRoleApi } from "../../../tests/helpers/role-api";

const roles = ["member", "member2", "moderator", "admin"] as const;
export type Role = (typeof roles)[number];

const text = (body: string) => ({ body, format: "text" });

/**
 * The merge, split and redirect tests' set-up: the role-signed app plus Off-Topic's and the Staff
 * Room's ids, each role's user id, text-format posting helpers, row readers and a recount check.
 * The long-runner settings go back to their defaults after each test.
 */
export function setUpDiscussionMerge() {
  const api = setUpRoleApi(roles);
  const defaults = { ...longRunnerSettings };
  afterEach(() => Object.assign(longRunnerSettings, defaults));

  const fixture = {
    api,
    offTopicID: 0,
    staffRoomID: 0,
    userIDs: {} as Record<Role, number>,

    async newDiscussion(as: Role, name = "Merge test", categoryID = api.generalID): Promise<number> {
      const response = await api.call("POST", "/discussions", as, {
        name,
        ...text(`Post of ${name}`),
        categoryID,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as Discussion).discussionID;
    },

    async newComment(as: Role, discussionID: number, body: string, parentCommentID?: number) {
      const response = await api.call("POST", "/comments", as, {
        discussionID,
        ...text(body),
        ...(parentCommentID ? { parentCommentID } : {}),
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { commentID: number }).commentID;
    },

    discussionRow: (id: number) =>
      api.app.db.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirst(),

    commentsOf: (id: number) =>
      api.app.db
        .selectFrom("comments")
        .selectAll()
        .where("discussionID", "=", id)
        .orderBy("dateInserted")
        .orderBy("commentID")
        .execute(),

    /** The stored counts next to the counts the rows give (redirect stubs are never counted). */
    async expectExactCounts(categoryIDs: number[], users: number[]) {
      for (const categoryID of categoryIDs) {
        const stored = await api.app.db
          .selectFrom("categories")
          .select(["countDiscussions", "countComments"])
          .where("categoryID", "=", categoryID)
          .executeTakeFirstOrThrow();
        const discussions = await api.app.db
          .selectFrom("discussions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("categoryID", "=", categoryID)
          .where("type", "!=", "redirect")
          .executeTakeFirstOrThrow();
        const comments = await api.app.db
          .selectFrom("comments")
          .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("discussions.categoryID", "=", categoryID)
          .where("comments.deleted", "=", 0)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({
          countDiscussions: Number(discussions.n),
          countComments: Number(comments.n),
        });
      }
      for (const userID of users) {
        const stored = await api.app.db
          .selectFrom("users")
          .select(["countDiscussions", "countComments"])
          .where("userID", "=", userID)
          .executeTakeFirstOrThrow();
        const discussions = await api.app.db
          .selectFrom("discussions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("insertUserID", "=", userID)
          .where("type", "!=", "redirect")
          .executeTakeFirstOrThrow();
        const comments = await api.app.db
          .selectFrom("comments")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("insertUserID", "=", userID)
          .where("deleted", "=", 0)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({
          countDiscussions: Number(discussions.n),
          countComments: Number(comments.n),
        });
      }
    },

    /** POST calls/run with a long-running job's signed callbackPayload, as `as`. */
    runCall(token: string, as: Role) {
      return api.app.inject({
        method: "POST",
        url: "/api/v2/calls/run",
        headers: {
          "x-requested-with": "XMLHttpRequest",
          "content-type": "application/system-signed-token",
          cookie: api.cookies[as],
        },
        payload: token,
      });
    },
  };

  beforeAll(async () => {
    fixture.offTopicID = await categoryIDOf(api.app, "off-topic");
    fixture.staffRoomID = await categoryIDOf(api.app, "staff-room");
    for (const role of roles) {
      fixture.userIDs[role] = (
        await api.app.db
          .selectFrom("users")
          .select("userID")
          .where("name", "=", role)
          .executeTakeFirstOrThrow()
      ).userID;
    }
  });
  return fixture;
}
