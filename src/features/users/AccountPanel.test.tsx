import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { fakeFetch, jsonResponse, type FakeReply } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession, type TestSession } from "../../../tests/helpers/session";
import { AccountPanel } from "./AccountPanel";

function setup(session: TestSession, ...replies: FakeReply[]) {
  setSession(session);
  const network = fakeFetch(...replies);
  vi.stubGlobal("fetch", network.fetch);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AccountPanel />
    </SWRConfig>,
  );
  return { ...network, user: userEvent.setup() };
}
const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("AccountPanel (shell spec §2 compact account panel)", () => {
  it("renders nothing for guests", () => {
    setup({});
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("has the tabs Me and Notifications, and Messages only while conversations are on", () => {
    setup({ user: {} });
    expect(tabNames()).toEqual(["Me", "Notifications"]);
  });

  it("opens on Me, the account links in a plain list", () => {
    setup({ user: {}, config: { "context.conversationsEnabled": true } });
    expect(tabNames()).toEqual(["Me", "Notifications", "Messages"]);
    const me = screen.getByRole("tab", { name: "Me" });
    expect(me.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Me" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit Profile" }).getAttribute("href")).toBe("/profile/edit");
    expect(screen.queryByRole("menuitem")).toBeNull();
  });

  it("moves between tabs with the arrow keys and shows each tab's list (WAI-ARIA tabs)", async () => {
    const { user, requests } = setup(
      { user: { countUnreadNotifications: 1 }, config: { "context.conversationsEnabled": true } },
      jsonResponse([]),
      jsonResponse([]),
    );
    await user.click(screen.getByRole("tab", { name: "Me" }));
    await user.keyboard("{ArrowRight}");
    const notifications = screen.getByRole("tab", { name: /^Notifications/ });
    expect(document.activeElement).toBe(notifications);
    expect(notifications.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("You don't have any notifications yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View All" }).getAttribute("href")).toBe(
      "/profile/notifications",
    );

    await user.keyboard("{ArrowRight}");
    expect(await screen.findByText("You don't have any messages yet.")).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Me" }).getAttribute("aria-selected")).toBe("true");
    expect(requests.map((request) => request.url)).toEqual([
      "/api/v2/notifications?limit=30",
      "/api/v2/conversations?limit=50",
    ]);
  });
});
