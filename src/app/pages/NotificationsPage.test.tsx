import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { sessionStore } from "../../../runtime/data/session-store";
import { createNotification } from "../../../server/services/notifications/notifications";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../tests/helpers/session";
import { NotificationsList } from "../../features/notifications";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { toastStore } from "../../ui/toasts/toast-store";
import { NOTIFICATIONS_EMPTY_TEXT, NotificationsPage } from "./NotificationsPage";
import { renderAt, setUpModerationPages } from "./moderation-pages-test-support";

const server = setUpModerationPages();

// Links lead to other pages; jsdom cannot navigate, so clicks on them stop at the document.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener("click", stopNavigation));
afterEach(() => {
  document.removeEventListener("click", stopNavigation);
  act(() => toastStore.clear());
});

const userIDOf = async (name: string) =>
  (
    await server.app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", name)
      .executeTakeFirstOrThrow()
  ).userID;

/** Gives `name` exactly `count` notifications from member2 ("Notice 1" oldest), the first `read` of them read. */
async function giveNotifications(name: string, count: number, read = 0): Promise<void> {
  const userID = await userIDOf(name);
  const actor = await userIDOf("member2");
  await server.app.db.deleteFrom("notifications").where("userID", "=", userID).execute();
  for (let n = 1; n <= count; n++) {
    const row = await createNotification(server.app.db, {
      userID,
      activityUserID: actor,
      reason: "comment",
      body: `Notice ${n}`,
      url: `/discussion/comment/${1000 + n}#Comment_${1000 + n}`,
      recordType: "comment",
      recordID: 1000 + n,
    });
    if (row && n <= read)
      await server.app.db
        .updateTable("notifications")
        .set({ read: 1 })
        .where("notificationID", "=", row.notificationID)
        .execute();
  }
}

const unreadStored = async (name: string) =>
  (
    await server.app.db
      .selectFrom("notifications")
      .select("notificationID")
      .where("userID", "=", await userIDOf(name))
      .where("read", "=", 0)
      .execute()
  ).length;

function renderPage(path = "/profile/notifications", withMenuList = false) {
  return renderAt(
    path,
    <>
      <NotificationsPage />
      {withMenuList && (
        <aside aria-label="Menu">
          <NotificationsList limit={5} />
        </aside>
      )}
      <ToastArea />
    </>,
  );
}

const page = () => screen.getByRole("region", { name: "Notifications" });
const entries = () => within(page()).getAllByRole("listitem");

describe("NotificationsPage (/profile/notifications, content spec §4, §7)", () => {
  it("lists the member's notifications newest first, each a link to its record, unread ones labelled in words", async () => {
    await giveNotifications("ada", 3, 1);
    await signInThrough(server, "ada");
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeTruthy();
    await waitFor(() => expect(entries()).toHaveLength(3));
    const links = entries().map((item) => within(item).getByRole("link"));
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining("Notice 3"),
      expect.stringContaining("Notice 2"),
      expect.stringContaining("Notice 1"),
    ]);
    expect(links[0]?.getAttribute("href")).toBe("/discussion/comment/1003#Comment_1003");
    // Unread is said in text (and bold), not by colour alone; the read one says nothing.
    expect(within(links[0] as HTMLElement).getByText("Unread")).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText("Unread")).toBeTruthy();
    expect(within(links[2] as HTMLElement).queryByText("Unread")).toBeNull();
    expect(server.calls[0]?.path).toBe("notifications?limit=30&page=1");
  });

  it("opening an unread notification marks it read and lowers the unread count", async () => {
    await giveNotifications("ada", 2);
    await signInThrough(server, "ada");
    expect(sessionStore.getState().user.countUnreadNotifications).toBe(2);
    renderPage();
    await waitFor(() => expect(entries()).toHaveLength(2));

    fireEvent.click(within(entries()[0] as HTMLElement).getByRole("link"));
    await waitFor(() => expect(within(entries()[0] as HTMLElement).queryByText("Unread")).toBeNull());
    expect(within(entries()[1] as HTMLElement).getByText("Unread")).toBeTruthy();
    expect(sessionStore.getState().user.countUnreadNotifications).toBe(1);
    await waitFor(async () => expect(await unreadStored("ada")).toBe(1));
    // A call is recorded once its answer is read, a moment after the database has the change.
    await waitFor(() =>
      expect(
        server.calls.some((call) => call.method === "PATCH" && /^notifications\/\d+$/.test(call.path)),
      ).toBe(true),
    );
  });

  it("Mark All Read marks every entry read, on the page and in the menu's list, and the count 0 (content spec §4)", async () => {
    await giveNotifications("ada", 4, 1);
    await signInThrough(server, "ada");
    renderPage("/profile/notifications", true);
    const menu = screen.getByRole("complementary", { name: "Menu" });
    await waitFor(() => expect(entries()).toHaveLength(4));
    await waitFor(() => expect(within(menu).getAllByText("Unread")).toHaveLength(3));

    fireEvent.click(within(page()).getByRole("button", { name: "Mark All Read" }));
    await waitFor(() => expect(within(page()).queryAllByText("Unread")).toHaveLength(0));
    await waitFor(() => expect(within(menu).queryAllByText("Unread")).toHaveLength(0));
    expect(sessionStore.getState().user.countUnreadNotifications).toBe(0);
    // The page and the menu change at once (optimistic); the database and the call's record follow.
    await waitFor(async () => expect(await unreadStored("ada")).toBe(0));
    await waitFor(() =>
      expect(server.calls).toContainEqual(
        expect.objectContaining({
          method: "PATCH",
          path: "notifications",
          body: { read: true },
          status: 204,
        }),
      ),
    );
  });

  it("pages with the API's paging headers: Next leads to the older notifications", async () => {
    await giveNotifications("grace", 35);
    await signInThrough(server, "grace");
    renderPage();
    await waitFor(() => expect(entries()).toHaveLength(30));
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/profile/notifications?page=2",
    );
    act(() => document.body.replaceChildren());

    renderPage("/profile/notifications?page=2");
    await waitFor(() => expect(entries()).toHaveLength(5));
    expect(entries()[4]?.textContent).toContain("Notice 1");
    expect(
      within(screen.getByRole("navigation", { name: "Pagination" }))
        .getByRole("link", { name: "Previous" })
        .getAttribute("href"),
    ).toBe("/profile/notifications");
  });

  it("says so when the member has no notifications, without Mark All Read", async () => {
    await giveNotifications("grace", 0);
    await signInThrough(server, "grace");
    renderPage();
    expect(await screen.findByText(NOTIFICATIONS_EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark All Read" })).toBeNull();
  });

  it("guests get Permission Problem with Sign In and no request", async () => {
    resetSession();
    await signInThrough(server);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toContain("/entry/signin");
    expect(server.calls).toEqual([]);
  });

  it("is a page the server knows: /profile/notifications answers a guest 403 (members only), not Not Found", async () => {
    const response = await server.app.inject({ url: "/profile/notifications?page=2" });
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});
