import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { isLegacyHash, verifyLegacyPassword } from "./legacy-passwords";

const params = { N: 16384, r: 8, p: 1, keylen: 32 };

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Hashes a password with scrypt; the result carries its parameters and salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, params.keylen, { N: params.N, r: params.r, p: params.p });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when `password` matches `stored`; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const key = await scryptAsync(password, Buffer.from(saltB64, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the user does not exist, so timing does not tell. */
export const DUMMY_PASSWORD_HASH =
  "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/** What {@link verifyAnyPassword} found. */
export interface PasswordCheck {
  /** The password matches the stored hash. */
  ok: boolean;
  /** The hash matched but is not Plaza's current kind: store `hashPassword(password)` instead. */
  needsRehash: boolean;
  /** The hash came from another forum and cannot be checked here: only a new password helps. */
  unknownMethod?: boolean;
}

/**
 * Checks a password against any stored hash: Plaza's own scrypt ({@link verifyPassword}) or one
 * brought over from another forum (server/auth/legacy-passwords.ts). A matching legacy hash, or a
 * scrypt hash with other parameters than today's, asks to be replaced.
 */
export async function verifyAnyPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (isLegacyHash(stored)) {
    const check = await verifyLegacyPassword(password, stored);
    if (check === "unverifiable") return { ok: false, needsRehash: false, unknownMethod: true };
    return { ok: check === "match", needsRehash: check === "match" };
  }
  const ok = await verifyPassword(password, stored);
  const [, n, r, p] = stored.split("$");
  const current = Number(n) === params.N && Number(r) === params.r && Number(p) === params.p;
  return { ok, needsRehash: ok && !current };
}
