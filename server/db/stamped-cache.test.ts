// @vitest-environment node
import { describe, expect, it } from "vitest";
import { StampedCache } from "./stamped-cache";

describe("StampedCache", () => {
  it("serves a value only under the stamp it was kept with", () => {
    const cache = new StampedCache<number>(10);
    cache.set("a", "1.0", 1);
    expect(cache.get("a", "1.0")).toBe(1);
    expect(cache.get("a", "1.1")).toBeUndefined();
    // A miss on a newer stamp drops the entry: the old stamp does not bring it back.
    expect(cache.get("a", "1.0")).toBeUndefined();
    expect(cache.get("a", undefined)).toBeUndefined();
    cache.set("b", undefined, 2);
    expect(cache.get("b", "1.0")).toBeUndefined();
  });

  it("lets the least recently used key go first, however often the newest is asked for", () => {
    const cache = new StampedCache<string>(3);
    for (const key of ["a", "b", "c"]) cache.set(key, "s", key);
    expect(cache.get("a", "s")).toBe("a"); // order now b, c, a
    expect(cache.get("a", "s")).toBe("a");
    cache.set("d", "s", "d"); // b leaves
    expect(cache.get("b", "s")).toBeUndefined();
    expect(cache.get("c", "s")).toBe("c"); // order now a, d, c
    expect(cache.get("c", "s")).toBe("c");
    cache.set("e", "s", "e"); // a leaves
    expect(cache.get("a", "s")).toBeUndefined();
    expect([cache.get("d", "s"), cache.get("c", "s"), cache.get("e", "s")]).toEqual(["d", "c", "e"]);
    cache.set("c", "s", "c2"); // order now d, e, c
    cache.set("f", "s", "f"); // d leaves
    expect(cache.get("d", "s")).toBeUndefined();
    expect(cache.get("c", "s")).toBe("c2");
  });
});
