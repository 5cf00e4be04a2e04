import { describe, expect, it } from "vitest";
import { isFlagReaction, permissionForReaction } from "./reaction-permission";

describe("permissionForReaction (content spec §5 Validation rules: a reaction is offered only with the matching add permission, or curation.manage for Promote; flag-class reactions are excluded)", () => {
  it("asks the add permission of the class, spelled as the reaction types carry it", () => {
    expect(permissionForReaction({ urlcode: "Like", class: "Positive" })).toBe("reactions.positive.add");
    expect(permissionForReaction({ urlcode: "Disagree", class: "Negative" })).toBe("reactions.negative.add");
  });

  it("asks curation.manage for Promote, its URL code in any case", () => {
    expect(permissionForReaction({ urlcode: "Promote", class: "Positive" })).toBe("curation.manage");
    expect(permissionForReaction({ urlcode: "promote", class: "Positive" })).toBe("curation.manage");
  });

  it("never gives flags as reactions, Promote included", () => {
    expect(permissionForReaction({ urlcode: "Spam", class: "Flag" })).toBeNull();
    expect(permissionForReaction({ urlcode: "Promote", class: "Flag" })).toBeNull();
    expect(isFlagReaction({ class: "Flag" })).toBe(true);
    expect(isFlagReaction({ class: "Positive" })).toBe(false);
  });

  it("matches classes only as spelled (Positive, Negative, Flag), as the server always did", () => {
    expect(permissionForReaction({ urlcode: "Like", class: "positive" })).toBeNull();
    expect(permissionForReaction({ urlcode: "Disagree", class: "NEGATIVE" })).toBeNull();
    expect(permissionForReaction({ urlcode: "Odd", class: "Neutral" })).toBeNull();
  });
});
