import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { withDrafts } from "../../../server/services/drafts/drafts-table";
import { categoryIDOf } from "../../../tests/helpers/server";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { resetSession } from "../../../tests/helpers/session";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { toastStore } from "../../ui/toasts/toast-store";
import { DRAFTS_EMPTY_TEXTS, DraftsPage } from "./DraftsPage";
import { apiAs, renderAt, setUpModerationPages } from "./moderation-pages-test-support";

const server = setUpModerationPages();
const { nextDiscussionID } = server;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

interface SavedDraft {
  draftID: number;
}

async function saveDraft(as: string, payload: object): Promise<number> {
  const response = await apiAs(server, as, "POST", "/drafts", payload);
  expect(response.status, JSON.stringify(response.json())).toBe(201);
  return (response.json() as SavedDraft).draftID;
}

const discussionDraft = async (as: string, name: string, body = `The body of ${name}.`) =>
  saveDraft(as, {
    recordType: "discussion",
    parentRecordType: "category",
    parentRecordID: await categoryIDOf(server.app, "general"),
    attributes: { name, body, format: "text", draftMeta: { name } },
  });

const commentDraft = (as: string, discussionID: number, body: string) =>
  saveDraft(as, {
    recordType: "comment",
    parentRecordType: "discussion",
    parentRecordID: discussionID,
    attributes: { body, format: "text", draftMeta: {} },
  });

function renderPage(path = "/drafts") {
  return renderAt(
    path,
    <>
      <DraftsPage />
      <ToastArea />
    </>,
  );
}

const itemOf = async (title: string) =>
  (await screen.findByRole("heading", { level: 2, name: title })).closest("li") as HTMLElement;

