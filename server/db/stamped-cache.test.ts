// @vitest-environment node
import { describe, expect, it } from "vitest";
import { StampedCache, stampedReads } from "./stamped-cache";
import { registerChangeStamp } from "./change-stamp";
import type { Kysely } from "kysely";

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

  it("stampedReads: one read per key while the stamp stays, a new one after a write; a failed read is not kept", async () => {
    const db = {} as Kysely<unknown>;
    let stamp = "1";
    registerChangeStamp(db, () => stamp);
    const read = stampedReads<number>(10);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([read(db, "a", load), read(db, "a", load)])).toEqual([1, 1]);
    expect(await read(db, "b", load)).toBe(2);
    stamp = "2";
    expect(await read(db, "a", load)).toBe(3);
    await expect(read(db, "c", () => Promise.reject(new Error("busy")))).rejects.toThrow("busy");
    expect(await read(db, "c", load)).toBe(4);
    // A database without a change stamp (a transaction) keeps nothing.
    const unstamped = {} as Kysely<unknown>;
    expect([await read(unstamped, "a", load), await read(unstamped, "a", load)]).toEqual([5, 6]);
  });
});
