import { describe, expect, it } from "vitest";
import { profileUrl } from "./profile-url";

describe("profileUrl", () => {
  it("links a member's profile by name, encoded as one path segment", () => {
    expect(profileUrl("ada")).toBe("/profile/ada");
    expect(profileUrl("Ada Lovelace/1")).toBe("/profile/Ada%20Lovelace%2F1");
  });
});
