import { describe, expect, it } from "vitest";
import { announceBody, pinLocationOf } from "./options-api";
import { discussionKey, isDiscussionKey, isDiscussionListKey } from "./refresh-keys";

describe("pinLocationOf (content spec §3: pin location none, category or recent)", () => {
  it("reads an announced discussion's pin location, none when not announced", () => {
    expect(pinLocationOf({ pinned: false, pinLocation: null })).toBe("none");
    expect(pinLocationOf({ pinned: true, pinLocation: "category" })).toBe("category");
    expect(pinLocationOf({ pinned: true, pinLocation: "recent" })).toBe("recent");
  });

  it("converts a legacy announce value: 0 is none, 1 is category, any other value recent", () => {
    const legacy = (announce: unknown) => pinLocationOf({ pinned: true, pinLocation: null, announce });
    expect(legacy(0)).toBe("none");
    expect(legacy("0")).toBe("none");
    expect(legacy(1)).toBe("category");
    expect(legacy(2)).toBe("recent");
  });
});

describe("announceBody", () => {
  it("sends pinned with the pin location, and pinned false for none", () => {
    expect(announceBody("category")).toEqual({ pinned: true, pinLocation: "category" });
    expect(announceBody("recent")).toEqual({ pinned: true, pinLocation: "recent" });
    expect(announceBody("none")).toEqual({ pinned: false });
  });
});

describe("refresh keys (content spec §4: after any moderation action the discussion is refetched)", () => {
  it("match the discussion's own reads and list pages, never another discussion's", () => {
    expect(isDiscussionKey(discussionKey(1), 1)).toBe(true);
    expect(isDiscussionKey("discussions/1", 1)).toBe(true);
    expect(isDiscussionKey("discussions/12?expand=reactions", 1)).toBe(false);
    expect(isDiscussionListKey("discussions?limit=10")).toBe(true);
    expect(isDiscussionListKey("discussions/1")).toBe(false);
  });
});
