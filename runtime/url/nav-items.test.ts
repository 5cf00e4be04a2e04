import { describe, expect, it } from "vitest";
import { isExternalUrl, navItemHref, normalizeNavUrl, visibleNavItems, type NavViewer } from "./nav-items";

const everyone: NavViewer = { roleIDs: [], hasPermission: () => false };
const moderator: NavViewer = {
  roleIDs: [32],
  hasPermission: (permission) => permission === "community.moderate",
};

describe("normalizeNavUrl (shell spec §5)", () => {
  it("keeps urls starting with http(s)://, a slash or a tilde", () => {
    expect(normalizeNavUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(normalizeNavUrl("HTTP://example.com")).toBe("HTTP://example.com");
    expect(normalizeNavUrl("/discussions")).toBe("/discussions");
    expect(normalizeNavUrl("~/categories")).toBe("~/categories");
  });

  it("adds a leading slash to anything else", () => {
    expect(normalizeNavUrl("discussions")).toBe("/discussions");
    expect(normalizeNavUrl("  categories/general ")).toBe("/categories/general");
    expect(normalizeNavUrl("ftp://example.com")).toBe("/ftp://example.com");
  });
});

describe("navItemHref", () => {
  it("reads a leading tilde as the site root", () => {
    expect(navItemHref("~/categories")).toBe("/categories");
    expect(navItemHref("~categories")).toBe("/categories");
    expect(navItemHref("/discussions")).toBe("/discussions");
  });
});

describe("visibleNavItems (shell spec §5 navigation items)", () => {
  it("drops items without a name, or without both a url and children", () => {
    const items = visibleNavItems(
      [
        { name: "Posts", url: "/discussions" },
        { name: "", url: "/nameless" },
        { url: "/no-name" },
        { name: "No url" },
        { name: "Group", children: [{ name: "Child", url: "child" }] },
      ],
      everyone,
    );
    expect(items.map((item) => item.name)).toEqual(["Posts", "Group"]);
    expect(items[1]?.children).toEqual([{ name: "Child", url: "/child" }]);
  });

  it("hides items marked isHidden", () => {
    const items = visibleNavItems([{ name: "Secret", url: "/secret", isHidden: true }], everyone);
    expect(items).toEqual([]);
  });

  it("hides items whose permission the viewer lacks", () => {
    const list = [{ name: "Moderation", url: "/moderation", permission: "community.moderate" }];
    expect(visibleNavItems(list, everyone)).toEqual([]);
    expect(visibleNavItems(list, moderator).map((item) => item.name)).toEqual(["Moderation"]);
  });

  it("shows items with roleIDs only to users with one of those roles; no roleIDs means everyone", () => {
    const list = [
      { name: "Staff", url: "/staff", roleIDs: [16, 32] },
      { name: "All", url: "/all", roleIDs: [] },
      { name: "Open", url: "/open" },
    ];
    expect(visibleNavItems(list, everyone).map((item) => item.name)).toEqual(["All", "Open"]);
    expect(visibleNavItems(list, moderator).map((item) => item.name)).toEqual(["Staff", "All", "Open"]);
  });

  it("normalises urls and keeps the other fields", () => {
    const [item] = visibleNavItems([{ id: "a", name: " Docs ", url: "docs" }], everyone);
    expect(item).toEqual({ id: "a", name: "Docs", url: "/docs" });
  });

  it("drops a parent without a url when none of its children remain", () => {
    const items = visibleNavItems(
      [{ name: "Group", children: [{ name: "Hidden", url: "/h", isHidden: true }] }],
      everyone,
    );
    expect(items).toEqual([]);
  });
});

describe("isExternalUrl (shell spec §2: links outside the product open in a new tab)", () => {
  it("is true only for http(s) links to another origin", () => {
    const site = "https://plaza.example";
    expect(isExternalUrl("https://other.example/a", site)).toBe(true);
    expect(isExternalUrl("https://plaza.example/discussions", site)).toBe(false);
    expect(isExternalUrl("/discussions", site)).toBe(false);
    expect(isExternalUrl("~/categories", site)).toBe(false);
    expect(isExternalUrl("https://", site)).toBe(false);
  });
});
