// @vitest-environment node
import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyAnyPassword, verifyPassword } from "./password";
import { legacyHash } from "./legacy-passwords";

describe("verifyAnyPassword", () => {
  it("checks Plaza's own scrypt hashes as verifyPassword does, with nothing to rehash", async () => {
    const stored = await hashPassword("plaza password");
    expect(await verifyPassword("plaza password", stored)).toBe(true);
    expect(await verifyAnyPassword("plaza password", stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyAnyPassword("other password", stored)).toEqual({ ok: false, needsRehash: false });
  });

  it("asks to rehash a right scrypt password stored with other parameters", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("plaza password", salt, 32, { N: 1024, r: 8, p: 1 });
    const older = ["scrypt", 1024, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    expect(await verifyAnyPassword("plaza password", older)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyAnyPassword("other password", older)).toEqual({ ok: false, needsRehash: false });
  });

  it("checks a legacy hash and asks to rehash it when it matches", async () => {
    // hashcat's published example hash, mode 0 (MD5 of "hashcat").
    const stored = legacyHash("md5", "8743b52063cd84097a65d1633f5c74f5");
    expect(await verifyAnyPassword("hashcat", stored)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyAnyPassword("hashcat?", stored)).toEqual({ ok: false, needsRehash: false });
  });

  it("tells a legacy hash it cannot check from a wrong password", async () => {
    expect(await verifyAnyPassword("hashcat", legacyHash("Reset", "x"))).toEqual({
      ok: false,
      needsRehash: false,
      unknownMethod: true,
    });
    expect(await verifyAnyPassword("hashcat", "legacy$no-method")).toMatchObject({
      ok: false,
      unknownMethod: true,
    });
  });

  it("never matches the dummy hash that stands in for an unknown user", async () => {
    expect(await verifyAnyPassword("", DUMMY_PASSWORD_HASH)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyAnyPassword("anything", DUMMY_PASSWORD_HASH)).toEqual({
      ok: false,
      needsRehash: false,
    });
  });
});
