import { describe, expect, it } from "vitest";
import { sortMentionSuggestions, type MentionUser } from "./mention-sort";

const now = new Date("2026-06-01T00:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const user = (name: string, dateLastActive: string | null = null, userID = name.length): MentionUser => ({
  userID,
  name,
  photoUrl: "",
  dateLastActive,
});
const names = (users: MentionUser[]) => users.map((item) => item.name);

describe("sortMentionSuggestions (content spec §5 mention sort)", () => {
  it("puts an exact name match first, ignoring case, even when inactive", () => {
    const users = [user("anna", daysAgo(1)), user("Ann", null), user("annabel", daysAgo(2))];
    expect(names(sortMentionSuggestions(users, "ann", now))[0]).toBe("Ann");
  });

  it("puts users active in the last 90 days before the others", () => {
    const users = [user("Abe", daysAgo(200)), user("Zed", daysAgo(10)), user("Amy", null)];
    expect(names(sortMentionSuggestions(users, "x", now))).toEqual(["Zed", "Abe", "Amy"]);
  });

  it("counts the 90-day window from `now` inclusive, and day 91 as inactive", () => {
    const users = [user("Old", daysAgo(91)), user("Edge", daysAgo(90))];
    expect(names(sortMentionSuggestions(users, "", now))).toEqual(["Edge", "Old"]);
  });

  it("then puts names beginning with the typed text before other names", () => {
    const users = [user("Bob the ann"), user("annie"), user("Carl")];
    expect(names(sortMentionSuggestions(users, "ann", now))).toEqual(["annie", "Bob the ann", "Carl"]);
  });

  it("then sorts alphabetically, regardless of case", () => {
    const users = [user("charlie"), user("Bravo"), user("alpha")];
    expect(names(sortMentionSuggestions(users, "", now))).toEqual(["alpha", "Bravo", "charlie"]);
  });

  it("applies the rules in order: exact, active, prefix, alphabetical", () => {
    const users = [
      user("zoe", daysAgo(5), 1),
      user("jo", daysAgo(400), 2),
      user("joanne", null, 3),
      user("johnny", daysAgo(3), 4),
      user("ajo", null, 5),
      user("jim", daysAgo(4), 6),
    ];
    expect(names(sortMentionSuggestions(users, "Jo", now))).toEqual([
      "jo",
      "johnny",
      "jim",
      "zoe",
      "joanne",
      "ajo",
    ]);
  });

  it("does not change the given array", () => {
    const users = [user("b"), user("a")];
    sortMentionSuggestions(users, "", now);
    expect(names(users)).toEqual(["b", "a"]);
  });
});
