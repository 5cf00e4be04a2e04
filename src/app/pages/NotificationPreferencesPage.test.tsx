import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notificationKinds } from "../../../schemas/entities/notification-preferences.schema";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../tests/helpers/session";
import { NOTIFICATION_KIND_TEXTS, PREFERENCES_SAVED_TEXT } from "../../features/notifications";
import { MESSAGE_PREFERENCES_SAVED_TEXT, ONLY_KNOWN_TEXT } from "../../features/conversations";
import { NotificationPreferencesPage } from "./NotificationPreferencesPage";
import { apiAs, renderAt, setUpModerationPages } from "./moderation-pages-test-support";

const server = setUpModerationPages();

const renderPage = () => renderAt("/profile/preferences", <NotificationPreferencesPage />);
/** The notification kinds' form, apart from the private messages choice below it. */
const notificationsForm = () => within(screen.getByRole("table").closest("form") ?? document.body);
const box = (label: string, channel: "Popup" | "Email") =>
  screen.getByRole<HTMLInputElement>("checkbox", { name: `${label} ${channel}` });

async function storedPreferencesOf(name: string) {
  const { userID } = await server.app.db
    .selectFrom("users")
    .select("userID")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  const response = await apiAs(server, name, "GET", `/notification-preferences/${userID}`);
  return response.json() as Record<string, { popup: boolean; email: boolean }>;
}

describe("NotificationPreferencesPage (/profile/preferences)", () => {
  it("shows a checkbox per kind for popup and email, named by row and column, popup on and email off at first", async () => {
    await signInThrough(server, "member");
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Notification Preferences" })).toBeTruthy();
    await screen.findByRole("table");
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Notification",
      "Popup",
      "Email",
    ]);
    for (const kind of notificationKinds) {
      const { label } = NOTIFICATION_KIND_TEXTS[kind];
      expect(box(label, "Popup").checked).toBe(true);
      expect(box(label, "Email").checked).toBe(false);
    }
    expect(within(screen.getByRole("table")).getAllByRole("checkbox")).toHaveLength(
      notificationKinds.length * 2,
    );
    expect(screen.getByText(/Each notification email has a link that stops/)).toBeTruthy();
    expect(screen.queryByText(/not sent yet/)).toBeNull();
  });

  it("saves the choices made with the keyboard, says so, and shows them again on the next visit", async () => {
    await signInThrough(server, "member2");
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole("table");
    const replies = box(NOTIFICATION_KIND_TEXTS.DiscussionComment.label, "Popup");
    act(() => replies.focus());
    await user.keyboard(" ");
    expect(replies.checked).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(box(NOTIFICATION_KIND_TEXTS.DiscussionComment.label, "Email"));
    await user.keyboard(" ");
    // On to Save with Tab, past the remaining checkboxes.
    const save = screen.getByRole("button", { name: "Save" });
    for (let presses = 0; presses < 10 && document.activeElement !== save; presses++) await user.tab();
    expect(document.activeElement).toBe(save);
    await user.keyboard("{Enter}");

    await waitFor(() =>
      expect(notificationsForm().getByRole("status").textContent).toBe(PREFERENCES_SAVED_TEXT),
    );
    const stored = await storedPreferencesOf("member2");
    expect(stored.DiscussionComment).toEqual({ popup: false, email: true });
    expect(stored.Mention).toEqual({ popup: true, email: false });
    expect(server.calls).toContainEqual(expect.objectContaining({ method: "PATCH", status: 200 }));

    act(() => document.body.replaceChildren());
    renderPage();
    await screen.findByRole("table");
    expect(box(NOTIFICATION_KIND_TEXTS.DiscussionComment.label, "Popup").checked).toBe(false);
    expect(box(NOTIFICATION_KIND_TEXTS.DiscussionComment.label, "Email").checked).toBe(true);
  });

  it("chooses a weekly digest instead of one email per notification, and keeps it", async () => {
    await signInThrough(server, "grace");
    renderPage();
    const user = userEvent.setup();
    const each = await screen.findByRole<HTMLInputElement>("radio", {
      name: "One email for each notification",
    });
    expect(each.checked).toBe(true);
    expect(screen.getByRole("group", { name: "How often to email me" })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "A weekly digest" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(notificationsForm().getByRole("status").textContent).toBe(PREFERENCES_SAVED_TEXT),
    );
    expect((await storedPreferencesOf("grace")).emailFrequency).toBe("weekly");

    act(() => document.body.replaceChildren());
    renderPage();
    expect((await screen.findByRole<HTMLInputElement>("radio", { name: "A weekly digest" })).checked).toBe(
      true,
    );
  });

  it("shows the server's error when saving fails, and no success message", async () => {
    await signInThrough(server, "ada");
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole("table");
    // The session ends on the server before Save: the API refuses the guest's save.
    vi.stubGlobal("fetch", await server.fetchAs());
    await user.click(box(NOTIFICATION_KIND_TEXTS.Reaction.label, "Popup"));
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(notificationsForm().getByRole("alert").textContent).not.toBe(""));
    expect(notificationsForm().getByRole("alert").textContent).toMatch(/permission/i);
    expect(notificationsForm().getByRole("status").textContent).toBe("");
    expect((await storedPreferencesOf("ada")).Reaction).toEqual({ popup: true, email: false });
  });

  it("guests get Permission Problem with Sign In and no request", async () => {
    resetSession();
    await signInThrough(server);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toContain("/entry/signin");
    expect(server.calls).toEqual([]);
  });

  it("is a page the server knows: /profile/preferences answers a guest 403 (members only), not Not Found", async () => {
    const response = await server.app.inject({ url: "/profile/preferences" });
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("saves whom the member takes private messages from, and the server honours it", async () => {
    await signInThrough(server, "grace");
    renderPage();
    const user = userEvent.setup();
    const onlyKnown = await screen.findByRole<HTMLInputElement>("checkbox", { name: ONLY_KNOWN_TEXT });
    expect(onlyKnown.checked).toBe(false);
    await user.click(onlyKnown);
    await screen.findByText(MESSAGE_PREFERENCES_SAVED_TEXT);
    expect(onlyKnown.checked).toBe(true);
    const stored = await apiAs(server, "grace", "GET", "/users/me/message-preferences");
    expect(stored.json()).toEqual({ messagesFrom: "known" });
  });
});
