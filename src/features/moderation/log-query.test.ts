import { describe, expect, it } from "vitest";
import { readLogView, readPageParam, readReportsFilter, withPage } from "./log-query";

const params = (search: string) => new URLSearchParams(search);

describe("readLogView (content spec §2 Other links)", () => {
  it("reads a revision history of a discussion or a comment", () => {
    expect(readLogView(params("recordType=discussion&recordID=12"))).toEqual({
      kind: "revisions",
      recordType: "discussion",
      recordID: 12,
    });
    expect(readLogView(params("recordType=comment&recordID=5"))).toMatchObject({ recordType: "comment" });
  });

  it("reads a discussion's deleted comments", () => {
    expect(readLogView(params("parentRecordID=7&recordType=comment&operation=delete"))).toEqual({
      kind: "deletedComments",
      discussionID: 7,
    });
  });

  it("anything else is unknown: other record types, bad or out-of-range IDs, a delete without a parent", () => {
    for (const search of [
      "",
      "recordType=user&recordID=1",
      "recordType=discussion&recordID=abc",
      "recordType=discussion&recordID=0",
      "recordType=discussion&recordID=99999999999",
      "recordType=comment&operation=delete",
      "parentRecordID=7&recordType=discussion&operation=delete",
    ]) {
      expect(readLogView(params(search)), search).toEqual({ kind: "unknown" });
    }
  });
});

describe("readReportsFilter", () => {
  it("statuses=none sets no state; a known state sets one; record type and ID go together", () => {
    expect(readReportsFilter(params("statuses=none&recordType=comment&recordID=3"))).toEqual({
      recordType: "comment",
      recordID: 3,
    });
    expect(readReportsFilter(params("statuses=resolved"))).toEqual({ status: "resolved" });
    expect(readReportsFilter(params("statuses=bogus&recordID=3"))).toEqual({});
  });
});

describe("paging in the address", () => {
  it("reads page (1 by default) and writes it, dropping page 1", () => {
    expect(readPageParam(params("page=3"))).toBe(3);
    expect(readPageParam(params("page=-1"))).toBe(1);
    expect(withPage("/log/filter", params("recordType=discussion&recordID=1&page=2"), 1)).toBe(
      "/log/filter?recordType=discussion&recordID=1",
    );
    expect(withPage("/log/filter", params("recordType=discussion&recordID=1"), 2)).toBe(
      "/log/filter?recordType=discussion&recordID=1&page=2",
    );
  });
});
