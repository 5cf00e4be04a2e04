import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RESIZE_DEBOUNCE_MS } from "../../../runtime/theme/device-class";
import { fakeFetch } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { TitleBar } from "./TitleBar";
import { titleBarFixtures } from "./title-bar-fixtures";
// Only to find the navigation slot for the fake layout below; the assertions use roles.
import * as styles from "./title-bar.styles";

const WIDE = 1024;

/** Resizes the window and lets the device class's 100 ms resize debounce pass (shell spec §4). */
function resizeWindow(width: number) {
  vi.useFakeTimers();
  vi.stubGlobal("innerWidth", width);
  fireEvent(window, new Event("resize"));
  act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
  vi.useRealTimers();
}

// The panels load lazily: loaded once here, so each test only waits for React to show them.
beforeAll(() =>
  Promise.all([
    import("./SiteNavigationPanel"),
    import("./AccountPanelModal"),
    import("./CompactMemberControls"),
  ]),
);
beforeEach(() => vi.stubGlobal("fetch", fakeFetch().fetch));
afterEach(() => {
  // While the bar is still mounted, so the device class module sees the resize.
  resizeWindow(WIDE);
  resetSession();
  vi.unstubAllGlobals();
});

const bar = () => within(screen.getByRole("banner"));
const panel = () => within(screen.getByRole("dialog", { name: "Site Navigation" }));
const panelItems = () =>
  panel()
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("TitleBar compact mode (shell spec §2 title bar, §9 compact breakpoint 800)", () => {
  it("turns compact below 800 px: a hamburger instead of the navigation, a Sign In icon for guests", () => {
    render(<TitleBar />);
    expect(bar().getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(bar().queryByRole("button", { name: "Open Menu" })).toBeNull();

    resizeWindow(400);
    expect(bar().queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(bar().getByRole("button", { name: "Open Menu" })).toBeTruthy();
    expect(bar().getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/entry/signin?Target=%2F",
    );
    expect(bar().queryByRole("link", { name: "Register" })).toBeNull();

    resizeWindow(WIDE);
    expect(bar().getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(bar().queryByRole("button", { name: "Open Menu" })).toBeNull();
  });

  it("keeps the compact bar's icons bare even with showLabels (44 px mobile height, §9)", async () => {
    setSession({ user: { name: "member" } });
    render(<TitleBar showLabels />);
    expect((await bar().findByRole("button", { name: "My Account" })).textContent?.trim()).toBe("My Account");
    resizeWindow(400);
    expect(bar().getByRole("button", { name: "Search" }).textContent).toBe("");
    expect(bar().queryByText("My Account")).toBeNull();
  });

  it("opens the Site Navigation panel with nestable items and Back navigation", async () => {
    const user = userEvent.setup();
    render(<TitleBar {...titleBarFixtures.megaMenu} />);
    resizeWindow(400);
    await user.click(bar().getByRole("button", { name: "Open Menu" }));
    await screen.findByRole("dialog", { name: "Site Navigation" });
    expect(panelItems()).toEqual(["Posts", "Help", "Categories"]);
    expect(panel().getByRole("link", { name: "Posts" }).getAttribute("href")).toBe("/discussions");

    await user.click(panel().getByRole("button", { name: "Help" }));
    expect(panel().getByRole("heading", { name: "Help" })).toBeTruthy();
    expect(panelItems()).toEqual(["Guides", "Policies", "FAQNew", "Status"]);
    expect(document.activeElement).toBe(panel().getByRole("button", { name: "Back" }));

    await user.click(panel().getByRole("button", { name: "Guides" }));
    expect(panelItems()).toEqual(["Getting started", "Setting up"]);

    await user.click(panel().getByRole("button", { name: "Back" }));
    expect(panelItems()).toEqual(["Guides", "Policies", "FAQNew", "Status"]);
    expect(document.activeElement).toBe(panel().getByRole("button", { name: "Guides" }));

    await user.click(panel().getByRole("button", { name: "Back" }));
    expect(panelItems()).toEqual(["Posts", "Help", "Categories"]);
    expect(panel().queryByRole("button", { name: "Back" })).toBeNull();
    expect(document.activeElement).toBe(panel().getByRole("button", { name: "Help" }));

    await user.click(panel().getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives members an account button opening the account panel from the right", async () => {
    setSession({ user: { name: "member" } });
    const user = userEvent.setup();
    render(<TitleBar />);
    resizeWindow(400);
    expect(screen.getByTestId("current-user").textContent).toBe("member");
    await user.click(await bar().findByRole("button", { name: "My Account" }));
    const dialog = within(await screen.findByRole("dialog", { name: "My Account" }));
    expect(dialog.getByRole("tab", { name: "Me" })).toBeTruthy();
    expect(dialog.getByRole("tab", { name: /^Notifications/ })).toBeTruthy();
  });

  it("shows a member's unread notifications and messages on the compact bar, each opening its tab", async () => {
    setSession({
      user: { name: "member", countUnreadNotifications: 2, countUnreadConversations: 1 },
      config: { "context.conversationsEnabled": true },
    });
    const user = userEvent.setup();
    render(<TitleBar />);
    resizeWindow(400);
    const notifications = await bar().findByRole("button", { name: "Notifications, 2 unread" });
    expect(bar().getByRole("button", { name: "Messages, 1 unread" })).toBeTruthy();
    expect(notifications.textContent).toBe("2");
    await user.click(notifications);
    const dialog = within(await screen.findByRole("dialog", { name: "My Account" }));
    expect(dialog.getByRole("tab", { name: /^Notifications/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("names the compact bar's Notifications plainly while nothing is unread, and leaves Messages out while off", async () => {
    setSession({ user: { name: "member" } });
    render(<TitleBar />);
    resizeWindow(400);
    expect(await bar().findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(bar().queryByRole("button", { name: /^Messages/ })).toBeNull();
  });
});

describe("TitleBar logo on mobile (shell spec §2 logo variants and strategies)", () => {
  it("shows the mobile image below 800 px", () => {
    render(<TitleBar {...titleBarFixtures.imageLogo} />);
    expect(screen.getByRole("img", { name: "Home" }).getAttribute("src")).toBe("/logo.svg");
    resizeWindow(400);
    expect(screen.getByRole("img", { name: "Home" }).getAttribute("src")).toBe("/logo-mobile.svg");
  });

  it("shows a mobile-only logo on mobile only", () => {
    setSession({ config: { "ui.siteName": "Plaza" } });
    render(<TitleBar logoStrategy="mobile-only" />);
    expect(screen.queryByRole("link", { name: "Plaza" })).toBeNull();
    resizeWindow(400);
    expect(screen.getByRole("link", { name: "Plaza" }).getAttribute("href")).toBe("/");
  });
});

describe("TitleBar compact mode on overflow (shell spec §2)", () => {
  let barWidth = 1000;
  let observers: Array<() => void> = [];
  class FakeResizeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers = observers.filter((callback) => callback !== this.callback);
    }
  }

  beforeEach(() => {
    observers = [];
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    // The bar is barWidth wide, the navigation slot gets 700 px less, and the list needs 500.
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      if (this.tagName === "HEADER") return barWidth;
      return this.classList.contains(styles.navSlot) ? barWidth - 700 : 0;
    });
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "UL" ? 500 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("turns compact while the navigation is wider than its room, and back once the bar is wide enough", () => {
    barWidth = 1000;
    render(<TitleBar />);
    expect(bar().getByRole("button", { name: "Open Menu" })).toBeTruthy();
    expect(bar().queryByRole("navigation", { name: "Main" })).toBeNull();

    barWidth = 1300;
    act(() => observers.forEach((callback) => callback()));
    expect(bar().getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(bar().queryByRole("button", { name: "Open Menu" })).toBeNull();
  });
});
