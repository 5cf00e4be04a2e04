import { beforeAll, expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { longRunnerResultSchema, type LongRunnerResult } from "../../../schemas/api/discussion-bulk.schema";
import { discussionSchema, type Discussion } from "../../../schemas/entities/discussion.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { categoryIDOf } from "../../../tests/helpers/server";
import { rich2Paragraph, setUpRoleApi } from "../../../tests/helpers/role-api";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin", "banned"] as const;
export type Role = (typeof roles)[number];

export const rich2 = rich2Paragraph;

export async function expectError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expectMatchesSchema(errorBodySchema, response.json());
  return response.json() as { message: string; errors?: { field: string; code: string }[] };
}

/** A long-running bulk call's answer (200 unless `status` says otherwise), checked against its schema. */
export function progressOf(response: LightMyRequestResponse, status = 200): LongRunnerResult {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as LongRunnerResult;
  expectMatchesSchema(longRunnerResultSchema, body);
  return body;
}

/**
 * The discussion write tests' set-up: the role-signed app plus the Staff Room's id, the member's
 * id, a discussion creator and the stored counts.
 */
export function setUpDiscussionWrites() {
  const api = setUpRoleApi(roles);
  const fixture = {
    api,
    call: api.call,
    staffRoomID: 0,
    memberID: 0,
    async create(as: Role = "member", extra: object = {}): Promise<Discussion> {
      const response = await api.call("POST", "/discussions", as, {
        name: "A new topic",
        body: rich2("Hello there"),
        categoryID: api.generalID,
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      expectMatchesSchema(discussionSchema, response.json());
      return response.json();
    },
    counts: async (categoryID: number, userID: number) => ({
      category: (
        await api.app.db
          .selectFrom("categories")
          .select("countDiscussions")
          .where("categoryID", "=", categoryID)
          .executeTakeFirstOrThrow()
      ).countDiscussions,
      user: (
        await api.app.db
          .selectFrom("users")
          .select("countDiscussions")
          .where("userID", "=", userID)
          .executeTakeFirstOrThrow()
      ).countDiscussions,
    }),
    actualCount: async (categoryID: number) =>
      Number(
        (
          await api.app.db
            .selectFrom("discussions")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("categoryID", "=", categoryID)
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
  beforeAll(async () => {
    fixture.staffRoomID = await categoryIDOf(api.app, "staff-room");
    fixture.memberID = (
      await api.app.db
        .selectFrom("users")
        .select("userID")
        .where("name", "=", "member")
        .executeTakeFirstOrThrow()
    ).userID;
  });
  return fixture;
}
