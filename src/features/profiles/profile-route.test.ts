import { describe, expect, it } from "vitest";
import { isPlaceholderName, profileReactionsUrl, profileTabUrl, readProfileRoute } from "./profile-route";

describe("profile addresses (content spec §2 profile links)", () => {
  it("profile links: every profile address names the member in its last segment", () => {
    const route = (name: string, userID: number | null, tab: string) => ({ name, userID, tab });
    expect(readProfileRoute("/profile/Ada%20Lovelace")).toEqual(route("Ada Lovelace", null, "discussions"));
    expect(readProfileRoute("/profile/7/ada")).toEqual(route("ada", 7, "discussions"));
    expect(readProfileRoute("/profile/discussions/7/ada")).toEqual(route("ada", 7, "discussions"));
    expect(readProfileRoute("/profile/comments/7/ada/")).toEqual(route("ada", 7, "comments"));
    expect(readProfileRoute("/profile/reactions/ada")).toEqual(route("ada", null, "reactions"));
    expect(readProfileRoute("/profile/comments")).toEqual(route("comments", null, "discussions"));
    expect(readProfileRoute("/profile/x7/ada")).toEqual(route("ada", null, "discussions"));
    expect(readProfileRoute("/profile/0/ada")).toEqual(route("ada", null, "discussions"));
  });

  it("profile links: a segment that is not valid percent-encoding is read as it is", () => {
    expect(readProfileRoute("/profile/100%")).toEqual({ name: "100%", userID: null, tab: "discussions" });
  });

  it("profile links: the discussions and comments lists are built from the user ID and name, paged", () => {
    const user = { userID: 7, name: "Ada Lovelace" };
    expect(profileTabUrl("discussions", user)).toBe("/profile/discussions/7/Ada%20Lovelace");
    expect(profileTabUrl("comments", user, 2)).toBe("/profile/comments/7/Ada%20Lovelace?page=2");
  });

  it("profile links: the reactions link is /profile/reactions/{name}?reaction={urlcode}", () => {
    expect(profileReactionsUrl("Ada Lovelace", "Like")).toBe(
      "/profile/reactions/Ada%20Lovelace?reaction=Like",
    );
    expect(profileReactionsUrl("ada", "Like", 3)).toBe("/profile/reactions/ada?reaction=Like&page=3");
    expect(profileReactionsUrl("ada")).toBe("/profile/reactions/ada");
  });

  it("placeholder users (shell spec §3): their names and an empty name are placeholders", () => {
    for (const name of ["", "Deleted User", "User Deleted", "unknown user", "Removed User"])
      expect(isPlaceholderName(name), name).toBe(true);
    expect(isPlaceholderName("member")).toBe(false);
  });
});
