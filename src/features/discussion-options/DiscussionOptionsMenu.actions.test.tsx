import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { toastStore } from "../../ui/toasts/toast-store";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { publicDiscussionIDs } from "../../../tests/helpers/server";
import { resetSession } from "../../../tests/helpers/session";
import { OriginalPost } from "../posts";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { DiscussionOptionsMenu } from "./DiscussionOptionsMenu";
import { ESCALATIONS_FLAG } from "./discussion-actions";
import { REPORT_SENT_TEXT } from "./forms/ReportForm";
import { MODERATION_TEXTS } from "./moderation-texts";
import { BUMPED_TEXT, DISMISSAL_CANCELLED_TEXT, DISMISSED_TEXT } from "./use-discussion-toggles";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { discussionFrom } from "./options-test-session";
import { layoutQueryFor } from "../../../runtime/url/match-route";
import { useLayout } from "../../../runtime/layout/use-layout";

let server: InProcessApi;
/** Public discussions (outside the Staff Room), handed out one per test so none sees another's changes. */
let unused: number[] = [];

beforeAll(async () => {
  server = await startInProcessApi();
  unused = await publicDiscussionIDs(server.app);
}, 30_000);
afterAll(() => server.app.close());
afterEach(() => {
  act(() => toastStore.clear());
  vi.unstubAllGlobals();
  resetSession();
  window.history.replaceState(null, "", "/");
});

function nextDiscussionID(): number {
  const id = unused.shift();
  if (id === undefined) throw new Error("no public discussion left for this test");
  return id;
}

/** Every Breadcrumbs node's crumbs in a hydrated layout. */
function crumbsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(crumbsIn);
  if (!node || typeof node !== "object") return [];
  const record = node as { $reactComponent?: string; $reactProps?: { crumbs?: { name: string }[] } };
  if (record.$reactComponent === "Breadcrumbs") return (record.$reactProps?.crumbs ?? []).map((c) => c.name);
  return Object.values(node).flatMap(crumbsIn);
}

/** The breadcrumb trail of the discussion's page, as the page's layout hydrates it. */
function PageCrumbs({ discussionID }: { discussionID: number }) {
  const query = layoutQueryFor(`/discussion/${discussionID}`, "", { sectionID: 0, locale: "en" });
  const { data } = useLayout(query);
  return <p data-testid="crumbs">{data && "layout" in data ? crumbsIn(data.layout).join(" › ") : ""}</p>;
}

function renderPost(discussion: Discussion) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OriginalPost discussion={discussion} />
      <ToastArea />
    </SWRConfig>,
  );
}

async function choose(item: string) {
  await userEvent.click(await screen.findByRole("button", { name: "Discussion Options" }));
  // The menu follows the discussion as it is fetched again after an action: wait for the item.
  await userEvent.click(await screen.findByRole("menuitem", { name: item }));
}

const writes = () => server.calls.filter((call) => call.method !== "GET");

