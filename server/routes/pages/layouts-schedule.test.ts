// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildUser, signInCookie } from "../../../tests/helpers/factories";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { layoutDraftRecordSchema, layoutRecordSchema } from "../../layouts/layout-api.schema";

// The server's clock: the calls and the layout publisher read it; the tests move it.
let clock = Date.parse("2026-03-01T09:00:00.000Z");
const HOUR = 3_600_000;

let app: FastifyInstance;
let alice: string;
let bob: string;
let member: string;

beforeAll(async () => {
  app = await buildTestApp({
    seed: "none",
    now: () => clock,
    // The timer never fires during a test: the tests run the publisher's look themselves.
    draftScheduler: { now: () => clock, intervalMs: 24 * HOUR },
  });
  alice = await signInCookie(
    app.db,
    (await buildUser(app.db, { name: "Alice", roles: ["administrator"] })).userID,
  );
  bob = await signInCookie(
    app.db,
    (await buildUser(app.db, { name: "Bob", roles: ["administrator"] })).userID,
  );
  member = await signInCookie(app.db, (await buildUser(app.db)).userID);
});
afterAll(() => app.close());

async function call(
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...(method === "GET" ? {} : writeHeaders), ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
}

const oneColumn = (text: string) => [
  { $hydrate: "react.section.1-column", children: [{ $hydrate: "react.html", html: `<p>${text}</p>` }] },
];

