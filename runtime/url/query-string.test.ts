import { describe, expect, it } from "vitest";
import qs from "qs";
import { stringifyQuery } from "./query-string";

describe("stringifyQuery", () => {
  it("writes arrays and nested objects in the brackets form and skips empty values", () => {
    expect(
      stringifyQuery({
        a: 1,
        b: ["x", "y"],
        params: { locale: "en", siteSectionID: 0 },
        c: undefined,
        d: null,
      }),
    ).toBe("a=1&b[]=x&b[]=y&params[locale]=en&params[siteSectionID]=0");
  });

  it("round-trips through the server's qs parser, encoding what needs it", () => {
    const query = { q: "a&b=c d/é", tags: ["1", "2"], params: { "x y": "1" } };
    expect(qs.parse(stringifyQuery(query))).toEqual(query);
  });
});
