// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";
import { defaultExpensiveReadLimits, ExpensiveReadGate } from "./expensive-reads";

// A few clients sending many searches, deep pages and expand=all at once must not slow every
// other client down: each client gets a bounded share, and cheap reads are never held.

let app: FastifyInstance;
let nowMs = Date.parse("2026-12-01T12:00:00Z");
beforeAll(async () => {
  app = await buildTestApp({ seed: "none", expensiveReads: { perMinute: 3, now: () => nowMs } });
});
afterAll(() => app.close());

const read = (url: string, remoteAddress: string) => app.inject({ method: "GET", url, remoteAddress });

describe("expensive reads are limited per client", () => {
  it("a client's searches past its share in a minute answer 429 with Retry-After; others and cheap reads still pass", async () => {
    const attacker = "10.20.0.1";
    for (let i = 0; i < 3; i += 1) {
      expect((await read(`/api/v2/search?query=welcome${i}`, attacker)).statusCode).toBe(200);
    }
    const refused = await read("/api/v2/search?query=plaza", attacker);
    expect(refused.statusCode).toBe(429);
    expectMatchesSchema(errorBodySchema, refused.json());
    expect(Number(refused.headers["retry-after"])).toBe(60);
    // A deep page and expand=all count as expensive too; page 2 and a plain list do not.
    expect((await read("/api/v2/discussions?page=11", attacker)).statusCode).toBe(429);
    expect((await read("/api/v2/discussions?expand=all", attacker)).statusCode).toBe(429);
    expect((await read("/api/v2/discussions?page=2&expand=insertUser", attacker)).statusCode).toBe(200);
    // Another client is not touched by the attacker's share.
    expect((await read("/api/v2/search?query=welcome", "10.20.0.2")).statusCode).toBe(200);
    // A minute later the attacker's share is back.
    nowMs += 61_000;
    expect((await read("/api/v2/search?query=welcome", attacker)).statusCode).toBe(200);
  });
});

describe("the gate: turns in order, bounded per client and in all", () => {
  const gate = () =>
    new ExpensiveReadGate({ ...defaultExpensiveReadLimits, running: 1, perClient: 2, waiting: 2 });

  it("at most `running` at once; the next waits and runs when one releases", async () => {
    const g = gate();
    const first = g.enter("a");
    expect(first).toBeInstanceOf(Promise);
    const releaseFirst = await (first as Promise<() => void>);
    let secondRan = false;
    const second = (g.enter("b") as Promise<() => void>).then((release) => {
      secondRan = true;
      return release;
    });
    await Promise.resolve();
    expect(secondRan).toBe(false);
    releaseFirst();
    const releaseSecond = await second;
    expect(secondRan).toBe(true);
    releaseSecond();
    // Releasing twice gives back one turn only.
    releaseSecond();
    const third = await (g.enter("c") as Promise<() => void>);
    expect(g.enter("d")).toBeInstanceOf(Promise);
    third();
  });

  it("one client past `perClient` running or waiting is refused at once; another client is not", async () => {
    const g = gate();
    const release = await (g.enter("a") as Promise<() => void>);
    expect(g.enter("a")).toBeInstanceOf(Promise);
    expect(g.enter("a")).toEqual({ retryAtMs: expect.any(Number) });
    expect(g.enter("b")).toBeInstanceOf(Promise);
    // The queue holds `waiting` reads at most.
    expect(g.enter("c")).toEqual({ retryAtMs: expect.any(Number) });
    release();
  });

  it("many concurrent searches from one client: only its share runs, the rest is refused; another client is answered", async () => {
    const crowded = await buildTestApp({ seed: "none", expensiveReads: { running: 1, perClient: 2 } });
    // A search on an empty site answers in a moment: the answers that got a turn are held until the
    // six refusals went out, so every request of the flood meets the gate while those turns are taken.
    let refusals = 0;
    let releaseAnswers!: () => void;
    const refusalsSent = new Promise<void>((resolve) => (releaseAnswers = resolve));
    crowded.addHook("onSend", async (_request, reply, payload) => {
      if (reply.statusCode === 429 && (refusals += 1) === 6) releaseAnswers();
      else if (reply.statusCode === 200) await refusalsSent;
      return payload;
    });
    try {
      const flood = Array.from({ length: 8 }, (_, i) =>
        crowded.inject({ method: "GET", url: `/api/v2/search?query=w${i}`, remoteAddress: "10.30.0.1" }),
      );
      const other = crowded.inject({
        method: "GET",
        url: "/api/v2/search?query=welcome",
        remoteAddress: "10.30.0.2",
      });
      const answers = await Promise.all(flood);
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200).length).toBe(2);
      expect(codes.filter((code) => code === 429).length).toBe(6);
      expect((await other).statusCode).toBe(200);
    } finally {
      await crowded.close();
    }
  });
});
