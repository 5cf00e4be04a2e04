// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildTestApp, DEMO_PASSWORD, writeHeaders } from "../../../tests/helpers/server";

/**
 * Known browsers (OWASP's "device cookies"): a sign-in sets a signed `plaza_device` cookie, and that
 * browser is spared the per-account and per-address waits other browsers get for failed sign-ins.
 */
let app: FastifyInstance;
/** The server's clock: the tests move it instead of waiting. */
let clock = Date.now();
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo", trustProxy: "127.0.0.1", now: () => clock });
});
afterAll(() => app.close());

/** A sign-in from `client`, as the proxy at 127.0.0.1 forwards it, with the browser's cookie if any. */
const signIn = (client: string, username: string, password: string, cookie?: string, https = false) =>
  app.inject({
    method: "POST",
    url: "/api/v2/session",
    remoteAddress: "127.0.0.1",
    headers: {
      ...writeHeaders,
      "x-forwarded-for": client,
      ...(https ? { "x-forwarded-proto": "https" } : {}),
      ...(cookie ? { cookie } : {}),
    },
    payload: { username, password },
  });

/** The `name=value` of the device cookie a sign-in set. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "plaza_device");
  if (!cookie) throw new Error(`no device cookie in response ${response.statusCode}: ${response.body}`);
  return `plaza_device=${cookie.value}`;
}

describe("sign-in from a known browser (device cookie)", () => {
  it("A member whose account is under a password-guessing attack from several addresses signs in with the correct password from their usual browser, every time", async () => {
    const device = deviceCookieOf(await signIn("198.51.100.1", "member", DEMO_PASSWORD));
    const attackers = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"];
    let guesses = 0;
    let refused = 0;
    let owner = 0;
    // Ten minutes: every 20 s each attacker tries three passwords, and the owner signs in once.
    for (let round = 0; round < 30; round += 1) {
      for (const address of attackers) {
        for (let i = 0; i < 3; i += 1) {
          const response = await signIn(address, "member", `guess-${round}-${i}`);
          if (response.statusCode === 401) guesses += 1;
          else {
            expect(response.statusCode).toBe(429);
            expect(Number(response.headers["retry-after"])).toBeGreaterThanOrEqual(1);
            refused += 1;
          }
        }
      }
      const response = await signIn("198.51.100.1", "member", DEMO_PASSWORD, device);
      expect(response.statusCode, `the owner's sign-in in round ${round}`).toBe(200);
      owner += 1;
      clock += 20_000;
    }
    expect(owner).toBe(30);
    // The guessing is still slowed: each address gets at most its 10 failures per 15 minutes.
    expect(guesses).toBeLessThanOrEqual(attackers.length * 10);
    expect(refused).toBe(30 * 12 - guesses);
  }, 60_000);

  it("a known browser signs in while its address is over the per-address limit; unknown browsers there wait", async () => {
    const device = deviceCookieOf(await signIn("198.51.100.2", "member2", DEMO_PASSWORD));
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn("198.51.100.2", `nobody-${i}`, "wrong")).statusCode).toBe(401);
    }
    const stranger = await signIn("198.51.100.2", "moderator", DEMO_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers["retry-after"]).toBeDefined();
    expect((await signIn("198.51.100.2", "member2", DEMO_PASSWORD, device)).statusCode).toBe(200);
    // It is a known browser of member2 only: another account signing in there still waits.
    expect((await signIn("198.51.100.2", "moderator", DEMO_PASSWORD, device)).statusCode).toBe(429);
    clock += 15 * 60_000;
  });

  it("a stolen device cookie cannot be used to guess: past its own small limit it is an unknown browser", async () => {
    const stolen = deviceCookieOf(await signIn("198.51.100.3", "admin", DEMO_PASSWORD));
    let failures = 0;
    let refusal: LightMyRequestResponse | undefined;
    for (let i = 0; i < 40 && !refusal; i += 1) {
      const response = await signIn("203.0.113.50", "admin", `guess-${i}`, stolen);
      if (response.statusCode === 401) failures += 1;
      else refusal = response;
    }
    // Five on the device's own count, then the address's ten like any other browser.
    expect(failures).toBe(15);
    expect(refusal?.statusCode).toBe(429);
    expect(refusal?.headers["retry-after"]).toBeDefined();
    clock += 15 * 60_000;
  });

  it("an altered device cookie, or another member's, earns nothing", async () => {
    const theirs = deviceCookieOf(await signIn("198.51.100.4", "member2", DEMO_PASSWORD));
    const own = deviceCookieOf(await signIn("198.51.100.4", "moderator", DEMO_PASSWORD));
    const [name, value] = own.split("=") as [string, string];
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn("203.0.113.60", `nobody-${i}`, "wrong")).statusCode).toBe(401);
    }
    expect((await signIn("203.0.113.60", "moderator", DEMO_PASSWORD, theirs)).statusCode).toBe(429);
    expect((await signIn("203.0.113.60", "moderator", DEMO_PASSWORD, altered)).statusCode).toBe(429);
    expect((await signIn("203.0.113.60", "moderator", DEMO_PASSWORD, own)).statusCode).toBe(200);
    clock += 15 * 60_000;
  });

  it("is HttpOnly, SameSite=Lax, kept a year, and Secure over https", async () => {
    const plain = (await signIn("198.51.100.5", "member", DEMO_PASSWORD)).cookies.find(
      (c) => c.name === "plaza_device",
    );
    expect(plain).toMatchObject({ httpOnly: true, sameSite: "Lax", maxAge: 365 * 24 * 60 * 60 });
    expect(plain?.secure).toBeFalsy();
    const secure = (await signIn("198.51.100.5", "member", DEMO_PASSWORD, undefined, true)).cookies.find(
      (c) => c.name === "plaza_device",
    );
    expect(secure).toMatchObject({ httpOnly: true, secure: true });
  });
});