describe("DraftsPage (/drafts, content spec §4, §7)", () => {
  it("lists the member's own drafts: title, excerpt, last saved, and Edit links of content spec §2", async () => {
    const discussionID = nextDiscussionID();
    const { name } = await server.app.db
      .selectFrom("discussions")
      .select("name")
      .where("discussionID", "=", discussionID)
      .executeTakeFirstOrThrow();
    const own = await discussionDraft("member", "Spring plans", "We could meet in the park.");
    await commentDraft("member", discussionID, "A thought on this thread.");
    await discussionDraft("member2", "Someone else's draft");
    await signInThrough(server, "member");
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Drafts" })).toBeTruthy();
    const discussion = await itemOf("Spring plans");
    expect(within(discussion).getByText("We could meet in the park.")).toBeTruthy();
    expect(
      within(discussion)
        .getByText(/Last saved/)
        .querySelector("time"),
    ).not.toBeNull();
    expect(within(discussion).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      `/post/editdiscussion/0/${own}`,
    );
    const comment = await itemOf(`Comment on “${name}”`);
    expect(within(comment).getByText("A thought on this thread.")).toBeTruthy();
    expect(within(comment).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      `/discussion/${discussionID}?hasDraft=true#create-comment`,
    );
    expect(screen.queryByText("Someone else's draft")).toBeNull();
  });

  it("schedules in the member's time zone, sends the instant in UTC and shows the draft scheduled", async () => {
    vi.stubEnv("TZ", "Asia/Tokyo");
    await discussionDraft("member", "Tokyo launch");
    await signInThrough(server, "member");
    renderPage();
    const item = await itemOf("Tokyo launch");
    fireEvent.click(within(item).getByRole("button", { name: "Schedule" }));

    const dialog = await screen.findByRole("dialog", { name: "Schedule Draft" });
    expect(within(dialog).getByText(/Asia\/Tokyo \(GMT\+09:00\)/)).toBeTruthy();
    // Focus moves into the dialog (shell spec §4).
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2031-01-15" } });
    fireEvent.change(within(dialog).getByLabelText("Time"), { target: { value: "09:30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const patch = server.calls.find((call) => call.method === "PATCH");
    expect(patch?.path).toMatch(/^drafts\/schedule\/\d+$/);
    expect(patch?.body).toEqual({ dateScheduled: "2031-01-15T00:30:00.000Z" });
    // Content spec §7: the list is fetched again after the call.
    const afterPatch = server.calls.slice(server.calls.indexOf(patch!) + 1);
    expect(afterPatch.some((call) => call.method === "GET" && call.path.startsWith("drafts?"))).toBe(true);
    const scheduled = await itemOf("Tokyo launch");
    await waitFor(() => expect(within(scheduled).getByText("Scheduled")).toBeTruthy());
    expect(
      within(scheduled)
        .getByText(/Publishes/)
        .querySelector("time")
        ?.getAttribute("dateTime"),
    ).toBe("2031-01-15T00:30:00.000Z");
  });

  it("refuses a time that is not in the future, and asks the server nothing", async () => {
    await discussionDraft("member", "Too late");
    await signInThrough(server, "member");
    renderPage();
    fireEvent.click(within(await itemOf("Too late")).getByRole("button", { name: "Schedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule Draft" });
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2020-01-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Choose a time in the future.");
    expect(server.calls.some((call) => call.method === "PATCH")).toBe(false);
    // Escape closes the dialog (shell spec §4).
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cancels a schedule, and the scheduled filter no longer lists the draft", async () => {
    const draftID = await discussionDraft("member", "Maybe later");
    const scheduled = await apiAs(server, "member", "PATCH", `/drafts/schedule/${draftID}`, {
      dateScheduled: "2031-06-01T10:00:00.000Z",
    });
    expect(scheduled.status).toBe(200);
    await signInThrough(server, "member");
    renderPage("/drafts?status=scheduled");
    expect(screen.getByRole("link", { name: "Scheduled" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(await itemOf("Maybe later")).getByRole("button", { name: "Cancel Schedule" }));
    await waitFor(() => expect(screen.queryByRole("heading", { level: 2, name: "Maybe later" })).toBeNull());
    expect(server.calls.find((call) => call.method === "PATCH")?.path).toBe(
      `drafts/cancel-schedule/${draftID}`,
    );
    // The button left with its draft: focus goes to the page heading, not the body.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Drafts" })),
    );
  });

  it("deletes only after confirmation, and the list refreshes", async () => {
    await discussionDraft("member", "Throwaway");
    await signInThrough(server, "member");
    renderPage();
    const item = await itemOf("Throwaway");
    const deleteButton = within(item).getByRole("button", { name: "Delete" });
    // As a click or a key press would, the button has focus when it opens the dialog.
    deleteButton.focus();
    fireEvent.click(deleteButton);
    let dialog = await screen.findByRole("dialog", { name: "Delete Draft" });
    expect(within(dialog).getByText("Are you sure you want to delete this draft?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.calls.some((call) => call.method === "DELETE")).toBe(false);
    // Focus goes back to the button that opened the dialog (shell spec §4).
    expect(document.activeElement).toBe(deleteButton);

    fireEvent.click(deleteButton);
    dialog = await screen.findByRole("dialog", { name: "Delete Draft" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("heading", { level: 2, name: "Throwaway" })).toBeNull());
    expect(server.calls.find((call) => call.method === "DELETE")?.status).toBe(204);
  });

  it("logs a failed delete with its content spec §8 text and shows the server's message", async () => {
    const draftID = await discussionDraft("member", "Gone elsewhere");
    await signInThrough(server, "member");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage();
    const item = await itemOf("Gone elsewhere");
    // Another tab deletes it first.
    expect((await apiAs(server, "member", "DELETE", `/drafts/${draftID}`)).status).toBe(204);
    fireEvent.click(within(item).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Draft" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const failed = await waitFor(() => {
      const call = server.calls.find((entry) => entry.method === "DELETE");
      expect(call).toBeDefined();
      return call!;
    });
    expect(failed.status).toBe(404);
    await waitFor(() => expect(log).toHaveBeenCalledWith("Error deleting draft", expect.anything()));
    const message = (log.mock.calls[0]![1] as Error).message;
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("a refused schedule is logged, its message shown, and the dialog stays open with the time", async () => {
    // No category: the server cannot publish it, so it refuses the schedule.
    await saveDraft("member", {
      recordType: "discussion",
      attributes: {
        name: "Nowhere to go",
        body: "Text.",
        format: "text",
        draftMeta: { name: "Nowhere to go" },
      },
    });
    await signInThrough(server, "member");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage();
    fireEvent.click(within(await itemOf("Nowhere to go")).getByRole("button", { name: "Schedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule Draft" });
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2031-02-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(log).toHaveBeenCalledWith("Error scheduling draft", expect.anything()));
    const message = (log.mock.calls[0]![1] as Error).message;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Schedule Draft" })).toBe(dialog);
    expect((within(dialog).getByLabelText("Date") as HTMLInputElement).value).toBe("2031-02-01");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  });

  it("shows why a draft failed to publish under Errors", async () => {
    const draftID = await discussionDraft("member", "Broken post");
    await markFailed(draftID, "The category no longer exists.");
    await signInThrough(server, "member");
    renderPage("/drafts?status=error");
    const item = await itemOf("Broken post");
    expect(within(item).getByText("Error")).toBeTruthy();
    expect(within(item).getByText(/The category no longer exists\./)).toBeTruthy();
  });

  it("pages past the first 30 drafts", async () => {
    for (let index = 1; index <= 31; index += 1) await discussionDraft("moderator", `Note ${index}`);
    await signInThrough(server, "moderator");
    const location = renderPage();
    await screen.findAllByRole("heading", { level: 2 });
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(30);
    const next = screen.getByRole("link", { name: /next/i });
    expect(next.getAttribute("href")).toBe("/drafts?page=2");
    fireEvent.click(next);
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1));
    expect(location.history).toContain("/drafts?page=2");
  });

  it("says when a filter has nothing", async () => {
    await signInThrough(server, "admin");
    renderPage("/drafts?status=error");
    expect(await screen.findByText(DRAFTS_EMPTY_TEXTS.error)).toBeTruthy();
  });

  it("is a page the server knows: /drafts answers a guest 403 (members only), not Not Found", async () => {
    const page = await server.app.inject({ url: "/drafts?status=scheduled" });
    expect(page.statusCode).toBe(403);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("guests get Permission Problem with Sign In and no request", async () => {
    resetSession();
    await signInThrough(server);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toContain("/entry/signin");
    expect(server.calls).toEqual([]);
  });
});

/** Test helper: puts a draft into the error state a failed publication leaves. */
async function markFailed(draftID: number, reason: string): Promise<void> {
  await withDrafts(server.app.db)
    .updateTable("drafts")
    .set({ draftStatus: "error", failedReason: reason })
    .where("draftID", "=", draftID)
    .execute();
}

describe("drafts kept only on this device (content spec §4: a local copy from the first keystroke)", () => {
  afterEach(() => window.localStorage.clear());

  /** Puts an entry in this browser's drafts as the autosave writes it. */
  function keepLocally(key: string, entry: object) {
    window.localStorage.setItem(`plaza:draft:${key}`, JSON.stringify(entry));
  }
  const newDiscussion = (name: string, body: string) => ({
    recordType: "discussion",
    parentRecordType: "category",
    parentRecordID: -1,
    attributes: { name, body, format: "text", draftMeta: { name } },
  });

  it("lists them first, marked, with Edit back to their page; a draft the server has is not listed twice", async () => {
    const discussionID = nextDiscussionID();
    const { name } = await server.app.db
      .selectFrom("discussions")
      .select("name")
      .where("discussionID", "=", discussionID)
      .executeTakeFirstOrThrow();
    const savedID = await discussionDraft("ada", "Saved to the server");
    const now = Date.now();
    keepLocally("path:/post/discussion/-1", {
      path: "/post/discussion/-1",
      draftID: null,
      draft: newDiscussion("Typed on the train", "Caches all the way down."),
      dateUpdated: now,
      dateServerSaved: null,
      serverDateUpdated: null,
    });
    keepLocally(`path:/discussion/${discussionID}`, {
      path: `/discussion/${discussionID}`,
      draftID: null,
      draft: {
        recordType: "comment",
        parentRecordType: "discussion",
        parentRecordID: discussionID,
        attributes: { body: "A reply left behind.", format: "text", draftMeta: {} },
      },
      dateUpdated: now - 1000,
      dateServerSaved: null,
      serverDateUpdated: null,
    });
    keepLocally(`id:${savedID}`, {
      path: "/post/discussion/-1",
      draftID: savedID,
      draft: newDiscussion("Saved to the server", "The body of Saved to the server."),
      dateUpdated: now,
      dateServerSaved: now,
      serverDateUpdated: null,
    });
    await signInThrough(server, "ada");
    renderPage();

    const discussion = await itemOf("Typed on the train");
    expect(within(discussion).getByText("Saved on this device")).toBeTruthy();
    expect(within(discussion).getByText("Caches all the way down.")).toBeTruthy();
    expect(within(discussion).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/post/discussion/-1",
    );
    const comment = await itemOf(`Comment on “${name}”`);
    expect(within(comment).getByText("Saved on this device")).toBeTruthy();
    expect(within(comment).getByText("A reply left behind.")).toBeTruthy();
    expect(within(comment).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      `/discussion/${discussionID}?hasDraft=true#create-comment`,
    );
    const saved = await itemOf("Saved to the server");
    expect(within(saved).queryByText("Saved on this device")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2, name: "Saved to the server" })).toHaveLength(1);
    // The device's drafts come first.
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Typed on the train", `Comment on “${name}”`, "Saved to the server"]);
  });

  it("can be deleted from the list after a confirmation, gone from this browser too", async () => {
    keepLocally("path:/post/discussion/-1", {
      path: "/post/discussion/-1",
      draftID: null,
      draft: newDiscussion("Second thoughts", "Better left unsaid."),
      dateUpdated: Date.now(),
      dateServerSaved: null,
      serverDateUpdated: null,
    });
    await signInThrough(server, "ada");
    renderPage();
    const item = await itemOf("Second thoughts");
    fireEvent.click(within(item).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Draft" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { level: 2, name: "Second thoughts" })).toBeNull(),
    );
    expect(window.localStorage.getItem("plaza:draft:path:/post/discussion/-1")).toBeNull();
  });

  it("are not listed under Scheduled", async () => {
    keepLocally("path:/post/discussion/-1", {
      path: "/post/discussion/-1",
      draftID: null,
      draft: newDiscussion("Only here", "Words."),
      dateUpdated: Date.now(),
      dateServerSaved: null,
      serverDateUpdated: null,
    });
    await signInThrough(server, "linus");
    renderPage("/drafts?status=scheduled");
    expect(await screen.findByText(DRAFTS_EMPTY_TEXTS.scheduled)).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: "Only here" })).toBeNull();
  });
});
