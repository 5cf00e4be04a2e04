// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const tick = (payload: object, headers: Record<string, string> = writeHeaders) =>
  app.inject({ method: "POST", url: "/api/v2/tick", headers, payload });

describe("POST /api/v2/tick (shell spec §7)", () => {
  it("records a guest's page view without a session", async () => {
    expect((await tick({ type: "page_view", url: "http://localhost/", siteSectionID: 0 })).statusCode).toBe(
      204,
    );
    const row = await app.db
      .selectFrom("tracking_events")
      .selectAll()
      .orderBy("eventID", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: "page_view", userID: 0, url: "http://localhost/" });
  });

  it("records who viewed, and a discussion view counts toward its views", async () => {
    const cookie = await signInAs(app, "member");
    const { discussionID, countViews } = await app.db
      .selectFrom("discussions")
      .select(["discussionID", "countViews"])
      .executeTakeFirstOrThrow();
    expect(
      (await tick({ type: "discussion_view", discussionID }, { ...writeHeaders, cookie })).statusCode,
    ).toBe(204);
    const after = await app.db
      .selectFrom("discussions")
      .select("countViews")
      .where("discussionID", "=", discussionID)
      .executeTakeFirstOrThrow();
    expect(after.countViews).toBe(countViews + 1);
  });

  it("records an external navigation with its destination", async () => {
    await tick({
      type: "externalNavigation",
      url: "http://localhost/x",
      destinationUrl: "https://example.com/",
    });
    const row = await app.db
      .selectFrom("tracking_events")
      .selectAll()
      .orderBy("eventID", "desc")
      .executeTakeFirstOrThrow();
    expect(row.destinationUrl).toBe("https://example.com/");
  });

  it("refuses unknown event types with 400 and calls without X-Requested-With with 403", async () => {
    expect((await tick({ type: "nonsense" })).statusCode).toBe(400);
    expect((await tick({ type: "page_view" }, { "content-type": "application/json" })).statusCode).toBe(403);
  });

  it("counts a banned member's page views (not a write of theirs)", async () => {
    const cookie = await signInAs(app, "banned");
    expect((await tick({ type: "page_view" }, { ...writeHeaders, cookie })).statusCode).toBe(204);
  });
});
