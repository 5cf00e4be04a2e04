import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { PermissionsRecord } from "../../../schemas/entities/permissions.schema";
import { GUEST_USER, sessionStore } from "../../../runtime/data/session-store";
import { fakeFetch } from "../../../tests/helpers/fake-fetch";
import { resetSession } from "../../../tests/helpers/session";
import { sampleDiscussion } from "../posts";
import { DiscussionOptionsMenu } from "./DiscussionOptionsMenu";
import { CREATE_POST_FLAG, ESCALATIONS_FLAG, TAGGING_FLAG, TRIAGE_FLAG } from "./discussion-actions";

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

/** Every flag the items depend on is on, with no edit time limit. */
const allFlagsOn = {
  [TAGGING_FLAG]: true,
  [TRIAGE_FLAG]: true,
  [ESCALATIONS_FLAG]: true,
  [CREATE_POST_FLAG]: true,
  "ui.editContentTimeout": -1,
};

const member = ["session.valid", "discussions.add", "comments.add", "flag.add"];
const categoryModeratorRights = [
  "discussions.moderate",
  "discussions.edit",
  "discussions.close",
  "discussions.delete",
  "staff.allow",
];

/** An announced discussion by user 3 in category 1 (so Dismiss is offered). */
const discussion: Discussion = { ...sampleDiscussion, categoryID: 1, insertUserID: 3, pinned: true };
const otherCategory: Discussion = { ...discussion, categoryID: 2 };

interface Viewer {
  userID: number;
  banned?: 0 | 1;
  global?: string[];
  /** Rights on category 1 only (a junction, as a category moderator's are). */
  category1?: string[];
  isAdmin?: boolean;
}

function signIn(viewer: Viewer | null) {
  const record: PermissionsRecord = {
    isAdmin: viewer?.isAdmin ?? false,
    permissions: [
      { type: "global", permissions: Object.fromEntries((viewer?.global ?? []).map((p) => [p, true])) },
      ...(viewer?.category1
        ? [
            {
              type: "category",
              id: 1,
              permissions: Object.fromEntries(viewer.category1.map((p) => [p, true])),
            },
          ]
        : []),
    ],
    junctions: { category: viewer?.category1 ? [1] : [] },
  };
  sessionStore.update((state) => {
    state.user = viewer
      ? { ...GUEST_USER, userID: viewer.userID, name: `user${viewer.userID}`, banned: viewer.banned ?? 0 }
      : GUEST_USER;
    state.permissions = { status: "success", record };
    state.config = allFlagsOn;
  });
}

const everyItem = [
  "Edit",
  "Close",
  "Sink",
  "Resolve",
  // The discussion is announced: the item offers to stop.
  "Unannounce",
  "Dismiss",
  "Bump",
  "Move Post",
  "Change Post Type",
  "Change Author",
  "Tag",
  "Add to Collection",
  "Report",
  "Revision History",
  "Deleted Comments",
  "Reports",
  "Delete",
];

/** Content spec §6: who gets which discussion option. */
const table: { who: string; viewer: Viewer | null; on?: Discussion; items: string[] }[] = [
  { who: "a guest", viewer: null, items: [] },
  { who: "a banned member", viewer: { userID: 9, banned: 1, global: ["session.valid"] }, items: [] },
  { who: "a member", viewer: { userID: 2, global: member }, items: ["Dismiss", "Report"] },
  {
    who: "the author (edit window open)",
    viewer: { userID: 3, global: member },
    items: ["Edit", "Dismiss", "Move Post", "Tag", "Report"],
  },
  {
    who: "a moderator of the discussion's category only",
    viewer: { userID: 5, global: member, category1: categoryModeratorRights },
    items: [
      "Edit",
      "Close",
      "Sink",
      "Resolve",
      "Unannounce",
      "Dismiss",
      "Move Post",
      "Change Post Type",
      "Tag",
      "Report",
      "Revision History",
      "Deleted Comments",
      "Delete",
    ],
  },
  {
    who: "a moderator of another category",
    viewer: { userID: 5, global: member, category1: categoryModeratorRights },
    on: otherCategory,
    items: ["Dismiss", "Report"],
  },
  { who: "an administrator", viewer: { userID: 1, isAdmin: true }, items: everyItem },
];

