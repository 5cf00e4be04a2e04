import { describe, expect, it } from "vitest";
import {
  isCreatePostPath,
  isValidCreatePostLocation,
  parseCreatePostLocation,
  readCreatePostLocation,
} from "./create-post-location";
import { isKnownPagePath, layoutQueryFor } from "./match-route";

describe("parseCreatePostLocation (content spec §2 create-post path parsing)", () => {
  it("reads /post/{postType}/{parentID} as create under that category", () => {
    expect(parseCreatePostLocation("/post/discussion/5", "")).toEqual({
      type: "create",
      postType: "discussion",
      parentRecordType: "category",
      parentRecordID: 5,
    });
  });

  it("defaults the parent category to -1 when the path names none (content spec §9)", () => {
    expect(parseCreatePostLocation("/post/question", "")).toEqual({
      type: "create",
      postType: "question",
      parentRecordType: "category",
      parentRecordID: -1,
    });
    expect(parseCreatePostLocation("/post/discussion/general", "")).toMatchObject({ parentRecordID: -1 });
    expect(parseCreatePostLocation("/post/discussion/-1", "")).toMatchObject({ parentRecordID: -1 });
  });

  it("reads a parent segment containing social-groups as a group whose id is the groupid param", () => {
    expect(parseCreatePostLocation("/post/discussion/social-groups", "?groupid=12")).toEqual({
      type: "create",
      postType: "discussion",
      parentRecordType: "group",
      parentRecordID: 12,
    });
    expect(parseCreatePostLocation("/post/idea/my-social-groups-page", "groupid=3")).toMatchObject({
      parentRecordType: "group",
      parentRecordID: 3,
    });
  });

  it("defaults the group id to -1 without a groupid param (content spec §9)", () => {
    expect(parseCreatePostLocation("/post/discussion/social-groups", "?groupID=12")).toMatchObject({
      parentRecordType: "group",
      parentRecordID: -1,
    });
  });

  it("reads /post/editdiscussion/{recordID}/{draftID} as edit", () => {
    expect(parseCreatePostLocation("/post/editdiscussion/7/3", "")).toEqual({
      type: "edit",
      recordType: "discussion",
      recordID: 7,
      draftID: 3,
    });
    expect(parseCreatePostLocation("/post/editdiscussion/7", "")).toEqual({
      type: "edit",
      recordType: "discussion",
      recordID: 7,
      draftID: null,
    });
  });

  it("treats record ID 0 as none", () => {
    expect(parseCreatePostLocation("/post/editdiscussion/0/4", "")).toEqual({
      type: "edit",
      recordType: "discussion",
      recordID: null,
      draftID: 4,
    });
  });

  it("finds /post/ anywhere in the path (any path containing /post/)", () => {
    expect(parseCreatePostLocation("/forum/post/discussion/2/", "")).toMatchObject({ parentRecordID: 2 });
    expect(isCreatePostPath("/forum/POST/discussion")).toBe(true);
  });

  it("answers null without /post/ or without a post type", () => {
    expect(parseCreatePostLocation("/discussions", "")).toBeNull();
    expect(parseCreatePostLocation("/post/", "")).toBeNull();
    expect(parseCreatePostLocation("/post", "")).toBeNull();
  });
});

describe("isValidCreatePostLocation (content spec §5)", () => {
  it("accepts create with post type and parent info, and edit with a record ID", () => {
    expect(isValidCreatePostLocation(parseCreatePostLocation("/post/discussion", ""))).toBe(true);
    expect(isValidCreatePostLocation(parseCreatePostLocation("/post/editdiscussion/7", ""))).toBe(true);
  });

  it("refuses an edit without a record ID, a create without a post type or parent, and other values", () => {
    expect(isValidCreatePostLocation(parseCreatePostLocation("/post/editdiscussion/0", ""))).toBe(false);
    expect(
      isValidCreatePostLocation({ type: "create", parentRecordType: "category", parentRecordID: 1 }),
    ).toBe(false);
    expect(isValidCreatePostLocation({ type: "create", postType: "discussion" })).toBe(false);
    expect(isValidCreatePostLocation({ type: "move", recordID: 1 })).toBe(false);
    expect(isValidCreatePostLocation(null)).toBe(false);
  });
});

describe("readCreatePostLocation", () => {
  it("reads back a location whose numbers the query string turned into text and whose nulls it dropped", () => {
    expect(
      readCreatePostLocation({
        type: "create",
        postType: "discussion",
        parentRecordType: "category",
        parentRecordID: "4",
      }),
    ).toEqual({ type: "create", postType: "discussion", parentRecordType: "category", parentRecordID: 4 });
    expect(readCreatePostLocation({ type: "edit", recordType: "discussion", recordID: "9" })).toEqual({
      type: "edit",
      recordType: "discussion",
      recordID: 9,
      draftID: null,
    });
  });

  it("answers null for an invalid location", () => {
    expect(readCreatePostLocation({ type: "edit", recordType: "discussion" })).toBeNull();
    expect(readCreatePostLocation("create")).toBeNull();
  });
});

describe("the create-post route (content spec §2 custom-layout routes)", () => {
  const site = { sectionID: 0, locale: "en" };

  it("makes any path containing /post/ a known page", () => {
    expect(isKnownPagePath("/post/discussion/1")).toBe(true);
    expect(isKnownPagePath("/post/editdiscussion/5/0")).toBe(true);
    expect(isKnownPagePath("/postal")).toBe(false);
  });

  it("asks for the createPost layout with siteSectionID, locale, the query and the parsed location", () => {
    expect(layoutQueryFor("/post/discussion/social-groups", "?groupid=4&x=1", site)).toEqual({
      layoutViewType: "createPost",
      recordType: "global",
      recordID: -1,
      params: {
        siteSectionID: 0,
        locale: "en",
        groupid: "4",
        x: "1",
        createPostLocation: {
          type: "create",
          postType: "discussion",
          parentRecordType: "group",
          parentRecordID: 4,
        },
      },
    });
  });

  it("leaves the discussion routes to the post page", () => {
    expect(layoutQueryFor("/discussion/5", "", site)?.layoutViewType).toBe("post");
  });
});
