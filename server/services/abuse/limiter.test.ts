// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/database";
import { AbuseLimiter } from "./limiter";
import { clientAddressKey } from "./client-address";
import type { FastifyRequest } from "fastify";

let dir: string;
let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-limiter-"));
  // Two handles on one database file: what two server processes sharing a data folder see.
  first = await openDatabase(dir);
  second = await openDatabase(dir);
});
afterAll(async () => {
  await first.close();
  await second.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rule = { bucket: "test", limit: 3, windowMs: 60_000 };

describe("AbuseLimiter", () => {
  it("shares its counters between processes through the database", async () => {
    const a = new AbuseLimiter(first.db);
    const b = new AbuseLimiter(second.db);
    expect((await a.hit(rule, "k")).count).toBe(1);
    expect((await b.hit(rule, "k")).count).toBe(2);
    expect((await a.peek("test", "k")).count).toBe(2);
  });

  it("starts a new window once the old one has ended, and prunes ended windows", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const limiter = new AbuseLimiter(first.db, () => now);
    await limiter.hit(rule, "w");
    const second = await limiter.hit(rule, "w");
    expect(second).toMatchObject({ count: 2, windowEndsMs: now + 60_000 });
    now += 60_000;
    expect(await limiter.peek("test", "w")).toMatchObject({ count: 0 });
    expect((await limiter.hit(rule, "w")).count).toBe(1);
    now += 61_000;
    await limiter.prune();
    const rows = await first.db.selectFrom("abuse_counters").select("key").where("key", "=", "w").execute();
    expect(rows).toEqual([]);
  });

  it("keeps a blocked key until its block ends, even past its window", async () => {
    let now = Date.parse("2031-01-01T00:00:00Z");
    const limiter = new AbuseLimiter(first.db, () => now);
    await limiter.hit({ ...rule, windowMs: 1000 }, "b");
    await limiter.blockUntil("test", "b", now + 5000);
    now += 2000;
    await limiter.prune();
    expect((await limiter.peek("test", "b")).blockedUntilMs).toBe(now + 3000);
    now += 3000;
    expect((await limiter.peek("test", "b")).blockedUntilMs).toBe(0);
  });
});

describe("clientAddressKey", () => {
  const keyOf = (ip: string) => clientAddressKey({ ip } as FastifyRequest);
  it("keys IPv4 by address and IPv6 by its /64 network", () => {
    expect(keyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(keyOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(keyOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(keyOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(keyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
