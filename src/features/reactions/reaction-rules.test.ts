import { describe, expect, it } from "vitest";
import { createPermissionChecker } from "../../../runtime/permissions/permission-checker";
import { canOfferReaction } from "./reaction-rules";

/** A member who may give positive reactions only. */
const member = createPermissionChecker({
  isAdmin: false,
  permissions: [{ type: "global", permissions: { "reactions.positive.add": true } }],
});

describe("canOfferReaction (content spec §5 Validation rules)", () => {
  it("offers the types whose add permission the viewer holds", () => {
    expect(canOfferReaction(member, { urlcode: "Like", class: "Positive" })).toBe(true);
    expect(canOfferReaction(member, { urlcode: "Disagree", class: "Negative" })).toBe(false);
    expect(canOfferReaction(member, { urlcode: "Promote", class: "Positive" })).toBe(false);
  });

  it("does not offer a class the server would refuse (it once matched classes in any letter case)", () => {
    expect(canOfferReaction(member, { urlcode: "Like", class: "positive" })).toBe(false);
  });
});