describe("DiscussionOptionsMenu against the API server (content spec §4, §7, §8)", () => {
  it("Close sends PATCH /discussions/{id} {closed: true}, then fetches the discussion again (§4)", async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(server, nextDiscussionID());
    renderPost(discussion);
    await choose("Close");
    // The refetched record is closed: the post shows its Closed badge and the menu offers reopening.
    expect(await screen.findByText("Closed", { selector: "span" })).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: "PATCH",
        path: `discussions/${discussion.discussionID}`,
        body: { closed: true },
      }),
    ]);
    const after = server.calls.slice(server.calls.findIndex((call) => call.method === "PATCH") + 1);
    expect(
      after.some(
        (call) => call.method === "GET" && call.path.startsWith(`discussions/${discussion.discussionID}?`),
      ),
    ).toBe(true);
    expect(await screen.findByText(MODERATION_TEXTS.closed)).toBeTruthy();
    // The menu now offers the way back, and reopening says so too.
    await choose("Reopen");
    expect(await screen.findByText(MODERATION_TEXTS.reopened)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Discussion Options" }));
    expect(await screen.findByRole("menuitem", { name: "Close" })).toBeTruthy();
    expect(writes().map((call) => call.body)).toEqual([{ closed: true }, { closed: false }]);
  });

  it("Sink confirms in a toast, the post is marked Sunk, and the menu offers Unsink (§4)", async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(server, nextDiscussionID());
    renderPost(discussion);
    await choose("Sink");
    expect(await screen.findByText(MODERATION_TEXTS.sunk)).toBeTruthy();
    expect(await screen.findByText("Sunk", { selector: "span" })).toBeTruthy();
    await choose("Unsink");
    expect(await screen.findByText(MODERATION_TEXTS.unsunk)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Sunk", { selector: "span" })).toBeNull());
    expect(writes().map((call) => call.body)).toEqual([{ sink: true }, { sink: false }]);
  });

  it('Delete asks "Are you sure you want to delete this discussion?" under "Delete Discussion", then goes to the category (§4, §8)', async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(server, nextDiscussionID());
    renderPost(discussion);
    await choose("Delete");
    const dialog = await screen.findByRole("dialog", { name: "Delete Discussion" });
    expect(within(dialog).getByText("Are you sure you want to delete this discussion?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(window.location.pathname).toBe(discussion.category?.url));
    expect(writes()).toEqual([
      expect.objectContaining({
        method: "DELETE",
        path: `discussions/${discussion.discussionID}`,
        status: 204,
      }),
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
    // The lists are fetched again; the deleted discussion itself is not asked for.
    expect(server.calls.filter((call) => call.status === 404)).toEqual([]);
  });

  it("Cancel in the delete confirmation deletes nothing and gives focus back to the menu button (shell spec §4)", async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(server, nextDiscussionID());
    renderPost(discussion);
    await choose("Delete");
    const dialog = await screen.findByRole("dialog", { name: "Delete Discussion" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Discussion Options" }));
    expect(writes()).toEqual([]);
  });

  it("Announce sends the chosen pin location and the discussion comes back announced (§3 pinLocation)", async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(server, nextDiscussionID());
    renderPost(discussion);
    await choose("Announce");
    const dialog = await screen.findByRole("dialog", { name: "Announce" });
    const none = within(dialog).getByRole<HTMLInputElement>("radio", { name: "Don't announce." });
    expect(none.checked).toBe(true);
    await userEvent.click(within(dialog).getByRole("radio", { name: /and recent discussions/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toEqual([
      expect.objectContaining({
        method: "PATCH",
        body: { pinned: true, pinLocation: "recent" },
        status: 200,
      }),
    ]);
    expect(await screen.findByText(MODERATION_TEXTS.announced)).toBeTruthy();
    const stored = await discussionFrom(server, discussion.discussionID);
    expect(stored).toMatchObject({ pinned: true, pinLocation: "recent" });
    // Announced now: the menu offers to stop, in one click.
    await choose("Unannounce");
    expect(await screen.findByText(MODERATION_TEXTS.unannounced)).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({ method: "PATCH", body: { pinned: false }, status: 200 }),
    ]);
  });

  it("Dismiss and cancelling it show the spec's success toasts (§8)", async () => {
    await signInThrough(server, "member");
    const id = nextDiscussionID();
    await server.app.db
      .updateTable("discussions")
      .set({ pinned: 1, pinLocation: "category" })
      .where("discussionID", "=", id)
      .execute();
    renderPost(await discussionFrom(server, id));
    await choose("Dismiss");
    expect(await screen.findByText(DISMISSED_TEXT)).toBeTruthy();
    await choose("Dismissed");
    expect(await screen.findByText(DISMISSAL_CANCELLED_TEXT)).toBeTruthy();
    expect(writes().map((call) => call.body)).toEqual([{ dismissed: true }, { dismissed: false }]);
  });

  it("a failed dismiss shows the error's message in a persistent, dismissible toast (§8)", async () => {
    await signInThrough(server, "member");
    // The page still shows an announcement the server no longer has: the server refuses the dismissal.
    const discussion = { ...(await discussionFrom(server, nextDiscussionID())), pinned: true };
    renderPost(discussion);
    await choose("Dismiss");
    const text = await screen.findByText("Only announcements can be dismissed.");
    const toast = text.parentElement as HTMLElement;
    expect(within(toast).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(toastStore.store.getState().toasts[0]).toMatchObject({ persistent: true, dismissible: true });
  });

  it('Bump shows "Success! This post has been bumped." (§8)', async () => {
    await signInThrough(server, "admin");
    renderPost(await discussionFrom(server, nextDiscussionID()));
    await choose("Bump");
    expect(await screen.findByText(BUMPED_TEXT)).toBeTruthy();
    expect(writes()).toEqual([expect.objectContaining({ method: "PATCH", status: 200 })]);
    expect(writes()[0]?.path).toMatch(/^discussions\/\d+\/bump$/);
  });

  it("a failed bump shows the error's description rather than its message (§8)", async () => {
    await signInThrough(server, "admin");
    const discussion = await discussionFrom(server, nextDiscussionID());
    const refusal = {
      message: "Permission Problem",
      description: "You may not bump this discussion.",
      status: 403,
    };
    // The menu reads the attachment integrations first (none here), then the bump is refused.
    const replies = fakeFetch(jsonResponse({}), jsonResponse(refusal, { status: 403 }));
    vi.stubGlobal("fetch", replies.fetch);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <DiscussionOptionsMenu discussion={discussion} />
        <ToastArea />
      </SWRConfig>,
    );
    await choose("Bump");
    expect(await screen.findByText("You may not bump this discussion.")).toBeTruthy();
    expect(screen.queryByText("Permission Problem")).toBeNull();
    expect(toastStore.store.getState().toasts[0]).toMatchObject({ persistent: true, dismissible: true });
  });

  it("Add to Collection clears the record's collections with an empty list, then sets the chosen ones (§7)", async () => {
    await signInThrough(server, "admin");
    const discussion = await discussionFrom(server, nextDiscussionID());
    renderPost(discussion);
    await choose("Add to Collection");
    const dialog = await screen.findByRole("dialog", { name: "Add to Collection" });
    const first = (await within(dialog).findAllByRole<HTMLInputElement>("checkbox"))[0] as HTMLInputElement;
    await userEvent.click(first);
    await userEvent.type(within(dialog).getByLabelText("New collection"), "Moderators' picks");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const record = { recordID: discussion.discussionID, recordType: "discussion" };
    const [created, cleared, set] = writes();
    expect(created).toMatchObject({ method: "POST", path: "collections", status: 201 });
    expect(created?.body).toEqual({ name: "Moderators' picks", records: [record] });
    expect(cleared).toMatchObject({
      method: "PUT",
      path: "collections/by-resource",
      body: { record, collectionIDs: [] },
    });
    expect(set).toMatchObject({ method: "PUT", path: "collections/by-resource", status: 200 });
    expect((set?.body as { collectionIDs: number[] }).collectionIDs).toHaveLength(2);
  });

  it("Move Post picks a category and sends its categoryID; the discussion comes back in it (§6 discussions.edit)", async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(server, nextDiscussionID());
    const target = discussion.category?.name === "General" ? "Introductions" : "General";
    renderPost(discussion);
    await choose("Move Post");
    const dialog = await screen.findByRole("dialog", { name: "Move Post" });
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Category" }), target.slice(0, 5));
    await userEvent.click(await within(dialog).findByRole("option", { name: target }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(`Success. The discussion has been moved to ${target}.`)).toBeTruthy();
    const patch = writes()[0];
    expect(patch).toMatchObject({ method: "PATCH", status: 200 });
    expect(await discussionFrom(server, discussion.discussionID)).toMatchObject({
      categoryID: (patch?.body as { categoryID: number }).categoryID,
      category: { name: target },
    });
  });

  it("after Move the page's breadcrumb follows the discussion into its new category, without a reload", async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(server, nextDiscussionID());
    const target = discussion.category?.name === "General" ? "Introductions" : "General";
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <PageCrumbs discussionID={discussion.discussionID} />
        <OriginalPost discussion={discussion} />
        <ToastArea />
      </SWRConfig>,
    );
    const crumbs = await screen.findByTestId("crumbs");
    await waitFor(() => expect(crumbs.textContent).toContain(discussion.category?.name ?? "?"));
    expect(crumbs.textContent).not.toContain(target);
    await choose("Move Post");
    const dialog = await screen.findByRole("dialog", { name: "Move Post" });
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Category" }), target.slice(0, 5));
    await userEvent.click(await within(dialog).findByRole("option", { name: target }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(crumbs.textContent).toContain(target));
  });

  it("Change Author looks the user up by name and sends insertUserID (§6 site.manage, §7 GET /users/by-names/)", async () => {
    await signInThrough(server, "admin");
    const discussion = await discussionFrom(server, nextDiscussionID());
    renderPost(discussion);
    await choose("Change Author");
    const dialog = await screen.findByRole("dialog", { name: "Change Author" });
    const field = within(dialog).getByRole("combobox", { name: "Author" });
    await userEvent.clear(field);
    await userEvent.type(field, "barb");
    await userEvent.click(await within(dialog).findByRole("option", { name: "barbara" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const lookup = server.calls.find((call) => call.path.startsWith("users/by-names"));
    expect(lookup?.path).toContain("name=barb*");
    expect(lookup?.path).toContain("order=mention");
    const stored = await discussionFrom(server, discussion.discussionID);
    expect(stored.insertUser?.name).toBe("barbara");
  });

  it("Report sends the reason to POST /discussions/{id}/reports and thanks the member (§6 flag.add, escalations)", async () => {
    const admin = await server.fetchAs("admin");
    await admin("/api/v2/config", {
      method: "PATCH",
      headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
      body: JSON.stringify({ [ESCALATIONS_FLAG]: true }),
    });
    await signInThrough(server, "member", { [ESCALATIONS_FLAG]: true });
    const discussion = await discussionFrom(server, nextDiscussionID());
    renderPost(discussion);
    await choose("Report");
    const dialog = await screen.findByRole("dialog", { name: "Report" });
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Spam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Report" }));
    expect(await screen.findByText(REPORT_SENT_TEXT)).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `discussions/${discussion.discussionID}/reports`,
        body: { reason: "Spam" },
        status: 201,
      }),
    ]);
  });
});
