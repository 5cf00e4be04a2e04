import { describe, expect, it } from "vitest";
import { findMentions, setMentions, type MentionCache } from "./mention-cache";
import type { MentionUser } from "./mention-sort";

const user = (name: string, userID: number): MentionUser => ({
  userID,
  name,
  photoUrl: "",
  dateLastActive: null,
});
const many = (count: number) => Array.from({ length: count }, (_, index) => user(`al${index}`, index));

describe("mention cache (content spec §4)", () => {
  it("keeps the status of each typed prefix: loading, success, error", () => {
    let cache: MentionCache = {};
    cache = setMentions(cache, "a", { status: "loading" });
    expect(findMentions(cache, "a")).toEqual({ status: "loading" });
    cache = setMentions(cache, "a", { status: "success", users: [user("Alice", 1)] });
    expect(findMentions(cache, "a")).toEqual({ status: "success", users: [user("Alice", 1)] });
    cache = setMentions(cache, "b", { status: "error", error: new Error("500") });
    expect(findMentions(cache, "b")?.status).toBe("error");
  });

  it("needs a lookup for a prefix it has never seen", () => {
    expect(findMentions({}, "al")).toBeUndefined();
  });

  it("mention suggestions: a longer prefix reuses an earlier result holding fewer than 50 users", () => {
    const cache = setMentions({}, "a", {
      status: "success",
      users: [user("Alice", 1), user("Alan", 2), user("Bob", 3), user("ALEX", 4)],
    });
    expect(findMentions(cache, "al")).toEqual({
      status: "success",
      users: [user("Alice", 1), user("Alan", 2), user("ALEX", 4)],
    });
    expect(findMentions(cache, "Alic")).toEqual({ status: "success", users: [user("Alice", 1)] });
  });

  it("mention suggestions: a longer prefix does not reuse a result of 50 users, which may be cut short", () => {
    const cache = setMentions({}, "a", { status: "success", users: many(50) });
    expect(findMentions(cache, "al")).toBeUndefined();
    const smaller = setMentions({}, "a", { status: "success", users: many(49) });
    expect(findMentions(smaller, "al")?.status).toBe("success");
  });

  it("reuses only results that finished, not lookups still loading or failed", () => {
    let cache = setMentions({}, "a", { status: "loading" });
    expect(findMentions(cache, "al")).toBeUndefined();
    cache = setMentions({}, "a", { status: "error", error: new Error("x") });
    expect(findMentions(cache, "al")).toBeUndefined();
  });

  it("uses the longest earlier prefix that qualifies", () => {
    let cache = setMentions({}, "a", { status: "success", users: many(50) });
    cache = setMentions(cache, "al", { status: "success", users: [user("al1", 1), user("alx", 2)] });
    expect(findMentions(cache, "alx")).toEqual({ status: "success", users: [user("alx", 2)] });
  });

  it("treats prefixes case-insensitively and returns a new cache on set", () => {
    const before: MentionCache = {};
    const after = setMentions(before, "Al", { status: "success", users: [] });
    expect(before).toEqual({});
    expect(findMentions(after, "aL")).toEqual({ status: "success", users: [] });
  });
});
