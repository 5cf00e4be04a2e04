// @vitest-environment node
import { describe, expect, it } from "vitest";
import qs from "qs";
import { keptQueryParser, QUERY_OPTIONS } from "./query-string";

const samples = [
  "",
  "limit=30&expand=insertUser,category",
  "limit=30&expand=insertUser,category",
  "a=1&a=2&a=3",
  "expand[]=all&expand[]=-body",
  "a[b][c][d][e][f][g]=deep",
  "a[0]=x&a[25]=y&a[]=z",
  "a=" + Array.from({ length: 30 }, (_, i) => i).join("&a="),
  "__proto__[polluted]=1&constructor[prototype][x]=1&hasOwnProperty=1&toString=2",
  "a[__proto__][b]=1&a[hasOwnProperty]=2",
  "q=caf%C3%A9+au+lait&x=%ZZ&%5Bk%5D=v&=empty&flag&&a.b=c",
  "a[b]=1&a=2&a[c]=3",
  "x".repeat(3000) + "=long",
];

describe("keptQueryParser", () => {
  it("answers what qs answers, prototypes included, the first time and from what it kept", () => {
    const parse = keptQueryParser();
    for (const round of [1, 2]) {
      for (const text of samples) {
        const expected = qs.parse(text, QUERY_OPTIONS);
        const answer = parse(text);
        expect(answer, `${round}: ${text.slice(0, 80)}`).toStrictEqual(expected);
        expect(Object.getPrototypeOf(answer)).toBe(Object.getPrototypeOf(expected));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    }
  });

  it("answers a fresh copy each time, so validation may change it", () => {
    const parse = keptQueryParser();
    const first = parse("limit=30&expand[]=a&f[x]=1") as { limit: unknown; expand: string[]; f: object };
    first.limit = 30;
    first.expand.push("b");
    (first.f as Record<string, unknown>).y = 2;
    expect(parse("limit=30&expand[]=a&f[x]=1")).toStrictEqual({ limit: "30", expand: ["a"], f: { x: "1" } });
  });

  it("keeps the most recently used strings only, and never a long one", () => {
    const calls: string[] = [];
    const parse = keptQueryParser(2, (text) => {
      calls.push(text);
      return qs.parse(text);
    });
    for (const text of ["a=1", "b=1", "a=1", "c=1", "a=1", "b=1"]) parse(text);
    expect(calls).toEqual(["a=1", "b=1", "c=1", "b=1"]);
    const long = `k=${"v".repeat(3000)}`;
    parse(long);
    parse(long);
    expect(calls.filter((text) => text === long)).toHaveLength(2);
  });
});
