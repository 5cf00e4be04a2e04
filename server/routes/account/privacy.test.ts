// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";

let app: FastifyInstance;
let member: string;
let other: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  member = await signInAs(app, "member");
  other = await signInAs(app, "moderator");
});
afterAll(() => app.close());

const readPrivacy = (cookie?: string) =>
  app.inject({ method: "GET", url: "/api/v2/analytics/privacy", headers: cookie ? { cookie } : {} });
const savePrivacy = (AnonymizeData: unknown, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/analytics/privacy",
    headers: cookie ? { ...writeHeaders, cookie } : writeHeaders,
    payload: { AnonymizeData },
  });
/** Sends a tick, then stores what it counted (views and events are written in batches). */
const tick = async (payload: object, cookie?: string) => {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/tick",
    headers: cookie ? { ...writeHeaders, cookie } : writeHeaders,
    payload,
  });
  await app.views.flush();
  return response;
};
const lastEvent = () =>
  app.db.selectFrom("tracking_events").selectAll().orderBy("eventID", "desc").executeTakeFirstOrThrow();
const memberID = async () =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow())
    .userID;

describe("GET/POST /api/v2/analytics/privacy (shell spec §4 anonymise value, §7)", () => {
  it("privacy: a member who never chose gets -1, the default", async () => {
    const response = await readPrivacy(other);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ AnonymizeData: -1 });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("privacy: a member's choice of 1, 0 or -1 is stored for that member only", async () => {
    for (const value of [1, 0, -1, 1]) {
      const saved = await savePrivacy(value, member);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ AnonymizeData: value });
      expect((await readPrivacy(member)).json()).toEqual({ AnonymizeData: value });
    }
    expect((await readPrivacy(other)).json()).toEqual({ AnonymizeData: -1 });
  });

  it("privacy: anything but 1, 0 or -1 is refused with 400 and field errors", async () => {
    for (const value of [2, "1", null, 0.5]) {
      const response = await savePrivacy(value, member);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors?.length).toBeGreaterThan(0);
    }
    expect((await readPrivacy(member)).json()).toEqual({ AnonymizeData: 1 });
  });

  it("privacy: guests store the choice in a cookie named from config (plaza-anonymize)", async () => {
    expect((await readPrivacy()).json()).toEqual({ AnonymizeData: -1 });
    const saved = await savePrivacy(1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ AnonymizeData: 1 });
    expect((await readPrivacy("plaza-anonymize=1")).json()).toEqual({ AnonymizeData: 1 });
    expect((await readPrivacy("plaza-anonymize=0")).json()).toEqual({ AnonymizeData: 0 });
    for (const junk of ["junk", "", "1.0", "01"]) {
      expect((await readPrivacy(`plaza-anonymize=${junk}`)).json()).toEqual({ AnonymizeData: -1 });
    }
    expect((await readPrivacy("other-anonymize=1")).json()).toEqual({ AnonymizeData: -1 });
  });
});

describe("POST /api/v2/tick honours the privacy choice", () => {
  it("privacy: an anonymising member's view is kept without their userID or URL query", async () => {
    expect((await savePrivacy(1, member)).statusCode).toBe(200);
    const { discussionID, countViews } = await app.db
      .selectFrom("discussions")
      .select(["discussionID", "countViews"])
      .orderBy("discussionID")
      .executeTakeFirstOrThrow();
    const response = await tick(
      {
        type: "discussion_view",
        discussionID,
        url: "http://localhost/discussion/1?q=secret#x",
        referrer: "http://localhost/search?query=me@example.com",
      },
      member,
    );
    expect(response.statusCode).toBe(204);
    expect(await lastEvent()).toMatchObject({
      userID: 0,
      discussionID,
      url: "http://localhost/discussion/1",
      referrer: "http://localhost/search",
    });
    const after = await app.db
      .selectFrom("discussions")
      .select("countViews")
      .where("discussionID", "=", discussionID)
      .executeTakeFirstOrThrow();
    expect(after.countViews).toBe(countViews + 1);
  });

  it("privacy: a member who chose 0 or -1 (site default: not anonymised) is recorded as themselves", async () => {
    const userID = await memberID();
    for (const value of [0, -1]) {
      await savePrivacy(value, member);
      await tick({ type: "page_view", url: "http://localhost/?page=2" }, member);
      expect(await lastEvent()).toMatchObject({ userID, url: "http://localhost/?page=2" });
    }
  });

  it("privacy: a guest whose anonymise cookie is 1 is not counted; 0 is counted as it came", async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom("tracking_events")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await tick(
      { type: "page_view", url: "http://localhost/search?query=x" },
      "plaza-anonymize=1",
    );
    expect(refused.statusCode).toBe(204);
    expect(await count()).toBe(before);
    await tick({ type: "page_view", url: "http://localhost/search?query=x" }, "plaza-anonymize=0");
    expect(await lastEvent()).toMatchObject({ userID: 0, url: "http://localhost/search?query=x" });
  });
});