async function openedItems(record: Discussion): Promise<string[]> {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DiscussionOptionsMenu discussion={record} />
    </SWRConfig>,
  );
  const button = await screen.findByRole("button", { name: "Discussion Options" });
  await userEvent.click(button);
  const menu = screen.getByRole("menu");
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
}

describe("DiscussionOptionsMenu: who sees which item (content spec §6)", () => {
  for (const row of table) {
    it(`shows ${row.items.length ? row.items.join(", ") : "no menu"} to ${row.who}`, async () => {
      vi.stubGlobal("fetch", fakeFetch().fetch);
      signIn(row.viewer);
      if (row.items.length === 0) {
        render(<DiscussionOptionsMenu discussion={row.on ?? discussion} />);
        expect(screen.queryByRole("button", { name: "Discussion Options" })).toBeNull();
        return;
      }
      expect(await openedItems(row.on ?? discussion)).toEqual(row.items);
    });
  }

  it("hides the flag-bound items while their flags are off (§6: triage, escalations, tagging, create-post)", async () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    signIn({ userID: 1, isAdmin: true });
    sessionStore.update((state) => {
      state.config = { "ui.editContentTimeout": -1 };
    });
    const items = await openedItems(discussion);
    for (const hidden of ["Resolve", "Report", "Reports", "Tag", "Change Post Type"]) {
      expect(items).not.toContain(hidden);
    }
    expect(items).toContain("Bump");
  });

  it("offers each toggle's way back: Reopen, Unsink, Unresolve, Unannounce, Dismissed (§4 flags toggle both ways)", async () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    signIn({ userID: 1, isAdmin: true });
    const items = await openedItems({
      ...discussion,
      closed: true,
      sink: true,
      resolved: true,
      pinned: true,
      dismissed: true,
    });
    expect(items).toEqual(
      expect.arrayContaining(["Reopen", "Unsink", "Unresolve", "Unannounce", "Dismissed"]),
    );
    expect(items).not.toContain("Close");
    expect(items).not.toContain("Sink");
    expect(items).not.toContain("Announce");
  });

  it("links revision history and deleted comments, and opens the reports list in a new tab (§2)", async () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    signIn({ userID: 1, isAdmin: true });
    await openedItems(discussion);
    const id = discussion.discussionID;
    expect(screen.getByRole("menuitem", { name: "Revision History" }).getAttribute("href")).toBe(
      `/log/filter?recordType=discussion&recordID=${id}`,
    );
    expect(screen.getByRole("menuitem", { name: "Deleted Comments" }).getAttribute("href")).toBe(
      `/log/filter?parentRecordID=${id}&recordType=comment&operation=delete`,
    );
    const reports = screen.getByRole("menuitem", { name: "Reports" });
    expect(reports.getAttribute("href")).toBe(
      `/dashboard/content/reports?statuses=none&recordType=discussion&recordID=${id}`,
    );
    expect(reports.getAttribute("target")).toBe("_blank");
    expect(reports.getAttribute("rel")).toContain("noopener");
  });

  it("Tag saves the chosen tags with PUT /discussions/{id}/tags (§7)", async () => {
    const { fetch, requests } = fakeFetch(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    signIn({ userID: 1, isAdmin: true });
    const tagged: Discussion = {
      ...discussion,
      tags: [
        { tagID: 4, name: "Setup", urlcode: "setup" },
        { tagID: 9, name: "Help", urlcode: "help" },
      ],
    };
    await openedItems(tagged);
    await userEvent.click(screen.getByRole("menuitem", { name: "Tag" }));
    const dialog = await screen.findByRole("dialog", { name: "Tag" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Setup" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.url).toBe(`/api/v2/discussions/${discussion.discussionID}/tags`);
    expect(JSON.parse(String(put?.body))).toEqual({ tagIDs: [9] });
  });

  it("moves focus into the menu on open and back to its button on Escape (shell spec §4)", async () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    signIn({ userID: 1, isAdmin: true });
    await openedItems(discussion);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Edit" }));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Close" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Discussion Options" }));
  });
});
