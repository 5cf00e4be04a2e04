// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import type { LongRunnerResult } from "../../schemas/api/discussion-bulk.schema";
import { nowISO } from "../db/columns";
import {
  longRunnerSettings,
  readLongRunnerMaxItems,
  signLongRunnerToken,
  startLongRunner,
} from "../services/long-runner";
import type { Viewer } from "../auth/viewer";
import { HttpError } from "../http/errors";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";
import { progressOf } from "./discussion-writes.fixtures";

const roles = ["member", "member2", "moderator", "admin"] as const;
type Role = (typeof roles)[number];

let app: FastifyInstance;
const cookies: Partial<Record<Role, string>> = {};
const userIDs: Partial<Record<Role, number>> = {};
let generalID = 0;
let offTopicID = 0;
let staffRoomID = 0;
const defaults = { ...longRunnerSettings };
beforeAll(async () => {
  app = await buildTestApp();
  for (const role of roles) {
    cookies[role] = await signInAs(app, role);
    userIDs[role] = (
      await app.db.selectFrom("users").select("userID").where("name", "=", role).executeTakeFirstOrThrow()
    ).userID;
  }
  generalID = await categoryIDOf(app, "general");
  offTopicID = await categoryIDOf(app, "off-topic");
  staffRoomID = await categoryIDOf(app, "staff-room");
});
afterEach(() => Object.assign(longRunnerSettings, defaults));
afterAll(() => app.close());

const MISSING_ID = 99999999;

function call(method: "PATCH" | "DELETE", url: string, as: Role | undefined, payload: object) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    payload,
  });
}

function run(token: string, as: Role) {
  return app.inject({
    method: "POST",
    url: "/api/v2/calls/run",
    headers: {
      "x-requested-with": "XMLHttpRequest",
      "content-type": "application/system-signed-token",
      cookie: cookies[as],
    },
    payload: token,
  });
}

