import { describe, expect, it } from "vitest";
import { canMessageUser, newMessageUrl, restrictedReason } from "./user-card-rules";

const stranger = { userID: 2, canViewPersonalInfo: false, isBannedPrivate: false };

describe("restrictedReason (shell spec §2 User card)", () => {
  it("restricts private profiles and, with ui.bannedPrivateProfile, banned ones", () => {
    expect(restrictedReason({ userID: 5, private: true, banned: 0 }, stranger)).toBe("private");
    expect(restrictedReason({ userID: 5, private: false, banned: 1 }, stranger)).toBeNull();
    expect(
      restrictedReason({ userID: 5, private: true, banned: 1 }, { ...stranger, isBannedPrivate: true }),
    ).toBe("banned");
  });

  it("never restricts for personalInfo.view or the user themself", () => {
    const user = { userID: 5, private: true, banned: 1 as const };
    const hidden = { ...stranger, isBannedPrivate: true };
    expect(restrictedReason(user, { ...hidden, canViewPersonalInfo: true })).toBeNull();
    expect(restrictedReason(user, { ...hidden, userID: 5 })).toBeNull();
  });
});

describe("canMessageUser", () => {
  it("needs conversations on, conversations.add and a user who is not banned", () => {
    const able = { isConversationsEnabled: true, canAddConversation: true };
    expect(canMessageUser({ banned: 0 }, able)).toBe(true);
    expect(canMessageUser({ banned: 1 }, able)).toBe(false);
    expect(canMessageUser({ banned: 0 }, { ...able, isConversationsEnabled: false })).toBe(false);
    expect(canMessageUser({ banned: 0 }, { ...able, canAddConversation: false })).toBe(false);
  });

  it("links to the new-message route of the named user, encoded", () => {
    expect(newMessageUrl("Ada / Lovelace")).toBe("/messages/add/Ada%20%2F%20Lovelace");
  });
});
