import { createHash, pbkdf2, timingSafeEqual } from "node:crypto";

/**
 * Password hashes brought over from another forum, stored as `legacy$<method>$<hash>`: the method
 * as the forum's export names it (Vanilla's porter `HashMethod`, matched case-insensitively), then
 * the hash exactly as exported, which may itself hold `$` and `:`. Each is checked the way the old
 * forum checked it; a member whose password matches gets a Plaza hash in its place.
 */
export const LEGACY_HASH_PREFIX = "legacy$";

/**
 * What checking a password against a legacy hash tells: it matches, it does not, or the hash
 * cannot be checked here at all (a method Plaza does not know, or a hash it cannot read).
 */
export type LegacyCheck = "match" | "mismatch" | "unverifiable";

/** True when `stored` is a hash brought over from another forum. */
export function isLegacyHash(stored: string): boolean {
  return stored.startsWith(LEGACY_HASH_PREFIX);
}

/** Builds the stored form of an exported hash: `legacy$<method>$<hash>`. */
export function legacyHash(method: string, hash: string): string {
  return `${LEGACY_HASH_PREFIX}${method}$${hash}`;
}

/** Splits a stored legacy hash into its method (lower case) and the hash as exported. */
export function parseLegacyHash(stored: string): { method: string; hash: string } | null {
  if (!isLegacyHash(stored)) return null;
  const rest = stored.slice(LEGACY_HASH_PREFIX.length);
  const cut = rest.indexOf("$");
  if (cut <= 0) return null;
  return { method: rest.slice(0, cut).toLowerCase(), hash: rest.slice(cut + 1) };
}

type Checker = (password: Buffer, hash: string) => Promise<LegacyCheck>;

/**
 * Checks `password` against a stored legacy hash (`legacy$<method>$<hash>`). Every comparison runs
 * in constant time. An empty password never matches; a method not in {@link LEGACY_METHODS} (such as
 * the porter's "Reset" and "Random"), or a hash of a form the method never produces, is "unverifiable".
 */
export async function verifyLegacyPassword(password: string, stored: string): Promise<LegacyCheck> {
  const parsed = parseLegacyHash(stored);
  if (!parsed || !parsed.hash) return "unverifiable";
  const checker = Object.hasOwn(checkers, parsed.method) ? checkers[parsed.method] : undefined;
  if (!checker) return "unverifiable";
  if (!password) return "mismatch";
  return checker(Buffer.from(password, "utf8"), parsed.hash);
}

// ---------------------------------------------------------------------------------------------
// Building blocks

