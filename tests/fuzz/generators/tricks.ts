// Path segment, query, content-type and header tricks.
import fc from "fast-check";
import { hostileShortString } from "./strings";

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** What a browser's same-origin fetch sends with a write (DECISIONS: CSRF). */
export const writeHeaders = { "x-requested-with": "XMLHttpRequest" };

/** Numbers written the ways a parser may take wrongly (huge, signed zero, hex, not numbers, fractions). */
const numberTricks = ["1e308", "-0", "0x10", "NaN", "Infinity", "-1", "0", "1.5"];

/** Path segments that are not ids: traversal, encoded slashes, odd numbers, huge and malformed ones. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "..%2f..%2f..%2fetc%2fpasswd",
    "..%2F",
    "%2e%2e%2f",
    "%2F",
    "%252F",
    "..",
    ".",
    "%00",
    "%",
    "%zz",
    "%C0%AE%C0%AE",
    "%ED%A0%80",
    "%F0%9F%98%80",
    "%E2%80%AE",
    "%E2%80%8B1",
    ...numberTricks,
    "1e3",
    "%201",
    "1%20",
    "+1",
    "01",
    "$me",
    "%24me",
    "1;drop",
    "1,2",
    "1%3F",
    "1%23",
    "__proto__",
    "constructor",
    "1".repeat(10_000),
    "9".repeat(400),
    "a".repeat(101),
    "%u0031",
    "١٢٣",
  ),
  hostileShortString.map((s) => encodeURIComponent(safeForEncoding(s))),
  fc.string({ unit: "binary-ascii", maxLength: 12 }).map((s) => encodeURIComponent(s)),
);

/** encodeURIComponent throws on lone surrogates; those are sent as their raw UTF-8 escapes instead. */
function safeForEncoding(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** Query strings `qs` or the handlers may trip over (depth, array and parameter limits, prototypes). */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "a[b][c][d][e][f][g][h]=1",
    Array.from({ length: 1_000 }, () => "a[]=1").join("&"),
    Array.from({ length: 2_000 }, (_, i) => `p${i}=1`).join("&"),
    "__proto__[x]=1",
    "__proto__[isAdmin]=true",
    "constructor[prototype][x]=1",
    "a[__proto__][b]=1",
    "a[constructor][prototype][b]=1",
    "a[99999999]=1",
    "a[-1]=1",
    "a=1&a=2&a=3",
    "=1",
    "&&&",
    "%",
    "%zz=1",
    "a=%",
    "a=%ED%A0%80",
    "a%00=1",
    `a=${"x".repeat(100_000)}`,
    `${"a".repeat(10_000)}=1`,
    "params[locale][__proto__]=x",
    "params[a][b][c][d][e][f]=1",
    "expand[]=all&expand[]=-body",
    "expand[a]=1",
    "expand=" + "all,".repeat(1_000),
  ),
  fc
    .tuple(hostileShortString, hostileShortString)
    .map(([k, v]) => `${encodeURIComponent(safeForEncoding(k))}=${encodeURIComponent(safeForEncoding(v))}`),
);

/** Query values for one known key: a hostile string, a number trick, or a structure where a scalar goes. */
export function hostileQueryForKey(key: string): fc.Arbitrary<string> {
  const k = encodeURIComponent(key);
  return fc.oneof(
    hostileShortString.map((v) => `${k}=${encodeURIComponent(safeForEncoding(v))}`),
    fc.constantFrom(...numberTricks, "9".repeat(400), "", "true", "null").map((v) => `${k}=${v}`),
    fc.constantFrom(
      `${k}[]=1&${k}[]=2`,
      `${k}[a]=1`,
      `${k}[a][b][c][d][e][f]=1`,
      `${k}[__proto__]=1`,
      Array.from({ length: 1_000 }, () => `${k}[]=1`).join("&"),
      `${k}`,
      `${k}=`,
      `${k}=${"x".repeat(100_000)}`,
    ),
  );
}

/** Content types a JSON route does not expect (and JSON under odd names). */
export const hostileContentType: fc.Arbitrary<string> = fc.constantFrom(
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "application/json; charset=utf-16",
  "application/json; charset=bogus",
  "APPLICATION/JSON",
  "application/json;;",
  "application/json; boundary=x",
  "*/*",
  "application/merge-patch+json",
  "application/vnd.api+json",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "text/html; charset=utf-8",
  "application/octet-stream",
  "; ; ;",
  "\u0000",
  `application/${"x".repeat(10_000)}`,
);

/** Headers beyond the usual: huge, malformed cookies, other origins, odd hosts. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constantFrom<Record<string, string>>(
    { cookie: `plaza_session=${"a".repeat(100_000)}` },
    { cookie: "plaza_session=%zz" },
    { cookie: 'plaza_session="' },
    { cookie: "plaza_session=; plaza_session=x; plaza_session" },
    { cookie: Array.from({ length: 1_000 }, (_, i) => `c${i}=${i}`).join("; ") },
    { cookie: "__proto__=1; constructor=2" },
    { "user-agent": "x".repeat(64_000) },
    { "accept-language": Array.from({ length: 5_000 }, (_, i) => `x${i};q=0.${i % 10}`).join(",") },
    { "accept-language": "\u0000\uD800" },
    { origin: "null" },
    { origin: "http://evil.example" },
    { origin: "http://localhost:80" },
    { origin: ":::::" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-origin" },
    { "sec-fetch-site": "x".repeat(10_000) },
    { "x-requested-with": "x".repeat(100_000) },
    { host: "evil.example" },
    { host: "a b" },
    { host: "[::1]:80" },
    { host: "localhost:99999" },
    { host: "x".repeat(10_000) },
    { host: "%00" },
    { "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" },
    { accept: "application/xml" },
    { accept: "text/html" },
    { "if-none-match": "*" },
    { range: "bytes=0-0,1-1,2-2" },
    { "x-huge": "x".repeat(1_000_000) },
  ),
  fc.dictionary(
    fc.constantFrom("cookie", "user-agent", "accept", "accept-language", "referer", "x-plaza", "host"),
    hostileShortString.map((s) =>
      s
        .replace(/[\r\n]/g, "")
        .split(String.fromCharCode(0))
        .join(""),
    ),
    { maxKeys: 3 },
  ),
);
