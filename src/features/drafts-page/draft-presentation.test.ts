import { describe, expect, it } from "vitest";
import type { Draft } from "./draft-shape";
import { draftEditUrl, draftExcerpt, draftTitle } from "./draft-presentation";

const base = { draftStatus: "draft", dateUpdated: "2031-01-01T00:00:00Z" } as const;
const discussionDraft = (attributes: Draft["attributes"], recordID: number | null = null): Draft => ({
  ...base,
  draftID: 7,
  recordType: "discussion",
  recordID,
  parentRecordType: "category",
  parentRecordID: 3,
  attributes,
});
const commentDraft = (commentParentID?: number): Draft => ({
  ...base,
  draftID: 9,
  recordType: "comment",
  parentRecordType: "discussion",
  parentRecordID: 42,
  attributes: { body: "Hello", format: "text", draftMeta: commentParentID ? { commentParentID } : {} },
});

describe("draftTitle", () => {
  it("is a discussion draft's name, or Untitled discussion", () => {
    expect(draftTitle(discussionDraft({ name: "Plans" }), null)).toBe("Plans");
    expect(draftTitle(discussionDraft({ name: "  " }), null)).toBe("Untitled discussion");
  });

  it("names a comment draft's discussion, and says so while the name is unknown", () => {
    expect(draftTitle(commentDraft(), "Weekly thread")).toBe("Comment on “Weekly thread”");
    expect(draftTitle(commentDraft(5), "Weekly thread")).toBe("Reply in “Weekly thread”");
    expect(draftTitle(commentDraft(), undefined)).toBe("Comment on a discussion");
  });
});

describe("draftEditUrl (content spec §2 create-post path, draft links)", () => {
  it("opens a discussion draft in the post form: recordID 0 for a new discussion", () => {
    expect(draftEditUrl(discussionDraft({}))).toBe("/post/editdiscussion/0/7");
    expect(draftEditUrl(discussionDraft({}, 12))).toBe("/post/editdiscussion/12/7");
  });

  it("opens a comment draft at the discussion's comment box, a reply at its comment", () => {
    expect(draftEditUrl(commentDraft())).toBe("/discussion/42?hasDraft=true#create-comment");
    expect(draftEditUrl(commentDraft(5))).toBe("/discussion/comment/5?hasDraft=true#Comment_5");
  });
});

describe("draftExcerpt", () => {
  it("is the body's plain text, cut", () => {
    const body = JSON.stringify([{ type: "p", children: [{ text: "Rich " }, { text: "text" }] }]);
    expect(draftExcerpt(discussionDraft({ body, format: "rich2" }))).toBe("Rich text");
    expect(draftExcerpt(discussionDraft({ body: "word ".repeat(100), format: "text" })).length).toBeLessThan(
      170,
    );
  });
});
