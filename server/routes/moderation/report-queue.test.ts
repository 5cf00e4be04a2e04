// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import {
  buildCommunity,
  buildComment,
  buildDiscussion,
  signInCookie,
  type BuiltUser,
} from "../../../tests/helpers/factories";

let app: FastifyInstance;
let member: BuiltUser;
let author: BuiltUser;
let generalID = 0;
beforeAll(async () => {
  app = await buildTestApp();
  const community = await buildCommunity(app);
  member = community.member;
  author = (await buildCommunity(app)).member;
  generalID = community.general.categoryID;
});
afterAll(() => app.close());

async function call(
  method: "POST" | "GET" | "PATCH" | "DELETE",
  url: string,
  as?: BuiltUser,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: await signInCookie(app.db, as.userID) } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

describe("reporting on a fresh site", () => {
  it("is on by default: the public config says so and a member's report of a comment is taken", async () => {
    const config = await call("GET", "/config?select=featureFlags.escalations.Enabled", member);
    expect(config.json()).toEqual({ "featureFlags.escalations.Enabled": true });
    const discussionID = await buildDiscussion(app.db, {
      categoryID: generalID,
      insertUserID: author.userID,
    });
    const commentID = await buildComment(app.db, { discussionID, insertUserID: author.userID });
    const response = await call("POST", `/comments/${commentID}/reports`, member, { reason: "Rude" });
    expect(response.statusCode, response.body).toBe(201);
  });
});
