// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { longRunnerSettings } from "../../server/services/jobs/long-runner";
import { categoryIDOf, DEMO_PASSWORD, sessionCookieOf, signInAs, writeHeaders } from "../helpers/server";
import { createTestDatabase, TEST_DATABASE_URL } from "../helpers/test-database";

/**
 * Two server processes on one database, as behind a load balancer (ARCHITECTURE.md "The server is
 * stateless beyond its database"): two apps in this process share nothing but the database, on
 * SQLite (one file) or PostgreSQL (one database) as the suite runs.
 */
let a: FastifyInstance;
let b: FastifyInstance;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;

/** How long a change made through one server may take to show on the other (see postgres.ts). */
const CHANGE_BOUND_MS = 1000;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-two-"));
  let databaseUrl: string | undefined;
  if (TEST_DATABASE_URL) {
    const database = await createTestDatabase("demo");
    databaseUrl = database.url;
    drop = database.drop;
  }
  const options = {
    dataDir,
    databaseUrl,
    seed: "demo" as const,
    abuseLimits: { signInFailuresPerAddress: { bucket: "signin-address", limit: 4, windowMs: 60_000 } },
  };
  a = await buildApp(options);
  b = await buildApp(options);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How `expect.poll` reads the other server's state: every 20 ms, up to the bound. */
const withinBound = { timeout: CHANGE_BOUND_MS, interval: 20 };

describe("several servers on one database", () => {
  it("a session made on one server is honoured by the other, and signing out on it ends it on both", async () => {
    const cookie = await signInAs(a, "member");
    const me = await b.inject({ url: "/api/v2/users/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().name).toBe("member");
    const out = await b.inject({
      method: "DELETE",
      url: "/api/v2/session",
      headers: { ...writeHeaders, cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    const after = await a.inject({ url: "/api/v2/users/me", headers: { cookie } });
    expect(after.json().userID ?? 0).toBe(0);
  });

  it("a config change made through one server is seen by the other within the bound", async () => {
    const admin = await signInAs(a, "admin");
    const siteName = () =>
      b.inject({ url: "/api/v2/config?select=ui.siteName" }).then((r) => r.json()["ui.siteName"] as string);
    expect(await siteName()).not.toBe("Renamed through A");
    const patched = await a.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...writeHeaders, cookie: admin },
      payload: { "ui.siteName": "Renamed through A" },
    });
    expect(patched.statusCode, patched.body).toBeLessThan(300);
    await expect.poll(siteName, withinBound).toBe("Renamed through A");
  });

  it("a list page kept by one server shows a discussion posted through the other within the bound", async () => {
    const list = () =>
      b.inject({ url: "/api/v2/discussions?limit=5" }).then((r) => r.json() as { name: string }[]);
    await list();
    await list(); // now kept by server B
    const member = await signInAs(a, "member2");
    const created = await a.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...writeHeaders, cookie: member },
      payload: {
        name: "Posted through server A",
        body: JSON.stringify([{ type: "p", children: [{ text: "Hello from A." }] }]),
        format: "rich2",
        categoryID: await categoryIDOf(a, "general"),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const names = async () => (await list()).map((row) => row.name);
    await expect.poll(names, withinBound).toContain("Posted through server A");
  });

  it("the sign-in throttle counts failures across servers (failures only: good sign-ins never count)", async () => {
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({
        method: "POST",
        url: "/api/v2/session",
        headers: { ...writeHeaders, "x-forwarded-for": "203.0.113.9" },
        remoteAddress: "203.0.113.9",
        payload: { username: "moderator", password },
      });
    // Members signing in and out normally are never refused.
    for (let i = 0; i < 6; i += 1) {
      const ok = await attempt(i % 2 ? a : b, DEMO_PASSWORD);
      expect(ok.statusCode).toBe(200);
      await (i % 2 ? b : a).inject({
        method: "DELETE",
        url: "/api/v2/session",
        headers: { ...writeHeaders, cookie: sessionCookieOf(ok) },
      });
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(i % 2 ? a : b, "wrong-password")).statusCode);
    // The address limit is 4 failures: two on each server, then both refuse.
    expect(statuses.slice(0, 4).every((status) => status === 401 || status === 403 || status === 400)).toBe(
      true,
    );
    expect(statuses.slice(4)).toEqual([429, 429]);
    const refused = await attempt(a, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many sign-in attempts.");
  });

  it("a long-running job's step runs once when both servers are asked for it at the same time", async () => {
    const moderator = await signInAs(a, "moderator");
    const member = await signInAs(a, "member");
    const general = await categoryIDOf(a, "general");
    const offTopic = await categoryIDOf(a, "off-topic");
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const created = await a.inject({
        method: "POST",
        url: "/api/v2/discussions",
        headers: { ...writeHeaders, cookie: member },
        payload: {
          name: `Bulk ${i}`,
          body: JSON.stringify([{ type: "p", children: [{ text: "x" }] }]),
          format: "rich2",
          categoryID: general,
        },
      });
      ids.push(created.json().discussionID as number);
    }
    const saved = longRunnerSettings.budgetMs;
    longRunnerSettings.budgetMs = 0; // one discussion per call
    try {
      const first = await a.inject({
        method: "PATCH",
        url: "/api/v2/discussions/move",
        headers: { ...writeHeaders, cookie: moderator },
        payload: { discussionIDs: ids, categoryID: offTopic },
      });
      expect(first.statusCode).toBe(408);
      let token = first.json().callbackPayload as string | null;
      const done: number[] = [...(first.json().progress.successIDs as number[])];
      while (token) {
        const run = (app: FastifyInstance) =>
          app.inject({
            method: "POST",
            url: "/api/v2/calls/run",
            headers: {
              ...writeHeaders,
              cookie: moderator,
              "content-type": "application/system-signed-token",
            },
            payload: token!,
          });
        const [fromA, fromB] = await Promise.all([run(a), run(b)]);
        const [winner, ...others] = [fromA, fromB].filter(
          (r) => r.statusCode === 200 || r.statusCode === 408,
        );
        // A doubled step answers the same progress (a replay) or 409; it never moves a discussion twice.
        expect(winner, `${fromA.body} / ${fromB.body}`).toBeDefined();
        for (const other of others) expect(other.json().progress).toEqual(winner!.json().progress);
        const next = winner!.json();
        for (const id of next.progress.successIDs as number[]) if (!done.includes(id)) done.push(id);
        token = next.callbackPayload as string | null;
      }
      expect([...done].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      const moved = await b.db
        .selectFrom("discussions")
        .select(["discussionID", "categoryID"])
        .where("discussionID", "in", ids)
        .execute();
      expect(moved.every((row) => row.categoryID === offTopic)).toBe(true);
      const stubs = await b.db
        .selectFrom("discussions")
        .select("discussionID")
        .where("type", "=", "redirect")
        .execute();
      expect(stubs.length).toBeLessThanOrEqual(ids.length);
    } finally {
      longRunnerSettings.budgetMs = saved;
    }
  });
});
