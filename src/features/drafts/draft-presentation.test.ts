import { describe, expect, it } from "vitest";
import type { Draft } from "../../../schemas/entities/draft.schema";
import { draftEditUrl, draftExcerpt, draftParentRef, draftTitle } from "./draft-presentation";

function buildDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    draftID: 7,
    recordType: "discussion",
    recordID: null,
    parentRecordType: "category",
    parentRecordID: 3,
    attributes: { body: "", format: "text" },
    draftStatus: "draft",
    dateScheduled: null,
    failedReason: null,
    insertUserID: 2,
    dateInserted: "2031-01-01T00:00:00Z",
    updateUserID: null,
    dateUpdated: null,
    ...overrides,
  };
}
const commentDraft = buildDraft({
  draftID: 9,
  recordType: "comment",
  parentRecordType: "discussion",
  parentRecordID: 42,
  attributes: { body: "Hello", format: "text", draftMeta: {} },
});
const replyDraft = buildDraft({
  draftID: 10,
  recordType: "comment",
  parentRecordType: "comment",
  parentRecordID: 5,
  attributes: { body: "Hello", format: "text", draftMeta: { commentParentID: 5 } },
});

describe("draftTitle", () => {
  it("is a discussion draft's name, or Untitled discussion", () => {
    expect(draftTitle(buildDraft({ attributes: { body: "", format: "text", name: "Plans" } }), null)).toBe(
      "Plans",
    );
    expect(draftTitle(buildDraft({ attributes: { body: "", format: "text", name: "  " } }), null)).toBe(
      "Untitled discussion",
    );
  });

  it("names a comment draft's discussion, and says so while the name is unknown", () => {
    expect(draftTitle(commentDraft, "Weekly thread")).toBe("Comment on “Weekly thread”");
    expect(draftTitle(replyDraft, "Weekly thread")).toBe("Reply in “Weekly thread”");
    expect(draftTitle(commentDraft, undefined)).toBe("Comment on a discussion");
  });

  it("looks a comment up by its discussion, a reply by the comment it answers", () => {
    expect(draftParentRef(commentDraft)).toEqual({ type: "discussion", id: 42 });
    expect(draftParentRef(replyDraft)).toEqual({ type: "comment", id: 5 });
    expect(draftParentRef(buildDraft())).toBeNull();
  });
});

describe("draftEditUrl (content spec §2 create-post path, draft links)", () => {
  it("opens a discussion draft in the post form: recordID 0 for a new discussion", () => {
    expect(draftEditUrl(buildDraft())).toBe("/post/editdiscussion/0/7");
    expect(draftEditUrl(buildDraft({ recordID: 12 }))).toBe("/post/editdiscussion/12/7");
  });

  it("opens a comment draft at the discussion's comment box, a reply at its comment", () => {
    expect(draftEditUrl(commentDraft)).toBe("/discussion/42?hasDraft=true#create-comment");
    expect(draftEditUrl(replyDraft)).toBe("/discussion/comment/5?hasDraft=true#Comment_5");
    const onPage = buildDraft({
      ...commentDraft,
      attributes: { body: "Hi", format: "text", draftMeta: { commentPath: "/discussion/42/slug/p3" } },
    });
    expect(draftEditUrl(onPage)).toBe("/discussion/42/slug/p3?hasDraft=true#create-comment");
  });
});

describe("draftExcerpt", () => {
  it("is the body's plain text, cut", () => {
    const body = JSON.stringify([{ type: "p", children: [{ text: "Rich " }, { text: "text" }] }]);
    expect(draftExcerpt(buildDraft({ attributes: { body, format: "rich2" } }))).toBe("Rich text");
    const long = buildDraft({ attributes: { body: "word ".repeat(100), format: "text" } });
    expect(draftExcerpt(long).length).toBeLessThan(170);
  });
});
