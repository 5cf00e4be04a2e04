import { describe, expect, it } from "vitest";
import type { PermissionsRecord } from "../../schemas/entities/permissions.schema";
import { createPermissionChecker, hasPermission } from "./permission-checker";

/** A member who may post globally; category 10 is a junction where they may only view; 11 aliases 10. */
const member: PermissionsRecord = {
  isAdmin: false,
  permissions: [
    {
      type: "global",
      permissions: { "discussions.view": true, "discussions.add": true, "comments.add": true },
    },
    {
      type: "category",
      id: 10,
      permissions: { "discussions.view": true, "discussions.add": false, "discussions.manage": true },
    },
    { type: "category", id: 20, permissions: { "discussions.close": true } },
  ],
  junctions: { category: [10] },
  junctionAliases: { category: { "11": 10 } },
};
const checker = createPermissionChecker(member);

describe("hasPermission (content spec §6)", () => {
  it("admins pass every check", () => {
    const admin = createPermissionChecker({ isAdmin: true, permissions: [] });
    expect(hasPermission(admin, "site.manage")).toBe(true);
    expect(
      hasPermission(admin, "discussions.add", { resourceType: "category", resourceID: 10, mode: "resource" }),
    ).toBe(true);
  });

  it("system.only overrides everything: even an admin fails it", () => {
    expect(hasPermission(createPermissionChecker({ isAdmin: true, permissions: [] }), "system.only")).toBe(
      false,
    );
    expect(
      hasPermission(
        createPermissionChecker({ isAdmin: true, isSysAdmin: true, permissions: [] }),
        "system.only",
      ),
    ).toBe(true);
  });

  it("nothing is granted until the permissions loaded successfully", () => {
    for (const status of ["pending", "loading", "error"] as const) {
      expect(hasPermission(createPermissionChecker(member, status), "discussions.view")).toBe(false);
      expect(
        hasPermission(createPermissionChecker({ isAdmin: true, permissions: [] }, status), "site.manage"),
      ).toBe(false);
    }
    expect(hasPermission(createPermissionChecker(null), "discussions.view")).toBe(false);
  });

  it("mode global reads only the global entry", () => {
    expect(hasPermission(checker, "discussions.add", { mode: "global" })).toBe(true);
    expect(
      hasPermission(checker, "discussions.manage", {
        resourceType: "category",
        resourceID: 10,
        mode: "global",
      }),
    ).toBe(false);
  });

  it("mode resource reads only the resource's entry", () => {
    expect(
      hasPermission(checker, "discussions.manage", {
        resourceType: "category",
        resourceID: 10,
        mode: "resource",
      }),
    ).toBe(true);
    expect(
      hasPermission(checker, "discussions.add", {
        resourceType: "category",
        resourceID: 10,
        mode: "resource",
      }),
    ).toBe(false);
    expect(
      hasPermission(checker, "discussions.add", {
        resourceType: "category",
        resourceID: 99,
        mode: "resource",
      }),
    ).toBe(false);
  });

  it("mode globalOrResource passes with either entry", () => {
    const opts = { resourceType: "category", resourceID: 20, mode: "globalOrResource" } as const;
    expect(hasPermission(checker, "discussions.close", opts)).toBe(true);
    expect(hasPermission(checker, "discussions.add", opts)).toBe(true);
    expect(hasPermission(checker, "discussions.delete", opts)).toBe(false);
  });

  it("mode resourceIfJunction uses the resource entry for a junction, else the global entry", () => {
    const opts = (resourceID: number) =>
      ({ resourceType: "category", resourceID, mode: "resourceIfJunction" }) as const;
    expect(hasPermission(checker, "discussions.add", opts(10))).toBe(false);
    expect(hasPermission(checker, "discussions.add", opts(20))).toBe(true);
    expect(hasPermission(checker, "discussions.close", opts(20))).toBe(false);
  });

  it("resource ids map through junction aliases", () => {
    const opts = { resourceType: "category", resourceID: 11 } as const;
    expect(hasPermission(checker, "discussions.add", opts)).toBe(false);
    expect(hasPermission(checker, "discussions.manage", opts)).toBe(true);
  });

  it("defaults to resourceIfJunction with a resource and global without one", () => {
    expect(hasPermission(checker, "discussions.add", { resourceType: "category", resourceID: 10 })).toBe(
      false,
    );
    expect(hasPermission(checker, "discussions.add")).toBe(true);
  });

  it("passes when any listed permission is true in a matching entry", () => {
    expect(hasPermission(checker, ["site.manage", "comments.add"])).toBe(true);
    expect(hasPermission(checker, ["site.manage", "users.edit"])).toBe(false);
    expect(hasPermission(checker, [])).toBe(false);
  });
});
