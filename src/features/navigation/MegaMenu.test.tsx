import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSession } from "../../../tests/helpers/session";
import { MEGA_MENU_CLOSE_DELAY_MS } from "./MegaMenu";
import { TitleBar } from "./TitleBar";
import { titleBarFixtures } from "./title-bar-fixtures";
import { megaMenuGroups } from "./mega-menu-groups";

afterEach(() => resetSession());

const helpButton = () => screen.getByRole("button", { name: "Help" });
const groupNames = () =>
  screen.getAllByRole("group").map((group) => group.getAttribute("aria-label") ?? group.textContent);

describe("megaMenuGroups (shell spec §2: children grouped under headings, leaves in an extra group)", () => {
  it("makes children with children headed groups and collects leaf children last", () => {
    const groups = megaMenuGroups({
      name: "Help",
      children: [
        { name: "FAQ", url: "/faq" },
        { name: "Guides", children: [{ name: "Start", url: "/start" }] },
        { name: "Status", url: "/status" },
      ],
    });
    expect(groups.map((group) => [group.heading?.name, group.links.map((link) => link.name)])).toEqual([
      ["Guides", ["Start"]],
      [undefined, ["FAQ", "Status"]],
    ]);
  });

  it("has no extra group when every child is a group", () => {
    const groups = megaMenuGroups({
      name: "Help",
      children: [{ name: "Guides", children: [{ name: "A", url: "/a" }] }],
    });
    expect(groups).toHaveLength(1);
  });
});

describe("MegaMenu (shell spec §2 title bar, §4 mega-menu)", () => {
  it("opens on click with headed groups and the leaf children in an extra group", async () => {
    render(<TitleBar {...titleBarFixtures.megaMenu} />);
    expect(helpButton().getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(helpButton());
    expect(helpButton().getAttribute("aria-expanded")).toBe("true");

    const guides = screen.getByRole("group", { name: "Guides" });
    expect(
      within(guides)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Getting started", "Setting up"]);
    expect(within(guides).getByRole("link", { name: "Setting up" }).getAttribute("href")).toBe("/kb/setup");
    const policies = screen.getByRole("group", { name: "Policies" });
    expect(within(policies).getByRole("link", { name: "Policies" }).getAttribute("href")).toBe(
      "/kb/policies",
    );
    const extra = screen.getByRole("group", { name: "Help" });
    expect(
      within(extra)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["FAQNew", "Status"]);
    expect(within(extra).getByRole("link", { name: "Status" }).getAttribute("target")).toBe("_blank");
    expect(groupNames()).toEqual(["Guides", "Policies", "Help"].map((name) => expect.stringContaining(name)));
  });

  it("opens with ArrowDown, focusing the first link, and Escape closes it with focus back on the item", async () => {
    const user = userEvent.setup();
    render(<TitleBar {...titleBarFixtures.megaMenu} />);
    helpButton().focus();
    await user.keyboard("{ArrowDown}");
    expect(helpButton().getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.textContent).toBe("Help");
    expect(document.activeElement?.tagName).toBe("A");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Guides" })).toBeNull();
    expect(document.activeElement).toBe(helpButton());
  });

  it("opens with Enter and Space", async () => {
    const user = userEvent.setup();
    render(<TitleBar {...titleBarFixtures.megaMenu} />);
    helpButton().focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("group", { name: "Guides" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await user.keyboard(" ");
    expect(screen.getByRole("group", { name: "Guides" })).toBeTruthy();
  });

  describe("with fake timers", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    const isOpen = () => screen.queryByRole("group", { name: "Guides" }) !== null;

    it("opens on hover and closes 250 ms after the pointer leaves", () => {
      render(<TitleBar {...titleBarFixtures.megaMenu} />);
      const root = helpButton().parentElement!;
      fireEvent.pointerEnter(root, { pointerType: "mouse" });
      expect(isOpen()).toBe(true);
      fireEvent.pointerLeave(root, { pointerType: "mouse" });
      wait(MEGA_MENU_CLOSE_DELAY_MS - 1);
      expect(isOpen()).toBe(true);
      wait(1);
      expect(isOpen()).toBe(false);
    });

    it("stays open when the pointer comes back within 250 ms", () => {
      render(<TitleBar {...titleBarFixtures.megaMenu} />);
      const root = helpButton().parentElement!;
      fireEvent.pointerEnter(root, { pointerType: "mouse" });
      fireEvent.pointerLeave(root, { pointerType: "mouse" });
      wait(200);
      fireEvent.pointerEnter(root, { pointerType: "mouse" });
      wait(500);
      expect(isOpen()).toBe(true);
    });

    it("closes 250 ms after focus leaves it", () => {
      render(<TitleBar {...titleBarFixtures.megaMenu} />);
      fireEvent.click(helpButton());
      const link = screen.getByRole("link", { name: "Getting started" });
      act(() => link.focus());
      act(() => screen.getByRole("link", { name: "Categories" }).focus());
      wait(249);
      expect(isOpen()).toBe(true);
      wait(1);
      expect(isOpen()).toBe(false);
    });

    it("closes when another mega-menu or drop-down opens (one open at a time)", () => {
      render(
        <TitleBar
          navigation={[
            ...(titleBarFixtures.megaMenu?.navigation ?? []),
            { name: "More", children: [{ name: "Blog", url: "/blog" }] },
          ]}
        />,
      );
      fireEvent.click(helpButton());
      fireEvent.click(screen.getByRole("button", { name: "More" }));
      expect(isOpen()).toBe(false);
      expect(screen.getByRole("link", { name: "Blog" })).toBeTruthy();
    });
  });
});
