// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";

/** The end-to-end tests' calls: there only when asked for, never on a server started without them. */
let plain: FastifyInstance;
let hooked: FastifyInstance;
let member = "";
let generalID = 0;
beforeAll(async () => {
  plain = await buildTestApp({ seed: "demo" });
  // The scheduler's own timer stays out of the way: only the call looks.
  hooked = await buildTestApp({ seed: "demo", testHooks: true, draftScheduler: { intervalMs: 3_600_000 } });
  member = await signInAs(hooked, "member");
  generalID = await categoryIDOf(hooked, "general");
});
afterAll(async () => {
  await plain.close();
  await hooked.close();
});

const runScheduler = (app: FastifyInstance, payload?: object) =>
  app.inject({
    method: "POST",
    url: "/_test/draft-scheduler/run",
    headers: writeHeaders,
    ...(payload ? { payload } : {}),
  });

const rich2 = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

describe("POST /_test/draft-scheduler/run", () => {
  it("is not there on a server started without test hooks (the default)", async () => {
    const response = await runScheduler(plain, { asOf: new Date(Date.now() + 3_600_000).toISOString() });
    expect(response.statusCode).toBe(404);
  });

  it("publishes at once the drafts due as of the time it is given, and only those", async () => {
    const name = "Scheduled for the hook";
    const created = await hooked.inject({
      method: "POST",
      url: "/api/v2/drafts",
      headers: { ...writeHeaders, cookie: member },
      payload: {
        recordType: "discussion",
        parentRecordType: "category",
        parentRecordID: generalID,
        attributes: {
          body: rich2("Later."),
          format: "rich2",
          name,
          draftMeta: { name, categoryID: generalID },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draftID } = created.json<{ draftID: number }>();
    const inAnHour = new Date(Date.now() + 3_600_000);
    const scheduled = await hooked.inject({
      method: "PATCH",
      url: `/api/v2/drafts/schedule/${draftID}`,
      headers: { ...writeHeaders, cookie: member },
      payload: { dateScheduled: inAnHour.toISOString() },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const posted = async () =>
      (await hooked.db.selectFrom("discussions").select("discussionID").where("name", "=", name).execute())
        .length;

    const now = await runScheduler(hooked);
    expect(now.json()).toEqual({ published: 0 });
    expect(await posted()).toBe(0);

    const later = await runScheduler(hooked, { asOf: new Date(inAnHour.getTime() + 1000).toISOString() });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toEqual({ published: 1 });
    expect(await posted()).toBe(1);
  });

  it("refuses a time that is not a date", async () => {
    expect((await runScheduler(hooked, { asOf: "soon" })).statusCode).toBe(400);
  });
});
