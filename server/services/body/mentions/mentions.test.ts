// @vitest-environment node
import { describe, expect, it } from "vitest";
import { extractMentionNames } from "./mentions";

const empty = [{ text: "" }];
const mention = (name: string) => ({ type: "mention", name, children: empty });

describe("extractMentionNames", () => {
  it("takes the distinct names of rich2 mention nodes, not those inside quotes", () => {
    const doc = [
      {
        type: "p",
        children: [mention("Ann"), { text: " and @notamention " }, mention("Bo Li"), mention("Ann")],
      },
      {
        type: "quote",
        recordType: "comment",
        recordID: 1,
        url: "/",
        authorName: "Q",
        body: "@quoted",
        format: "text",
        children: empty,
      },
    ];
    expect(extractMentionNames(JSON.stringify(doc), "rich2")).toEqual(["Ann", "Bo Li"]);
  });

  it('reads @name and @"name with spaces" in markdown, skipping code, links and e-mail addresses', () => {
    const body =
      'Hey @alice, @"Bob Smith" and @alice again.\n\n```\n@incode\n```\n`@inline` [@linked](/x) me@example.com';
    expect(extractMentionNames(body, "Markdown")).toEqual(["alice", "Bob Smith"]);
  });

  it("reads mentions in text and html bodies", () => {
    expect(extractMentionNames("cc @dave. and @eve-x", "text")).toEqual(["dave", "eve-x"]);
    expect(extractMentionNames("<p>@fay <code>@gus</code></p>", "html")).toEqual(["fay"]);
  });

  it("answers at most 50 names", () => {
    const body = Array.from({ length: 60 }, (_, i) => `@user${i}`).join(" ");
    const names = extractMentionNames(body, "text");
    expect(names).toHaveLength(50);
    expect(names[0]).toBe("user0");
  });

  it("answers nothing for a body that is not a rich2 document", () => {
    expect(extractMentionNames("@not json", "rich2")).toEqual([]);
  });
});
