// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { readTrustProxy } from "./trust-proxy";

// The origin check compares scheme, host and port with the request as it reached the server.
// Requests through inject arrive over plain http, like the dev server on 127.0.0.1:3000.

let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  proxied = await buildTestApp({ seed: "none", trustProxy: true });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
});

/** A write whose only possible refusal is the CSRF check: signing out answers 204 otherwise. */
const signOut = (target: FastifyInstance, headers: Record<string, string>) =>
  target.inject({ method: "DELETE", url: "/api/v2/session", headers: { ...writeHeaders, ...headers } });

describe("CSRF origin check", () => {
  it("accepts an origin with the request's scheme, host and port", async () => {
    expect((await signOut(app, { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" })).statusCode).toBe(
      204,
    );
    // A default port is the same origin as no port.
    expect(
      (await signOut(app, { host: "plaza.example", origin: "http://plaza.example:80" })).statusCode,
    ).toBe(204);
  });

  it("csrf: an origin with the right host but another scheme is refused", async () => {
    const response = await signOut(app, { host: "plaza.example", origin: "https://plaza.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().description).toBe("Requests from other sites are not accepted.");
  });

  it("refuses another port, another host, a null origin and one that is not a URL", async () => {
    for (const origin of [
      "http://plaza.example:8080",
      "http://evil.example",
      "null",
      "plaza.example",
      "ftp://plaza.example",
    ]) {
      expect((await signOut(app, { host: "plaza.example", origin })).statusCode, origin).toBe(403);
    }
  });

  it("ignores X-Forwarded-Proto unless a proxy is trusted (trustProxy)", async () => {
    const headers = { host: "plaza.example", origin: "https://plaza.example", "x-forwarded-proto": "https" };
    expect((await signOut(app, headers)).statusCode).toBe(403);
    expect((await signOut(proxied, headers)).statusCode).toBe(204);
    // Behind the trusted proxy a plain http origin no longer matches the https the proxy reports.
    expect((await signOut(proxied, { ...headers, origin: "http://plaza.example" })).statusCode).toBe(403);
  });
});

describe("readTrustProxy", () => {
  it("reads PLAZA_TRUST_PROXY: off by default, true, or a list of addresses", () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy("")).toBe(false);
    expect(readTrustProxy("0")).toBe(false);
    expect(readTrustProxy("false")).toBe(false);
    expect(readTrustProxy("true")).toBe(true);
    expect(readTrustProxy(" 127.0.0.1,10.0.0.0/8 ")).toBe("127.0.0.1,10.0.0.0/8");
  });
});
