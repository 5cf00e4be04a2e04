import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSession, setSession, type TestSession } from "../../../tests/helpers/session";
import { act } from "react";
import { userCountsStore } from "../notifications";
import { AccountMenu } from "./AccountMenu";

async function openMenu(session: TestSession) {
  setSession(session);
  const user = userEvent.setup();
  render(<AccountMenu />);
  await user.click(screen.getByRole("button", { name: "My Account" }));
  const hrefOf = (name: string | RegExp) => screen.getByRole("menuitem", { name }).getAttribute("href");
  return { hrefOf };
}

afterEach(() => {
  resetSession();
  userCountsStore.update((state) => void (state.counts = []));
});

describe("AccountMenu (shell spec §2 My Account dropdown)", () => {
  it("renders nothing for guests", () => {
    resetSession();
    render(<AccountMenu />);
    expect(screen.queryByRole("button", { name: "My Account" })).toBeNull();
  });

  it("shows the member's photo on its toggle and a compact card linking to their profile", async () => {
    const { hrefOf } = await openMenu({ user: { name: "Ada Lovelace" } });
    expect(screen.getByRole("img", { name: "Ada Lovelace" })).toBeTruthy();
    expect(hrefOf("Ada Lovelace")).toBe("/profile/Ada%20Lovelace");
  });

  it("links to the account pages and signs out with a Target back here", async () => {
    const { hrefOf } = await openMenu({ user: {} });
    expect(hrefOf("Edit Profile")).toBe("/profile/edit");
    expect(hrefOf("Notification Preferences")).toBe("/profile/preferences");
    expect(hrefOf("Bookmarks")).toBe("/discussions/bookmarked");
    expect(hrefOf("Drafts")).toBe("/drafts");
    expect(hrefOf("Sign Out")).toBe(`/entry/signout?Target=${encodeURIComponent(window.location.pathname)}`);
    expect(screen.queryByRole("menuitem", { name: "Dashboard" })).toBeNull();
  });

  it("uses the configured sign-out URL", async () => {
    const { hrefOf } = await openMenu({ user: {}, config: { signOutUrl: "/sso/logout?from=plaza" } });
    expect(hrefOf("Sign Out")).toMatch(/^\/sso\/logout\?from=plaza&Target=/);
  });

  it.each(["settings.manage", "site.manage"])(
    "links to the Dashboard for holders of %s",
    async (permission) => {
      const { hrefOf } = await openMenu({ user: {}, permissions: [permission] });
      expect(hrefOf("Dashboard")).toBe("/dashboard");
    },
  );

  it("links moderators to the open reports with their count; members, whose counts have none, get no link", async () => {
    const { hrefOf } = await openMenu({ user: {} });
    expect(screen.queryByRole("menuitem", { name: /Reports/ })).toBeNull();
    act(() => userCountsStore.update((state) => void (state.counts = [{ name: "OpenReports", count: 3 }])));
    expect(hrefOf(/Reports/)).toBe("/dashboard/content/reports?statuses=new");
    expect(screen.getByRole("menuitem", { name: /Reports/ }).textContent).toContain("3");
  });

  it("shows a moderator's open reports on the toggle itself, in its name and as a badge; none at 0", () => {
    setSession({ user: {} });
    render(<AccountMenu />);
    act(() => userCountsStore.update((state) => void (state.counts = [{ name: "OpenReports", count: 3 }])));
    const toggle = screen.getByRole("button", { name: "My Account, 3 open reports" });
    expect(toggle.textContent).toContain("3");
    act(() => userCountsStore.update((state) => void (state.counts = [{ name: "OpenReports", count: 0 }])));
    expect(screen.getByRole("button", { name: "My Account" }).textContent).not.toMatch(/\d/);
  });
});
