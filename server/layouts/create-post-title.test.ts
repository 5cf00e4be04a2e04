// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildCommunity, insertDiscussion, signInCookie } from "../../tests/helpers/factories";
import { buildTestApp } from "../../tests/helpers/server";

let app: FastifyInstance;
let cookie: string;
let discussionID: number;
beforeAll(async () => {
  app = await buildTestApp();
  const { member, general } = await buildCommunity(app);
  cookie = await signInCookie(app.db, member.userID);
  discussionID = await insertDiscussion(app.db, {
    categoryID: general.categoryID,
    insertUserID: member.userID,
  });
});
afterAll(() => app.close());

/** The `<title>` of a server-rendered page. */
async function titleOf(url: string): Promise<string> {
  const page = await app.inject({ url, headers: { cookie } });
  expect(page.statusCode).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? "";
}

describe("the create-post page's title says what it shows", () => {
  it("the edit page is titled Edit Discussion, not New Post", async () => {
    expect(await titleOf(`/post/editdiscussion/${discussionID}`)).toMatch(/^Edit Discussion - /);
  });

  it("the create page is titled New Discussion, as its heading and the title the page sets once loaded", async () => {
    expect(await titleOf("/post/discussion")).toMatch(/^New Discussion - /);
  });
});
