import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Notification } from "../../../schemas/entities/notification.schema";
import { sessionStore } from "../../../runtime/data/session-store";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { toastStore } from "../../ui/toasts/toast-store";
import { fakeFetch, jsonResponse, type FakeReply } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { NotificationsMenu } from "./NotificationsMenu";

function buildNotification(notificationID: number, read: boolean, body = `Notification ${notificationID}`) {
  return {
    notificationID,
    body,
    photoUrl: "",
    url: `/discussion/${notificationID}`,
    read,
    reason: "comment",
    recordType: "comment",
    recordID: notificationID,
    activityUserID: 3,
    dateInserted: new Date().toISOString(),
    dateUpdated: new Date().toISOString(),
  } satisfies Notification;
}
const stored = [
  buildNotification(3, false, "Tom &#38; Jerry replied to &#60;Game night&#62;"),
  buildNotification(2, false),
  buildNotification(1, true),
];

function setup(...replies: FakeReply[]) {
  const network = fakeFetch(...replies);
  vi.stubGlobal("fetch", network.fetch);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NotificationsMenu />
      <ToastArea />
    </SWRConfig>,
  );
  return { ...network, user: userEvent.setup() };
}

const toggle = () => screen.getByRole("button", { name: /^Notifications/ });

// Links lead to other pages; jsdom cannot navigate, so clicks on them stop at the document.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  setSession({ user: { countUnreadNotifications: 2 } });
  document.addEventListener("click", stopNavigation);
});
afterEach(() => {
  document.removeEventListener("click", stopNavigation);
  vi.unstubAllGlobals();
  toastStore.clear();
  resetSession();
});

describe("NotificationsMenu", () => {
  it("renders nothing for guests", () => {
    resetSession();
    setup();
    expect(screen.queryByRole("button", { name: /^Notifications/ })).toBeNull();
  });

  it("shows the unread count on its toggle, capped at 99+ (shell spec §5)", () => {
    setSession({ user: { countUnreadNotifications: 150 } });
    setup();
    expect(within(toggle()).getByText("99+")).toBeTruthy();
  });

  it("shows no badge without unread notifications", () => {
    setSession({ user: { countUnreadNotifications: 0 } });
    setup();
    expect(toggle().textContent).toBe("");
  });

  it("lists the newest notifications as links, as text, with unread marks and View All", async () => {
    const { user, requests } = setup(jsonResponse(stored));
    await user.click(toggle());
    const entry = await screen.findByRole("menuitem", { name: /Tom & Jerry replied to <Game night>/ });
    expect(entry.getAttribute("href")).toBe("/discussion/3");
    expect(requests[0]?.url).toBe("/api/v2/notifications?limit=30");
    expect(screen.getAllByText("Unread")).toHaveLength(2);
    expect(screen.getByRole("menuitem", { name: "View All" }).getAttribute("href")).toBe(
      "/profile/notifications",
    );
  });

  it("says so when there are none yet", async () => {
    const { user } = setup(jsonResponse([]));
    await user.click(toggle());
    expect(await screen.findByText("You don't have any notifications yet.")).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Mark All Read" })).toBeNull();
  });

  it("Mark All Read marks every entry read and takes the badge away at once (content spec §4)", async () => {
    const allRead = stored.map((notification) => ({ ...notification, read: true }));
    const { user, requests } = setup(
      jsonResponse(stored),
      new Response(null, { status: 204 }),
      jsonResponse(allRead),
    );
    await user.click(toggle());
    await screen.findAllByText("Unread");
    expect(within(toggle()).getByText("2")).toBeTruthy();

    await user.click(screen.getByRole("menuitem", { name: "Mark All Read" }));
    await waitFor(() => expect(screen.queryAllByText("Unread")).toHaveLength(0));
    expect(toggle().textContent).toBe("");
    expect(sessionStore.getState().user.countUnreadNotifications).toBe(0);
    expect(requests[1]).toMatchObject({ method: "PATCH", url: "/api/v2/notifications" });
    // The flyout stays open so the member sees the result.
    expect(screen.getByRole("menu")).toBeTruthy();
  });

  it("rolls back and shows the server's error in a toast when Mark All Read fails", async () => {
    const { user } = setup(
      jsonResponse(stored),
      jsonResponse({ message: "The server is busy.", status: 503 }, { status: 503 }),
      jsonResponse(stored),
    );
    await user.click(toggle());
    await screen.findAllByText("Unread");
    await user.click(screen.getByRole("menuitem", { name: "Mark All Read" }));

    expect(await screen.findByText("The server is busy.")).toBeTruthy();
    expect(screen.getAllByText("Unread")).toHaveLength(2);
    expect(within(toggle()).getByText("2")).toBeTruthy();
    expect(sessionStore.getState().user.countUnreadNotifications).toBe(2);
  });

  it("marks a notification read when it is chosen", async () => {
    const { user, requests } = setup(jsonResponse(stored), jsonResponse({ ...stored[1], read: true }));
    await user.click(toggle());
    await user.click(await screen.findByRole("menuitem", { name: /Notification 2/ }));
    await waitFor(() =>
      expect(requests[1]).toMatchObject({ method: "PATCH", url: "/api/v2/notifications/2" }),
    );
    expect(sessionStore.getState().user.countUnreadNotifications).toBe(1);
    // Choosing an item closes the flyout (shell spec §4).
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
