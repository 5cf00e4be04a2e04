// @vitest-environment node
import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import type { LongRunnerResult } from "../../../schemas/api/discussion-bulk.schema";
import { longRunnerSettings, readLongRunnerMaxItems, startLongRunner } from "../../services/jobs/long-runner";
import { signLongRunnerToken } from "../../services/jobs/long-runner-token";
import type { Viewer } from "../../auth/viewer";
import { HttpError } from "../../http/errors";
import { writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { progressOf } from "./discussion-writes.fixtures";
import { setUpBulkModeration, sorted } from "./discussion-bulk.fixtures";

const bulk = setUpBulkModeration();
const { api, userIDs, call, run, newDiscussion, rowOf } = bulk;

describe("long-running bulk jobs (content spec §4, §7: 408 + callbackPayload, POST calls/run)", () => {
  /** Starts a moderator's move of `count` fresh discussions; a budget of 0 does one id per call. */
  async function startMove(count: number, budgetMs = 0): Promise<{ ids: number[]; first: LongRunnerResult }> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await newDiscussion("member"));
    longRunnerSettings.budgetMs = budgetMs;
    const first = progressOf(
      await call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: ids,
        categoryID: bulk.offTopicID,
      }),
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
    const moved = await api.app.db
      .selectFrom("discussions")
      .select("categoryID")
      .where("discussionID", "in", ids)
      .execute();
    expect(moved.every((r) => r.categoryID === bulk.offTopicID)).toBe(true);
  });

  it("with maxItemsPerCall 50, moves 150 discussions in exactly 3 calls, each id once", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 150; i++) ids.push(await newDiscussion("member"));
    Object.assign(longRunnerSettings, { budgetMs: 60_000, maxItemsPerCall: 50 });
    const first = progressOf(
      await call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: ids,
        categoryID: bulk.offTopicID,
      }),
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
      api.app.inject({
        method: "DELETE",
        url: "/api/v2/discussions/list?longRunnerMode=sync",
        headers: { ...writeHeaders, cookie: api.cookies.moderator, "idempotency-key": key },
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
    const response = await api.app.inject({
      method: "PATCH",
      url: "/api/v2/discussions/close",
      headers: { ...writeHeaders, cookie: api.cookies.moderator, "idempotency-key": "no spaces allowed" },
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

    const expired = await signLongRunnerToken(api.app.db, {
      jobID: String(claims.jobID),
      userID: userIDs.moderator as number,
      cursor: Number(claims.cursor),
      expires: Date.now() - 1000,
    });
    const refused = await run(expired, "moderator");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/expired/);

    const asJSON = await api.app.inject({
      method: "POST",
      url: "/api/v2/calls/run",
      headers: { ...writeHeaders, cookie: api.cookies.moderator },
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
      api.app.db,
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