/** A fresh discussion by `author` (inserted directly: these tests are about bulk writes, not posting). */
async function newDiscussion(author: Role, categoryID = generalID, closed = false): Promise<number> {
  const now = nowISO();
  const row = await app.db
    .insertInto("discussions")
    .values({
      categoryID,
      insertUserID: userIDs[author] as number,
      updateUserID: null,
      lastCommentUserID: null,
      lastCommentID: null,
      type: "discussion",
      name: `Bulk test by ${author}`,
      body: "Hello",
      format: "text",
      bodyHtml: "Hello",
      bodyText: "Hello",
      dateInserted: now,
      dateUpdated: null,
      dateLastComment: now,
      countComments: 0,
      countViews: 0,
      score: 0,
      closed: closed ? 1 : 0,
      sink: 0,
      pinned: 0,
      pinLocation: "none",
      resolved: 0,
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();
  return row.discussionID;
}

const rowOf = (discussionID: number) =>
  app.db.selectFrom("discussions").selectAll().where("discussionID", "=", discussionID).executeTakeFirst();

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe("PATCH /api/v2/discussions/close (content spec §4: per-id outcomes)", () => {
  it("bulk close needs discussions.manage (content spec §6): even the author of one is refused per id; hidden fails like missing", async () => {
    const own = await newDiscussion("member");
    const others = await newDiscussion("member2");
    const staff = await newDiscussion("moderator", staffRoomID);
    const body = progressOf(
      await call("PATCH", "/discussions/close", "member", {
        discussionIDs: [own, others, staff, MISSING_ID],
        closed: true,
      }),
    );
    expect(body.callbackPayload).toBeNull();
    expect(body.progress.successIDs).toEqual([]);
    expect(sorted(body.progress.failedIDs)).toEqual(sorted([own, others, staff, MISSING_ID]));
    expect(body.progress.countTotalIDs).toBe(4);
    expect(body.progress.exceptionsByID[String(own)]).toMatchObject({ status: 403, code: 403 });
    expect(body.progress.exceptionsByID[String(others)]).toMatchObject({ status: 403, code: 403 });
    // A hidden discussion fails exactly like a missing one.
    expect(body.progress.exceptionsByID[String(staff)]).toEqual(body.progress.exceptionsByID[MISSING_ID]);
    expect(body.progress.exceptionsByID[String(staff)]?.status).toBe(404);
    for (const id of [own, others, staff]) expect((await rowOf(id))?.closed).toBe(0);
    // The author still closes their own one by one (discussions.closeOwn).
    expect((await call("PATCH", `/discussions/${own}`, "member", { closed: true })).statusCode).toBe(200);
  });

  it("lets a moderator close and reopen any visible discussion, the Staff Room's too", async () => {
    const ids = [await newDiscussion("member"), await newDiscussion("admin", staffRoomID)];
    const closed = progressOf(
      await call("PATCH", "/discussions/close", "moderator", { discussionIDs: ids, closed: true }),
    );
    expect(sorted(closed.progress.successIDs)).toEqual(sorted(ids));
    for (const id of ids) expect((await rowOf(id))?.closed).toBe(1);
    const reopened = progressOf(
      await call("PATCH", "/discussions/close", "moderator", { discussionIDs: ids, closed: false }),
    );
    expect(reopened.progress.failedIDs).toEqual([]);
    for (const id of ids) expect((await rowOf(id))?.closed).toBe(0);
  });

  it("counts an already closed discussion as a success without recording an edit", async () => {
    const id = await newDiscussion("member", generalID, true);
    const body = progressOf(
      await call("PATCH", "/discussions/close", "admin", { discussionIDs: [id, id], closed: true }),
    );
    expect(body.progress).toMatchObject({ successIDs: [id], failedIDs: [], countTotalIDs: 1 });
    expect(await rowOf(id)).toMatchObject({ closed: 1, updateUserID: null, dateUpdated: null });
  });
});

describe("PATCH /api/v2/discussions/move", () => {
  it("bulk move needs discussions.manage (content spec §6): a member's own is refused too; moderators move any", async () => {
    const own = await newDiscussion("member");
    const others = await newDiscussion("member2");
    const byMember = progressOf(
      await call("PATCH", "/discussions/move", "member", {
        discussionIDs: [own, others],
        categoryID: offTopicID,
        addRedirects: true,
      }),
    );
    expect(byMember.progress.successIDs).toEqual([]);
    expect(sorted(byMember.progress.failedIDs)).toEqual(sorted([own, others]));
    expect(byMember.progress.exceptionsByID[String(own)]?.status).toBe(403);
    expect(byMember.progress.exceptionsByID[String(others)]?.status).toBe(403);
    expect((await rowOf(own))?.categoryID).toBe(generalID);
    expect((await rowOf(others))?.categoryID).toBe(generalID);

    const byModerator = progressOf(
      await call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: [own, others],
        categoryID: staffRoomID,
      }),
    );
    expect(sorted(byModerator.progress.successIDs)).toEqual(sorted([own, others]));
    expect((await rowOf(others))?.categoryID).toBe(staffRoomID);
  });

  it("refuses a member's move into the staff-only category for every id", async () => {
    const own = await newDiscussion("member");
    const body = progressOf(
      await call("PATCH", "/discussions/move", "member", { discussionIDs: [own], categoryID: staffRoomID }),
    );
    expect(body.progress.failedIDs).toEqual([own]);
    expect((await rowOf(own))?.categoryID).toBe(generalID);
  });

  it("counts a discussion already in the category as a success without recording an edit", async () => {
    const id = await newDiscussion("member2");
    const body = progressOf(
      await call("PATCH", "/discussions/move", "admin", { discussionIDs: [id], categoryID: generalID }),
    );
    expect(body.progress.successIDs).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({ updateUserID: null, dateUpdated: null });
  });
});

describe("DELETE /api/v2/discussions/list", () => {
  it("deletes only with discussions.delete: not a member's own, yes for a moderator and an admin", async () => {
    const own = await newDiscussion("member");
    const staff = await newDiscussion("moderator", staffRoomID);
    const byMember = progressOf(
      await call("DELETE", "/discussions/list?longRunnerMode=sync", "member", {
        discussionIDs: [own, staff],
      }),
    );
    expect(byMember.progress.successIDs).toEqual([]);
    expect(byMember.progress.exceptionsByID[String(own)]?.status).toBe(403);
    expect(byMember.progress.exceptionsByID[String(staff)]?.status).toBe(404);
    expect(await rowOf(own)).toBeDefined();

    const byModerator = progressOf(
      await call("DELETE", "/discussions/list?longRunnerMode=sync", "moderator", { discussionIDs: [own] }),
    );
    expect(byModerator.progress.successIDs).toEqual([own]);
    const byAdmin = progressOf(
      await call("DELETE", "/discussions/list", "admin", { discussionIDs: [staff, own] }),
    );
    expect(byAdmin.progress.successIDs).toEqual([staff]);
    expect(byAdmin.progress.exceptionsByID[String(own)]?.status).toBe(404);
    expect(await rowOf(own)).toBeUndefined();
    expect(await rowOf(staff)).toBeUndefined();
  });
});

