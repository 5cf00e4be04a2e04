// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../tests/helpers/server";
import { buildCategory, buildUser, insertDiscussion } from "../../../tests/helpers/factories";
import { HttpError } from "../../http/errors";
import * as renderPool from "./render-pool";
import { renderPendingBodies } from "./render-stored";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

const welcome = "A few things:\n\n- Say hello in **Introductions**\n- Use **Help & Support** when stuck";
const timeout = () =>
  new HttpError(400, "The post could not be saved.", {
    errors: [{ field: "body", code: "renderTimeout", message: "The body took too long to render." }],
  });

async function pendingDiscussion(body: string): Promise<number> {
  const user = await buildUser(app.db);
  const category = await buildCategory(app.db);
  const discussionID = await insertDiscussion(app.db, {
    categoryID: category.categoryID,
    insertUserID: user.userID,
  });
  await app.db
    .updateTable("discussions")
    .set({ body, format: "markdown", bodyHtml: null, bodyText: null })
    .where("discussionID", "=", discussionID)
    .execute();
  return discussionID;
}

const stored = (discussionID: number) =>
  app.db
    .selectFrom("discussions")
    .select(["bodyHtml", "bodyText"])
    .where("discussionID", "=", discussionID)
    .executeTakeFirstOrThrow();

describe("renderPendingBodies (seeded and imported bodies)", () => {
  it("renders a Markdown body whose first try ran out of time on a cold worker", async () => {
    const discussionID = await pendingDiscussion(welcome);
    const run = vi.spyOn(renderPool, "renderInPool").mockRejectedValueOnce(timeout());
    try {
      await renderPendingBodies(app.db);
    } finally {
      run.mockRestore();
    }
    const row = await stored(discussionID);
    expect(row.bodyHtml).toContain("<strong>Introductions</strong>");
    expect(row.bodyText).toBe("A few things: Say hello in Introductions Use Help & Support when stuck");
  });

  it("keeps the excerpt text free of Markdown when the body can only be shown as text", async () => {
    const discussionID = await pendingDiscussion(welcome);
    const run = vi.spyOn(renderPool, "renderInPool").mockRejectedValue(timeout());
    try {
      await renderPendingBodies(app.db);
    } finally {
      run.mockRestore();
    }
    const row = await stored(discussionID);
    expect(row.bodyHtml).toMatch(/^<p>A few things:/);
    expect(row.bodyText).toBe("A few things: Say hello in Introductions Use Help & Support when stuck");
  });
});