const ITOA64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const HEX32 = /^[0-9a-f]{32}$/i;
const HEX40 = /^[0-9a-f]{40}$/i;
const BCRYPT = /^\$2[aby]?\$(\d\d)\$[./A-Za-z0-9]{53}$/;
/** The hex digests a salted hash of Django's or XenForo's may name. */
const DIGESTS = new Set(["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]);
/** Work factors past these would hold a sign-in for seconds: such hashes are not checked. */
const MAX_PHPASS_LOG2 = 20;
const MAX_BCRYPT_COST = 14;
const MAX_PBKDF2_ITERATIONS = 5_000_000;

const verdict = (same: boolean): LegacyCheck => (same ? "match" : "mismatch");

/** Constant-time equality of two strings (their lengths are no secret). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Constant-time equality of a computed hex digest and a stored one, whatever its case. */
const sameHex = (computed: string, stored: string) => sameText(computed, stored.toLowerCase());

const digest = (algorithm: string, ...parts: (Buffer | string)[]): Buffer => {
  const h = createHash(algorithm);
  for (const part of parts) h.update(part);
  return h.digest();
};
const hex = (algorithm: string, ...parts: (Buffer | string)[]) => digest(algorithm, ...parts).toString("hex");

/** Lets other requests run during a long loop of hashing. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** phpass's base-64: little-endian groups of 6 bits over `./0-9A-Za-z`. */
function phpassBase64(input: Buffer): string {
  let out = "";
  for (let i = 0; i < input.length; i += 3) {
    const value = (input[i] ?? 0) | ((input[i + 1] ?? 0) << 8) | ((input[i + 2] ?? 0) << 16);
    out += (ITOA64[value & 63] ?? "") + (ITOA64[(value >> 6) & 63] ?? "");
    if (i + 1 < input.length) out += ITOA64[(value >> 12) & 63] ?? "";
    if (i + 2 < input.length) out += ITOA64[(value >> 18) & 63] ?? "";
  }
  return out;
}

/**
 * The portable phpass hash (`$P$` of phpass and WordPress, `$H$` of phpBB 3) with MD5, and Drupal 7's
 * `$S$` variant of it with SHA-512: 2^n rounds of digest(previous digest + password) after
 * digest(salt + password), n and the 8-character salt read from the hash itself.
 */
async function phpassFamily(password: Buffer, hash: string): Promise<LegacyCheck> {
  const id = hash.slice(0, 3);
  const algorithm = id === "$S$" ? "sha512" : id === "$P$" || id === "$H$" ? "md5" : null;
  if (!algorithm) return "unverifiable";
  const log2 = ITOA64.indexOf(hash.charAt(3));
  const salt = hash.slice(4, 12);
  if (log2 < 7 || log2 > MAX_PHPASS_LOG2 || salt.length !== 8) return "unverifiable";
  let state = digest(algorithm, salt, password);
  for (let round = 1; round <= 2 ** log2; round++) {
    state = digest(algorithm, state, password);
    if (round % 8192 === 0) await yieldToOthers();
  }
  // Drupal keeps 55 characters of the longer SHA-512 form; MD5's is 34 long anyway.
  const computed = (hash.slice(0, 12) + phpassBase64(state)).slice(0, 55);
  return verdict(sameText(computed, hash));
}

const isPhpass = (hash: string) => /^\$[PH]\$/.test(hash) && hash.length === 34;

/** bcrypt (`$2$`, `$2a$`, `$2b$`, `$2y$`), as PHP's crypt() and password_verify() check it. */
async function bcryptCheck(password: string, hash: string): Promise<LegacyCheck> {
  const match = BCRYPT.exec(hash);
  if (!match || Number(match[1]) < 4 || Number(match[1]) > MAX_BCRYPT_COST) return "unverifiable";
  // Loaded on first use: only members with an imported bcrypt hash need it.
  const bcrypt = await import("bcryptjs");
  const computed = await bcrypt.hash(password, hash.slice(0, hash.length - 31));
  return verdict(sameText(computed, hash));
}

const isBcrypt = (hash: string) => BCRYPT.test(hash);

/** A bare MD5 of the password, 32 hex digits. */
const md5Check = (password: Buffer, hash: string): LegacyCheck =>
  HEX32.test(hash) ? verdict(sameHex(hex("md5", password), hash)) : "unverifiable";

/** phpass, bcrypt or a bare MD5, whichever form the hash has (Vanilla's own check). */
async function vanillaCheck(password: Buffer, hash: string): Promise<LegacyCheck> {
  if (isBcrypt(hash)) return bcryptCheck(password.toString("utf8"), hash);
  if (isPhpass(hash)) return phpassFamily(password, hash);
  return md5Check(password, hash);
}

/** md5(md5(salt) + md5(password)), in hex: IPB 2/3 and MyBB. */
const md5SaltedTwice = (password: Buffer, salt: string) => hex("md5", hex("md5", salt), hex("md5", password));

// ---------------------------------------------------------------------------------------------
// Django's hashers (and the forums whose exports borrow the name)

function pbkdf2Async(password: Buffer, salt: string, iterations: number, keylen: number, algorithm: string) {
  return new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, salt, iterations, keylen, algorithm, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Django: `pbkdf2_sha256$<iterations>$<salt>$<base64>` (and `pbkdf2_sha1`), `bcrypt$<bcrypt>`,
 * `bcrypt_sha256$<bcrypt of the hex SHA-256>`, `<digest>$<salt>$<hex of digest(salt + password)>`
 * (Django's old salted SHA-1 and MD5; also how the porter exports SMF, `sha1$<lower-case
 * username>$<hash>`, and UserVoice), and a bare MD5 (Django's unsalted MD5; Drupal 6).
 */
async function djangoCheck(password: Buffer, hash: string): Promise<LegacyCheck> {
  const cut = hash.indexOf("$");
  if (cut < 0) return md5Check(password, hash);
  const algorithm = hash.slice(0, cut).toLowerCase();
  const rest = hash.slice(cut + 1);
  if (algorithm === "pbkdf2_sha256" || algorithm === "pbkdf2_sha1") {
    const [iterationsText = "", salt = "", keyB64 = "", ...extra] = rest.split("$");
    const iterations = Number(iterationsText);
    const expected = Buffer.from(keyB64, "base64");
    const keylen = algorithm === "pbkdf2_sha256" ? 32 : 20;
    if (extra.length || !/^\d+$/.test(iterationsText) || iterations < 1) return "unverifiable";
    if (iterations > MAX_PBKDF2_ITERATIONS || !salt || expected.length !== keylen) return "unverifiable";
    const key = await pbkdf2Async(password, salt, iterations, keylen, algorithm.slice(7));
    return verdict(timingSafeEqual(key, expected));
  }
  if (algorithm === "bcrypt") return bcryptCheck(password.toString("utf8"), rest);
  if (algorithm === "bcrypt_sha256") return bcryptCheck(hex("sha256", password), rest);
  if (!DIGESTS.has(algorithm)) return "unverifiable";
  // The salt runs to the last `$` (a username may hold one); the digest follows it.
  const last = rest.lastIndexOf("$");
  if (last < 0) return "unverifiable";
  const salt = rest.slice(0, last);
  const stored = rest.slice(last + 1);
  const computed = hex(algorithm, salt, password);
  if (stored.length !== computed.length || !/^[0-9a-f]+$/i.test(stored)) return "unverifiable";
  return verdict(sameHex(computed, stored));
}

// ---------------------------------------------------------------------------------------------
// XenForo: the porter exports `xf_user_authenticate.data`, a PHP-serialized array

/** Reads a PHP-serialized array of string or integer values; null for anything else. */
export function parsePhpArray(text: string): Map<string, string> | null {
  const bytes = Buffer.from(text, "utf8");
  let at = 0;
  const expect = (literal: string) => {
    if (bytes.toString("latin1", at, at + literal.length) !== literal) throw new Error("unexpected");
    at += literal.length;
  };
  const numberUntil = (end: string) => {
    const stop = bytes.indexOf(end, at, "latin1");
    const value = bytes.toString("latin1", at, stop);
    if (stop < 0 || !/^-?\d+$/.test(value)) throw new Error("unexpected");
    at = stop + end.length;
    return value;
  };
  const scalar = (): string => {
    const kind = bytes.toString("latin1", at, at + 2);
    at += 2;
    if (kind === "i:") return numberUntil(";");
    if (kind !== "s:") throw new Error("unexpected");
    const length = Number(numberUntil(":"));
    expect('"');
    const value = bytes.toString("utf8", at, at + length);
    if (at + length > bytes.length) throw new Error("unexpected");
    at += length;
    expect('";');
    return value;
  };
  try {
    expect("a:");
    const count = Number(numberUntil(":"));
    expect("{");
    const out = new Map<string, string>();
    for (let i = 0; i < count; i++) out.set(scalar(), scalar());
    expect("}");
    return at === bytes.length ? out : null;
  } catch {
    return null;
  }
}

/**
 * XenForo: `{hash, salt, hashFunc}` with hashFunc sha256 or sha1 is digest(hex digest(password) +
 * salt) (XenForo 1.0/1.1); without hashFunc, a 32- or 40-digit hash is the same with MD5 or SHA-1
 * (as XenForo's vBulletin and older imports kept them), and anything else is a bcrypt hash
 * (XenForo 1.2 and 2).
 */
async function xenforoCheck(password: Buffer, data: string): Promise<LegacyCheck> {
  const parts = parsePhpArray(data);
  const hash = parts?.get("hash");
  if (!parts || !hash) return "unverifiable";
  const salt = parts.get("salt") ?? "";
  let algorithm = (parts.get("hashFunc") ?? "").toLowerCase();
  if (!algorithm) {
    if (HEX32.test(hash)) algorithm = "md5";
    else if (HEX40.test(hash)) algorithm = "sha1";
    else return bcryptCheck(password.toString("utf8"), hash);
  }
  if (!DIGESTS.has(algorithm)) return "unverifiable";
  const computed = hex(algorithm, hex(algorithm, password), salt);
  return hash.length === computed.length ? verdict(sameHex(computed, hash)) : "unverifiable";
}

// ---------------------------------------------------------------------------------------------
// The methods, by their lower-case export names

/** Splits `<hex digest><sep><salt>` at the first separator (the digest never holds one). */
function splitAt(hash: string, separator: string): [string, string] | null {
  const cut = hash.indexOf(separator);
  return cut < 0 ? null : [hash.slice(0, cut), hash.slice(cut + 1)];
}

const checkers: Record<string, Checker> = {
  vanilla: vanillaCheck,
  phpass: async (password, hash) =>
    isBcrypt(hash) ? bcryptCheck(password.toString("utf8"), hash) : phpassFamily(password, hash),
  // PHP's crypt(); of its formats, forums exported bcrypt.
  crypt: async (password, hash) => bcryptCheck(password.toString("utf8"), hash),
  // phpBB 3.0's `$H$`, 3.1's bcrypt, and the bare MD5 of phpBB 2.
  phpbb: vanillaCheck,
  // vBulletin 3/4: `<md5(md5(password) + salt)><salt>`, the porter joining hash and salt.
  vbulletin: async (password, hash) => {
    const stored = hash.slice(0, 32);
    const salt = hash.slice(32).trim();
    if (!HEX32.test(stored) || !salt) return "unverifiable";
    return verdict(sameHex(hex("md5", hex("md5", password), salt), stored));
  },
  // vBulletin 5.1+: bcrypt of the hex MD5 of the password.
  vbulletin5: async (password, hash) => bcryptCheck(hex("md5", password), hash),
  // SMF: `<sha1(lower-case username + password)>$<username>`.
  smf: async (password, hash) => {
    const parts = splitAt(hash, "$");
    if (!parts || !HEX40.test(parts[0]) || !parts[1]) return "unverifiable";
    return verdict(sameHex(hex("sha1", parts[1].toLowerCase(), password), parts[0]));
  },
  xenforo: xenforoCheck,
  django: djangoCheck,
  // Drupal 7: `$S$`, `$H$`/`$P$`, `U$…` (a Drupal 6 MD5 hashed again), or Drupal 6's bare MD5.
  drupal: async (password, hash) => {
    if (hash.startsWith("U$")) return phpassFamily(Buffer.from(hex("md5", password)), hash.slice(1));
    if (/^\$[SPH]\$/.test(hash)) return phpassFamily(password, hash);
    return md5Check(password, hash);
  },
  // IPB 3: `<hash>$<salt>`.
  ipb: async (password, hash) => {
    const parts = splitAt(hash, "$");
    if (!parts || !HEX32.test(parts[0])) return "unverifiable";
    return verdict(sameHex(md5SaltedTwice(password, parts[1]), parts[0]));
  },
  // MyBB: `<hash>:<salt>`, or hash and salt run together as the porter exports them.
  mybb: async (password, hash) => {
    const parts = splitAt(hash, ":") ?? [hash.slice(0, 32), hash.slice(32)];
    if (!HEX32.test(parts[0]) || !parts[1]) return "unverifiable";
    return verdict(sameHex(md5SaltedTwice(password, parts[1]), parts[0]));
  },
  // PunBB and FluxBB: `<sha1(salt + sha1(password))>$<salt>`, or an unsalted SHA-1 or MD5.
  punbb: async (password, hash) => {
    const parts = splitAt(hash, "$");
    if (parts) {
      if (!HEX40.test(parts[0])) return "unverifiable";
      return verdict(sameHex(hex("sha1", parts[1], hex("sha1", password)), parts[0]));
    }
    if (HEX40.test(hash)) return verdict(sameHex(hex("sha1", password), hash));
    return md5Check(password, hash);
  },
  // Joomla: `<md5(password + salt)>:<salt>` (1.5 to 3.1), bcrypt or phpass (later), or a bare MD5.
  joomla: async (password, hash) => {
    if (isBcrypt(hash) || isPhpass(hash)) return vanillaCheck(password, hash);
    const parts = splitAt(hash, ":");
    if (!parts) return md5Check(password, hash);
    if (!HEX32.test(parts[0])) return "unverifiable";
    return verdict(sameHex(hex("md5", password, parts[1]), parts[0]));
  },
  md5: async (password, hash) => md5Check(password, hash),
  // A forum that kept passwords as they were typed.
  text: async (password, hash) => verdict(sameText(password.toString("utf8"), hash)),
};

/** The hash methods {@link verifyLegacyPassword} knows, by their lower-case export names. */
export const LEGACY_METHODS: readonly string[] = Object.keys(checkers);