describe("bulk calls: paths, guests and limits", () => {
  const paths = [
    ["PATCH", "/discussions/close", { closed: true }],
    ["PATCH", "/discussions/move", { categoryID: 1 }],
    ["DELETE", "/discussions/list", {}],
  ] as const;

  it.each(paths)(
    "%s %s is its own route, not /discussions/{id} (no 'id must be integer.')",
    async (method, url) => {
      const response = await call(method, url, "admin", {});
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
      expect(response.body).not.toMatch(/id must be integer/);
      expect(response.body).toMatch(/discussionIDs/);
    },
  );

  it.each(paths)("%s %s answers 401 to a guest", async (method, url, extra) => {
    const response = await call(method, url, undefined, { discussionIDs: [1], ...extra });
    expect(response.statusCode).toBe(401);
  });

  it.each(paths)("%s %s refuses more than 1,000 ids with 400", async (method, url, extra) => {
    const discussionIDs = Array.from({ length: 1001 }, (_, i) => i + 1);
    const response = await call(method, url, "admin", { discussionIDs, ...extra });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
  });
});

describe("long-running bulk jobs (content spec §4, §7: 408 + callbackPayload, POST calls/run)", () => {
  /** Starts a moderator's move of `count` fresh discussions; a budget of 0 does one id per call. */
  async function startMove(count: number, budgetMs = 0): Promise<{ ids: number[]; first: LongRunnerResult }> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await newDiscussion("member"));
    longRunnerSettings.budgetMs = budgetMs;
    const first = progressOf(
      await call("PATCH", "/discussions/move", "moderator", { discussionIDs: ids, categoryID: offTopicID }),
      408,
    );
    return { ids, first };
  }

  it("moves 150 discussions over several calls, each id exactly once", async () => {
    const { ids, first } = await startMove(150, 1);
    const done: number[] = [...first.progress.successIDs];
    let token = first.callbackPayload;
    let calls = 1;
    while (token) {
      const step = await run(token, "moderator");
      expect([200, 408]).toContain(step.statusCode);
      const body = progressOf(step, step.statusCode);
      expect(body.progress.countTotalIDs).toBe(150);
      expect(body.progress.failedIDs).toEqual([]);
      done.push(...body.progress.successIDs);
      token = body.callbackPayload;
      calls++;
    }
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(done).toHaveLength(150);
    expect(sorted(done)).toEqual(sorted(ids));
    const moved = await app.db
      .selectFrom("discussions")
      .select("categoryID")
      .where("discussionID", "in", ids)
      .execute();
    expect(moved.every((r) => r.categoryID === offTopicID)).toBe(true);
  });

  it("with maxItemsPerCall 50, moves 150 discussions in exactly 3 calls, each id once", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 150; i++) ids.push(await newDiscussion("member"));
    Object.assign(longRunnerSettings, { budgetMs: 60_000, maxItemsPerCall: 50 });
    const first = progressOf(
      await call("PATCH", "/discussions/move", "moderator", { discussionIDs: ids, categoryID: offTopicID }),
      408,
    );
    expect(first.progress.successIDs).toHaveLength(50);
    const done: number[] = [...first.progress.successIDs];
    let token = first.callbackPayload;
    let calls = 1;
    while (token) {
      const step = await run(token, "moderator");
      const body = progressOf(step, step.statusCode);
      expect(body.progress.successIDs).toHaveLength(50);
      done.push(...body.progress.successIDs);
      token = body.callbackPayload;
      calls++;
    }
    expect(calls).toBe(3);
    expect(done).toEqual(ids);
    expect(new Set(done).size).toBe(150);
  });

  it("a retried calls/run (browsers resend a 408 answered on a reused connection) gets the same answer; nothing runs twice", async () => {
    const { first } = await startMove(20);
    const token = first.callbackPayload as string;
    const once = await run(token, "moderator");
    expect([200, 408]).toContain(once.statusCode);
    const again = await run(token, "moderator");
    expect(again.statusCode).toBe(once.statusCode);
    expect(again.json()).toEqual(once.json());
    const step = once.json() as LongRunnerResult;
    expect(step.progress.successIDs.some((id) => first.progress.successIDs.includes(id))).toBe(false);
    // An older token than the last step's is refused: it ran two steps ago.
    const next = step.callbackPayload;
    if (next) {
      await run(next, "moderator");
      const stale = await run(token, "moderator");
      expect(stale.statusCode).toBe(409);
      expectMatchesSchema(errorBodySchema, stale.json());
    }
  });

  it("a retried first call with the same Idempotency-Key gets the first answer and starts nothing new (each id once)", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await newDiscussion("member"));
    Object.assign(longRunnerSettings, { budgetMs: 60_000, maxItemsPerCall: 2 });
    const send = (key: string, payload: object) =>
      app.inject({
        method: "DELETE",
        url: "/api/v2/discussions/list?longRunnerMode=sync",
        headers: { ...writeHeaders, cookie: cookies.moderator, "idempotency-key": key },
        payload,
      });
    const key = "retry-key-0001";
    const first = progressOf(await send(key, { discussionIDs: ids }), 408);
    expect(first.progress.successIDs).toEqual(ids.slice(0, 2));
    // The copy a browser resends: without the key it would run again and report the deleted ones as 404s.
    const copy = progressOf(await send(key, { discussionIDs: ids }), 408);
    expect(copy).toEqual(first);
    expect(await rowOf(ids[2]!)).toBeDefined();

    const other = await send(key, { discussionIDs: ids.slice(0, 3) });
    expect(other.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, other.json());

    let token = first.callbackPayload;
    const done = [...first.progress.successIDs];
    while (token) {
      const step = await run(token, "moderator");
      const body = progressOf(step, step.statusCode);
      done.push(...body.progress.successIDs);
      token = body.callbackPayload;
    }
    expect(done).toEqual(ids);
    // Once the job has moved on, the first call cannot be replayed: nothing runs again either.
    const late = await send(key, { discussionIDs: ids });
    expect(late.statusCode).toBe(409);
  });

  it("refuses a malformed Idempotency-Key with 400 before running anything", async () => {
    const id = await newDiscussion("member");
    const response = await app.inject({
      method: "PATCH",
      url: "/api/v2/discussions/close",
      headers: { ...writeHeaders, cookie: cookies.moderator, "idempotency-key": "no spaces allowed" },
      payload: { discussionIDs: [id], closed: true },
    });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect((await rowOf(id))?.closed).toBe(0);
  });

  it("refuses a tampered payload, another user's payload, an expired one and a body of another type", async () => {
    const { first } = await startMove(5);
    const token = first.callbackPayload as string;
    const [payload, mac] = token.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, cursor: 0 })).toString("base64url");
    expect((await run(`${altered}.${mac}`, "moderator")).statusCode).toBe(403);
    expect((await run(`${payload}.${mac.slice(1)}x`, "moderator")).statusCode).toBe(403);
    expect((await run("not-a-token", "moderator")).statusCode).toBe(403);
    expect((await run(token, "admin")).statusCode).toBe(403);

    const expired = await signLongRunnerToken(app.db, {
      jobID: String(claims.jobID),
      userID: userIDs.moderator as number,
      cursor: Number(claims.cursor),
      expires: Date.now() - 1000,
    });
    const refused = await run(expired, "moderator");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/expired/);

    const asJSON = await app.inject({
      method: "POST",
      url: "/api/v2/calls/run",
      headers: { ...writeHeaders, cookie: cookies.moderator },
      payload: { callbackPayload: token },
    });
    expect(asJSON.statusCode).toBeGreaterThanOrEqual(400);
    expect(asJSON.statusCode).toBeLessThan(500);
    // The genuine token still works after all of that.
    expect([200, 408]).toContain((await run(token, "moderator")).statusCode);
  });
});