/** A stored layout with a saved draft; answers its ID and the draft's version. */
async function layoutWithDraft(live: string, draft: string): Promise<{ layoutID: number; version: number }> {
  const created = await call("POST", "/layouts", alice, {
    name: `Layout ${live}`,
    layoutViewType: "home",
    layout: oneColumn(live),
  });
  expect(created.statusCode, created.body).toBe(201);
  const layoutID = (created.json() as { layoutID: number }).layoutID;
  const saved = await call("PUT", `/layouts/${layoutID}/draft`, alice, {
    layout: oneColumn(draft),
    version: 0,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { layoutID, version: (saved.json() as { version: number }).version };
}

const inHours = (hours: number) => new Date(clock + hours * HOUR).toISOString();
const publishNow = () => app.layoutPublisher!.runOnce();

async function liveLayout(layoutID: number) {
  const response = await call("GET", `/layouts/${layoutID}`, alice);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { layout: unknown; dateScheduled: string | null; dateUpdated: string };
}

async function listed(layoutID: number) {
  const response = await call("GET", "/layouts", alice);
  const layouts = response.json() as Array<{ layoutID: number | string; dateScheduled?: string | null }>;
  for (const layout of layouts) expectMatchesSchema(layoutRecordSchema, layout);
  return layouts.find((layout) => layout.layoutID === layoutID);
}

describe("POST /layouts/{id}/publish with dateScheduled (publish later)", () => {
  it("publishes the draft at its time and not before, under the name of the manager who scheduled it", async () => {
    const { layoutID, version } = await layoutWithDraft("today", "tomorrow");
    const due = inHours(2);
    const scheduled = await call("POST", `/layouts/${layoutID}/publish`, bob, {
      version,
      dateScheduled: due,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ layout: oneColumn("today"), dateScheduled: due });

    const draft = await call("GET", `/layouts/${layoutID}/draft`, alice);
    expectMatchesSchema(layoutDraftRecordSchema, draft.json());
    expect(draft.json()).toMatchObject({
      hasDraft: true,
      version,
      dateScheduled: due,
      scheduleUser: { name: "Bob" },
    });
    expect((await listed(layoutID))?.dateScheduled).toBe(due);

    clock += 2 * HOUR - 1000;
    expect(await publishNow()).toEqual([]);
    expect((await liveLayout(layoutID)).layout).toEqual(oneColumn("today"));

    clock += 1000;
    expect(await publishNow()).toEqual([layoutID]);
    const live = await liveLayout(layoutID);
    expect(live).toMatchObject({ layout: oneColumn("tomorrow"), dateScheduled: null, dateUpdated: due });
    const revisions = await call("GET", `/layouts/${layoutID}/revisions`, alice);
    expect((revisions.json() as Array<{ insertUser: { name: string } }>)[0]!.insertUser.name).toBe("Bob");
    expect((await call("GET", `/layouts/${layoutID}/draft`, alice)).json()).toMatchObject({
      hasDraft: false,
      dateScheduled: null,
    });
    expect(await publishNow()).toEqual([]);
  });

  it("publishes the draft as it is when the time comes: an edit after scheduling keeps the schedule", async () => {
    const { layoutID, version } = await layoutWithDraft("old", "first draft");
    const due = inHours(1);
    await call("POST", `/layouts/${layoutID}/publish`, bob, { version, dateScheduled: due });
    const edited = await call("PUT", `/layouts/${layoutID}/draft`, alice, {
      layout: oneColumn("edited after scheduling"),
      version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ dateScheduled: due, scheduleUser: { name: "Bob" } });

    clock += HOUR;
    expect(await publishNow()).toEqual([layoutID]);
    expect((await liveLayout(layoutID)).layout).toEqual(oneColumn("edited after scheduling"));
    const revisions = await call("GET", `/layouts/${layoutID}/revisions`, alice);
    expect((revisions.json() as Array<{ insertUser: { name: string } }>)[0]!.insertUser.name).toBe("Bob");
  });

  it("publishes it once when several servers look at the same moment", async () => {
    const { layoutID, version } = await layoutWithDraft("one", "once");
    await call("POST", `/layouts/${layoutID}/publish`, alice, { version, dateScheduled: inHours(1) });
    clock += HOUR;
    const { publishDueLayoutDrafts } = await import("../../layouts/layout-schedule");
    const asOf = new Date(clock).toISOString();
    const runs = await Promise.all([publishDueLayoutDrafts(app.db, asOf), publishNow()]);
    expect(runs.flat()).toEqual([layoutID]);
    const revisions = await call("GET", `/layouts/${layoutID}/revisions`, alice);
    expect(revisions.json()).toHaveLength(2);
  });

  it("refuses a time that has passed, or a stale version, and a layout with no draft", async () => {
    const { layoutID, version } = await layoutWithDraft("now", "later");
    const past = await call("POST", `/layouts/${layoutID}/publish`, alice, {
      version,
      dateScheduled: inHours(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ field: "dateScheduled", code: "minimum" });
    const stale = await call("POST", `/layouts/${layoutID}/publish`, alice, {
      version: version + 5,
      dateScheduled: inHours(1),
    });
    expect(stale.statusCode).toBe(409);
    expect((await call("GET", `/layouts/${layoutID}/draft`, alice)).json().dateScheduled).toBeNull();
    await call("DELETE", `/layouts/${layoutID}/draft`, alice);
    const none = await call("POST", `/layouts/${layoutID}/publish`, alice, {
      version: 0,
      dateScheduled: inHours(1),
    });
    expect(none.statusCode).toBe(400);
  });
});

describe("DELETE /layouts/{id}/schedule (cancel publishing later)", () => {
  it("keeps the draft and its version, and nothing is published when the time comes", async () => {
    const { layoutID, version } = await layoutWithDraft("kept", "cancelled");
    await call("POST", `/layouts/${layoutID}/publish`, alice, { version, dateScheduled: inHours(1) });
    const cancelled = await call("DELETE", `/layouts/${layoutID}/schedule`, bob);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectMatchesSchema(layoutDraftRecordSchema, cancelled.json());
    expect(cancelled.json()).toMatchObject({
      hasDraft: true,
      version,
      dateScheduled: null,
      scheduleUserID: null,
      layout: oneColumn("cancelled"),
    });
    expect((await listed(layoutID))?.dateScheduled).toBeNull();
    clock += 2 * HOUR;
    expect(await publishNow()).toEqual([]);
    expect((await liveLayout(layoutID)).layout).toEqual(oneColumn("kept"));
    // The editor open on the draft saves on with the version it had.
    const saved = await call("PUT", `/layouts/${layoutID}/draft`, alice, {
      layout: oneColumn("again"),
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("answers 401 to a guest and 403 to a member, changing nothing", async () => {
    const { layoutID, version } = await layoutWithDraft("guarded", "guarded draft");
    const due = inHours(1);
    for (const cookie of [undefined, member]) {
      const scheduled = await call("POST", `/layouts/${layoutID}/publish`, cookie, {
        version,
        dateScheduled: due,
      });
      expect(scheduled.statusCode).toBe(cookie ? 403 : 401);
    }
    await call("POST", `/layouts/${layoutID}/publish`, alice, { version, dateScheduled: due });
    for (const cookie of [undefined, member]) {
      const cancelled = await call("DELETE", `/layouts/${layoutID}/schedule`, cookie);
      expect(cancelled.statusCode).toBe(cookie ? 403 : 401);
    }
    expect((await call("GET", `/layouts/${layoutID}/draft`, alice)).json()).toMatchObject({
      dateScheduled: due,
      scheduleUser: { name: "Alice" },
    });
    const builtIn = await call("DELETE", "/layouts/home/schedule", alice);
    expect(builtIn.statusCode).toBe(400);
  });
});
