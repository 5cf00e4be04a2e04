// Hostile strings, unicode and number tricks, JSON values and body texts.
import fc from "fast-check";
import xssPayloads from "../../fixtures/xss/dompurify-payloads.json";
import { RawJson, toJsonText } from "./core";

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

export const DEEP = 10_000;
export const xssStrings = (xssPayloads as { payload: string }[]).map((p) => p.payload);

/** Characters and snippets that break careless code: NUL, lone surrogates, bidi, zero-width, … */
const hostileSnippets = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDC00x",
  "x\uDBFF",
  "\u202Eevil\u202C.png",
  "\u2066\u2067\u2068\u2069\u200E\u200F",
  "\u200B\u200C\u200D\u2060\uFEFF",
  "👩‍👩‍👧‍👦🏳️‍🌈🇺🇳",
  "مرحبا بالعالم",
  "שלום עולם",
  "Z\u0364\u036E\u0308\u0308\u0345a\u0338l\u0336g\u0335o\u0337",
  "\r\n\r\nHTTP/1.1 200 OK\r\n",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "../../../etc/passwd",
  "..%2f..%2f",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "${7*7}{{7*7}}<%= 7*7 %>",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "\\",
  "\t\v\f\b",
  "\u2028\u2029",
  "\uFFFF\uFFFE",
  "\u{10FFFF}",
  " ",
  "",
  "null",
  "undefined",
  "NaN",
  "-0",
  "1e308",
  "0x10",
  "[object Object]",
  "ＡＤＭＩＮ",
  "аdmin",
  "admin\u200B",
  "@admin @member @@ @",
  "$me",
  "*",
  "%*_",
] as const;

/** A lone UTF-16 surrogate, alone or inside text. */
const loneSurrogate = fc
  .tuple(fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 5 }))
  .map(([code, text]) => `${text}${String.fromCharCode(code)}${text}`);

/** Sizes above every limit the API has (and the 1 MB body limit). */
const hugeSize = fc.constantFrom(101, 256, 1_001, 10_001, 100_001, 200_001, 1_100_000);

/** A short hostile string: snippets, corpus payloads, lone surrogates, raw code points. */
export const hostileShortString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileSnippets), weight: 4 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...hostileSnippets), { minLength: 2, maxLength: 6 })
      .map((a) => a.join("")),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(...xssStrings), weight: 2 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 1 },
);

/** A hostile string, sometimes huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileShortString, weight: 5 },
  {
    arbitrary: fc.tuple(hostileShortString, hugeSize).map(([piece, size]) => repeatTo(piece || "a", size)),
    weight: 1,
  },
);

function repeatTo(piece: string, size: number): string {
  return piece.repeat(Math.ceil(size / Math.max(1, piece.length))).slice(0, size);
}

/** Numbers written as JSON text: the ones JSON.stringify cannot write, and edges of every integer type. */
export const hostileNumberText = fc.constantFrom(
  "-0",
  "1e308",
  "-1e308",
  "1e309",
  "1E400",
  "-1e-400",
  "5e-324",
  "0.1",
  "1.5",
  "1.0",
  "-1",
  "0",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "18446744073709551616",
  "123456789012345678901234567890123456789",
  `1${"0".repeat(400)}`,
);

/** Values of the wrong type, odd numbers, hostile strings and deep or wide structures, as JSON. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, true, false, 0, "", [], {}, [[]], [null], { a: {} }), weight: 3 },
  { arbitrary: hostileNumberText.map((text) => new RawJson(text)), weight: 3 },
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.array(hostileShortString, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      new RawJson("[".repeat(DEEP) + "]".repeat(DEEP)),
      new RawJson('{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP)),
      new RawJson(`[${"1,".repeat(100_000)}1]`),
      new RawJson(`{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":${i}`).join(",")}}`),
      new RawJson('{"__proto__":{"isAdmin":true,"polluted":1}}'),
      new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
      new RawJson('"\\ud800\\u0000\\u202e"'),
    ),
    weight: 2,
  },
);

/** Whole bodies that are not what a JSON route expects. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    '{"a":1,}',
    "{'a':1}",
    "NaN",
    "undefined",
    "\uFEFF{}",
    '{"a":1}{"b":2}',
    "\u0000",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    "null",
    "true",
    "0",
    "-0",
    "1e400",
    '"str"',
    "[]",
    "[{}]",
    '{"name":"a","name":"b"}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    "[".repeat(DEEP) + "]".repeat(DEEP),
    '{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP),
    `"${"a".repeat(1_100_000)}"`,
  ),
  hostileJsonValue.map(toJsonText),
);
