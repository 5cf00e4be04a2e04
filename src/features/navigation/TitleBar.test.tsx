import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { TitleBarProps } from "../../../schemas/widgets/title-bar.schema";
import { fakeFetch } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { TitleBar } from "./TitleBar";
import { titleBarFixtures } from "./title-bar-fixtures";

// The member drop-downs load lazily: loaded once here, so each test only waits for React to show them.
beforeAll(() => import("./MemberMenus"));
beforeEach(() => vi.stubGlobal("fetch", fakeFetch().fetch));
afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

const banner = () => screen.getByRole("banner");
const mainNav = () => screen.queryByRole("navigation", { name: "Main" });
const navNames = () =>
  within(mainNav() ?? document.createElement("nav"))
    .queryAllByRole("link")
    .map((link) => link.textContent);

describe("TitleBar (shell spec §2 title bar)", () => {
  it.each(Object.entries<TitleBarProps>(titleBarFixtures))(
    "renders the %s fixture as a banner",
    (_, props) => {
      render(<TitleBar {...props} />);
      expect(within(banner()).getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe(
        "#main-content",
      );
      expect(within(banner()).getByRole("button", { name: "Search" })).toBeTruthy();
    },
  );

  it("gives guests Sign In and Register links that return to the current page", () => {
    render(<TitleBar />);
    const bar = within(banner());
    expect(bar.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/entry/signin?Target=%2F");
    expect(bar.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      "/entry/register?Target=%2F",
    );
    expect(screen.queryByTestId("current-user")).toBeNull();
    expect(bar.queryByRole("link", { name: "Sign Out" })).toBeNull();
  });

  it("offers no Register link while registration is closed", () => {
    setSession({ config: { "registration.method": "closed" } });
    render(<TitleBar />);
    expect(within(banner()).getByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(within(banner()).queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("uses the sign-in path of site config", () => {
    setSession({ config: { signInUrl: "/sso/login?source=plaza" } });
    render(<TitleBar />);
    expect(within(banner()).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/sso/login?source=plaza&Target=%2F",
    );
  });

  it("gives members their name, notifications, account menu and Sign Out, but not Sign In", async () => {
    setSession({ user: { name: "member", countUnreadNotifications: 3 } });
    render(<TitleBar />);
    const bar = within(banner());
    expect(screen.getByTestId("current-user").textContent).toBe("member");
    expect(await bar.findByRole("button", { name: /Notifications/ })).toBeTruthy();
    expect(bar.getByRole("button", { name: "My Account" })).toBeTruthy();
    expect(bar.getByRole("link", { name: "Sign Out" }).getAttribute("href")).toBe(
      "/entry/signout?Target=%2F",
    );
    expect(bar.queryByRole("link", { name: "Sign In" })).toBeNull();
    expect(bar.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("shows Messages to members only while conversations are on (shell spec §7)", async () => {
    setSession({ user: {} });
    const { unmount } = render(<TitleBar />);
    expect(await within(banner()).findByRole("button", { name: "My Account" })).toBeTruthy();
    expect(within(banner()).queryByRole("button", { name: /Messages/ })).toBeNull();
    unmount();
    setSession({ user: {}, config: { "context.conversationsEnabled": true } });
    render(<TitleBar />);
    expect(await within(banner()).findByRole("button", { name: /Messages/ })).toBeTruthy();
  });
});

describe("TitleBar labels (shell spec §9: title bar height 48, 64 with label)", () => {
  it("shows no names under the icon buttons by default", async () => {
    setSession({ user: { name: "member" } });
    render(<TitleBar />);
    const account = await within(banner()).findByRole("button", { name: "My Account" });
    expect(account.textContent).toBe("");
    expect(within(banner()).getByRole("button", { name: "Search" }).textContent).toBe("");
  });

  it("with showLabels puts each button's name under its icon, keeping the accessible names", async () => {
    setSession({ user: { name: "member", countUnreadNotifications: 3 } });
    render(<TitleBar showLabels />);
    const bar = within(banner());
    expect((await bar.findByRole("button", { name: "My Account" })).textContent?.trim()).toBe("My Account");
    expect(bar.getByRole("button", { name: "Notifications 3" }).textContent).toBe("Notifications 3");
    expect(bar.getByRole("button", { name: "Search" }).textContent?.trim()).toBe("Search");
  });
});

describe("TitleBar landmark (shell spec §2)", () => {
  it("is a banner landmark labelled Title Bar, holding the Main navigation", () => {
    render(<TitleBar />);
    expect(screen.getByRole("banner", { name: "Title Bar" })).toBeTruthy();
    expect(within(banner()).getByRole("navigation", { name: "Main" })).toBeTruthy();
  });
});

describe("TitleBar logo (shell spec §2, §9)", () => {
  it("shows the site name as a text logo linking home", () => {
    setSession({ config: { "ui.siteName": "Plaza Demo Community" } });
    render(<TitleBar />);
    expect(screen.getByRole("link", { name: "Plaza Demo Community" }).getAttribute("href")).toBe("/");
  });

  it("shows the desktop image with the alt text Home", () => {
    render(<TitleBar {...titleBarFixtures.imageLogo} />);
    const image = within(screen.getByRole("link", { name: "Home" })).getByRole("img", { name: "Home" });
    expect(image.getAttribute("src")).toBe("/logo.svg");
  });

  it("hides the logo with the hidden strategy, and shows a mobile-only one only on mobile", () => {
    setSession({ config: { "ui.siteName": "Plaza" } });
    const { unmount } = render(<TitleBar {...titleBarFixtures.hiddenLogo} />);
    expect(screen.queryByRole("link", { name: "Plaza" })).toBeNull();
    unmount();
    render(<TitleBar logoStrategy="mobile-only" />);
    expect(screen.queryByRole("link", { name: "Plaza" })).toBeNull();
  });
});

describe("TitleBar navigation (shell spec §2 routes, §5 rules)", () => {
  it("shows Posts and Categories by default", () => {
    render(<TitleBar />);
    expect(navNames()).toEqual(["Posts", "Categories"]);
    expect(within(mainNav()!).getByRole("link", { name: "Posts" }).getAttribute("href")).toBe("/discussions");
    expect(within(mainNav()!).getByRole("link", { name: "Categories" }).getAttribute("href")).toBe(
      "/categories",
    );
  });

  it("leaves the default entries out when the forum app section is off", () => {
    setSession({ config: { siteSection: { sectionID: 0, apps: { forum: false } } } });
    render(<TitleBar />);
    expect(mainNav()).toBeNull();
  });

  it("shows no navigation when the layout gives an empty list", () => {
    render(<TitleBar {...titleBarFixtures.emptyNavigation} />);
    expect(mainNav()).toBeNull();
  });

  it("drops nameless and url-less items, hides hidden, permission and role items from a guest", () => {
    render(<TitleBar {...titleBarFixtures.navigationRules} />);
    expect(navNames()).toEqual(["Posts", "Everyone"]);
    const nav = within(mainNav()!);
    expect(nav.getByRole("link", { name: "Posts" }).getAttribute("href")).toBe("/discussions");
    expect(nav.getByRole("link", { name: "Everyone" }).getAttribute("href")).toBe("/everyone");
  });

  it("shows permission and role items to users who hold them", () => {
    setSession({ user: { roleIDs: [16] }, permissions: ["community.moderate"] });
    render(<TitleBar {...titleBarFixtures.navigationRules} />);
    expect(navNames()).toEqual(["Posts", "Moderation", "Staff corner", "Everyone"]);
  });
});

describe("TitleBar positioning (shell spec §3, §4)", () => {
  const mode = () => banner().getAttribute("data-positioning");

  it("is StickySolid by default", () => {
    render(<TitleBar />);
    expect(mode()).toBe("StickySolid");
  });

  it("falls back to the solid counterpart where transparency is not allowed", () => {
    const { unmount } = render(<TitleBar {...titleBarFixtures.transparentNotAllowed} />);
    expect(mode()).toBe("StickySolid");
    unmount();
    render(<TitleBar positioning="StaticTransparent" />);
    expect(mode()).toBe("StaticSolid");
  });

  it("is StickyTransparent by default with full-bleed on where the page allows transparency", () => {
    render(<TitleBar {...titleBarFixtures.fullBleed} />);
    expect(mode()).toBe("StickyTransparent");
  });

  it("keeps a transparent mode where the page allows it", () => {
    render(<TitleBar {...titleBarFixtures.transparentAllowed} />);
    expect(mode()).toBe("StaticTransparent");
  });
});

describe("TitleBar header visibility (shell spec §4; §9 threshold 400 px, delta 10 px)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  function scrollTo(y: number) {
    window.scrollY = y;
    fireEvent.scroll(window);
    // Scroll handling runs once per animation frame.
    act(() => vi.advanceTimersByTime(20));
  }

  it("hides a sticky bar on scrolling down past 400 px and brings it back on scrolling up", () => {
    render(<TitleBar />);
    scrollTo(300);
    expect(banner().hasAttribute("data-hidden")).toBe(false);
    scrollTo(700);
    expect(banner().hasAttribute("data-hidden")).toBe(true);
    scrollTo(695);
    expect(banner().hasAttribute("data-hidden")).toBe(true);
    scrollTo(680);
    expect(banner().hasAttribute("data-hidden")).toBe(false);
  });

  it("never hides a static bar", () => {
    render(<TitleBar {...titleBarFixtures.static} />);
    scrollTo(300);
    scrollTo(900);
    expect(banner().hasAttribute("data-hidden")).toBe(false);
  });
});
