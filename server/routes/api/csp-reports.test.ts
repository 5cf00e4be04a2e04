// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../tests/helpers/server";
import { CSP_REPORT_PATH } from "../../http/security/csp";
import { CSP_REPORT_LIMIT, summarizeCspReports } from "./csp-reports";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

const legacyReport = {
  "csp-report": {
    "document-uri": "https://plaza.example/discussion/3?token=secret#c1",
    "violated-directive": "img-src",
    "effective-directive": "img-src",
    "blocked-uri": "https://tracker.example/pixel.gif?reader=42",
    disposition: "enforce",
  },
};
const reportingApiBatch = [
  {
    type: "csp-violation",
    url: "https://plaza.example/",
    body: {
      documentURL: "https://plaza.example/",
      effectiveDirective: "script-src-elem",
      blockedURL: "inline",
      disposition: "report",
    },
  },
  { type: "deprecation", url: "https://plaza.example/", body: { id: "x" } },
];

/** A report as a browser sends it: no session, no X-Requested-With, no same-origin marker. */
const sendReport = (contentType: string, body: unknown, ip = "203.0.113.7") =>
  app.inject({
    method: "POST",
    url: CSP_REPORT_PATH,
    headers: { "content-type": contentType },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });

describe("POST /api/v2/csp-reports", () => {
  it("csp: violation reports are accepted and rate limited", async () => {
    expect((await sendReport("application/csp-report", legacyReport)).statusCode).toBe(204);
    expect((await sendReport("application/reports+json", reportingApiBatch)).statusCode).toBe(204);
    for (let i = 2; i < CSP_REPORT_LIMIT.max; i += 1) {
      expect((await sendReport("application/csp-report", legacyReport)).statusCode).toBe(204);
    }
    const limited = await sendReport("application/csp-report", legacyReport);
    expect(limited.statusCode).toBe(429);
    // The limit is per address: another one still gets through.
    expect((await sendReport("application/csp-report", legacyReport, "198.51.100.9")).statusCode).toBe(204);
  });

  it("refuses bodies that are not JSON and other content types", async () => {
    const notJson = await app.inject({
      method: "POST",
      url: CSP_REPORT_PATH,
      headers: { "content-type": "application/csp-report" },
      payload: "{not json",
      remoteAddress: "192.0.2.1",
    });
    expect(notJson.statusCode).toBe(400);
    const text = await app.inject({
      method: "POST",
      url: CSP_REPORT_PATH,
      headers: { "content-type": "text/plain" },
      payload: "hello",
      remoteAddress: "192.0.2.1",
    });
    expect(text.statusCode).toBe(415);
  });

  it("is the only write exempt from the CSRF header", async () => {
    const other = await app.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(other.statusCode).toBe(403);
  });
});

describe("summarizeCspReports", () => {
  it("logs one line per violation, without query strings, control characters or other report types", () => {
    expect(summarizeCspReports(legacyReport)).toEqual([
      "CSP violation: img-src blocked https://tracker.example/pixel.gif on https://plaza.example/discussion/3",
    ]);
    expect(summarizeCspReports(reportingApiBatch)).toEqual([
      "CSP violation: script-src-elem blocked inline on https://plaza.example/ (report only)",
    ]);
    const forged = summarizeCspReports({
      "csp-report": { "effective-directive": "img-src\nCSP violation: fake", "blocked-uri": 42 },
    });
    expect(forged).toEqual(["CSP violation: img-srcCSP violation: fake blocked ? on ?"]);
    expect(summarizeCspReports("nothing")).toEqual([]);
    expect(summarizeCspReports(Array.from({ length: 50 }, () => reportingApiBatch[0]))).toHaveLength(10);
  });
});
