// @vitest-environment node
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { BODY_BOMBS, HEAVY_MARKDOWN } from "../../../tests/fixtures/body-bombs";

let app: FastifyInstance;
let member: string;
let generalID = 0;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  member = await signInAs(app, "member");
  generalID = await categoryIDOf(app, "general");
});
afterAll(async () => {
  // The load test's clients keep their connections alive; close them so the server stops at once.
  app.server.closeAllConnections();
  await app.close();
});

describe("hostile bodies under load", () => {
  it("answers other requests within 100 ms while nested bodies and heavy legitimate bodies are posted", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v2`;
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const deadline = Date.now() + 3_000;
    const post = async (body: string, format: string) => {
      const response = await fetch(`${base}/discussions`, {
        method: "POST",
        headers: { ...writeHeaders, cookie: member },
        body: JSON.stringify({ name: "Load", body, format, categoryID: generalID }),
      });
      return response.status;
    };
    const attacker = (async () => {
      const statuses: number[] = [];
      while (Date.now() < deadline) {
        for (const body of Object.values(BODY_BOMBS)) statuses.push(await post(body, "html"));
        statuses.push(await post(HEAVY_MARKDOWN, "markdown"));
      }
      return statuses;
    })();
    const latencies: number[] = [];
    while (Date.now() < deadline) {
      const start = performance.now();
      const response = await fetch(`${base}/discussions?limit=30`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
    }
    const statuses = await attacker;
    histogram.disable();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400 || s === 413)).toBe(true);
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] as number;
    expect(latencies.length).toBeGreaterThan(100);
    expect(p99, `p99 of ${latencies.length} list requests`).toBeLessThan(100);
    expect(histogram.percentile(99) / 1e6, "event-loop delay p99").toBeLessThan(100);
  }, 30_000);

  it("renders large legitimate bodies one after another without a worker running out of memory", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v2/discussions",
        headers: { ...writeHeaders, cookie: member },
        payload: { name: `Big list ${i}`, body: HEAVY_MARKDOWN, format: "markdown", categoryID: generalID },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(201));
  }, 120_000);
});