describe("long-runner steps", () => {
  it("reads PLAZA_LONG_RUNNER_MAX_ITEMS: unset or empty is no cap, a positive integer a cap, else an error", () => {
    expect(readLongRunnerMaxItems(undefined)).toBeNull();
    expect(readLongRunnerMaxItems(" ")).toBeNull();
    expect(readLongRunnerMaxItems("50")).toBe(50);
    for (const bad of ["0", "-3", "2.5", "many"]) expect(() => readLongRunnerMaxItems(bad)).toThrow();
  });

  it("reports an unexpected failure as a 500 for that id only, logs it, and runs the rest", async () => {
    const logged: number[] = [];
    const answer = await startLongRunner(
      app.db,
      { userID: userIDs.admin } as Viewer,
      {
        flaky: async (_db, _viewer, _params, id) => {
          if (id === 2) throw new Error("database is locked");
          if (id === 3) throw new HttpError(403, "Permission Problem");
        },
      },
      { action: "flaky", params: {} },
      [1, 2, 3, 4],
      (_error, id) => logged.push(id),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.progress).toEqual({
      successIDs: [1, 4],
      failedIDs: [2, 3],
      exceptionsByID: {
        2: { message: "Something went wrong.", status: 500, code: 500 },
        3: { message: "Permission Problem", status: 403, code: 403 },
      },
      countTotalIDs: 4,
    });
    expect(logged).toEqual([2]);
  });
});
