import { describe, expect, it } from "vitest";
import { canShareNatively, mailtoShareUrl, messageShareUrl, shareUrlOf } from "./share-urls";

describe("share urls (content spec §2, §9)", () => {
  it("adds utm_source=community-share to the absolute link, keeping its query and hash", () => {
    expect(shareUrlOf("/discussion/comment/5?x=1#Comment_5", "https://forum.test")).toBe(
      "https://forum.test/discussion/comment/5?x=1&utm_source=community-share#Comment_5",
    );
  });

  it("builds the email and message links with the link encoded", () => {
    expect(mailtoShareUrl("Hi & bye", "https://f.test/d/1")).toBe(
      "mailto:?subject=Hi%20%26%20bye&body=https%3A%2F%2Ff.test%2Fd%2F1",
    );
    expect(messageShareUrl("https://f.test/d/1")).toBe("/messages/add?content=https%3A%2F%2Ff.test%2Fd%2F1");
  });

  it("uses native share only on Android and iOS when the browser has it", () => {
    const share = () => Promise.resolve();
    expect(canShareNatively({ userAgent: "Mozilla/5.0 (Linux; Android 14)", share })).toBe(true);
    expect(canShareNatively({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)", share })).toBe(true);
    expect(canShareNatively({ userAgent: "Mozilla/5.0 (Windows NT 10.0)", share })).toBe(false);
    expect(canShareNatively({ userAgent: "Mozilla/5.0 (Linux; Android 14)" })).toBe(false);
  });
});
