import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { categoryIDOf } from "../../../tests/helpers/server";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { CommentItem, sampleComments } from "../posts";
import { ESCALATIONS_FLAG } from "./discussion-actions";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { CommentOptionsMenu } from "./CommentOptionsMenu";
import { MODERATION_TEXTS } from "./moderation-texts";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { toastStore } from "../../ui/toasts/toast-store";
import { defaultSiteConfig } from "../../../schemas/config/site-config";

let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi();
}, 30_000);
afterAll(() => server.app.close());
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

/** A comment by user 4, posted a minute ago, in category 1. */
const fresh: Comment = {
  ...(sampleComments[0] as Comment),
  dateInserted: new Date(Date.now() - 60_000).toISOString(),
};

async function menuItems(comment: Comment): Promise<string[] | null> {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CommentOptionsMenu comment={comment} onEdit={() => undefined} />
    </SWRConfig>,
  );
  // The menu loads on demand; give it the time to appear before deciding it is absent.
  const button = await screen.findByRole("button", { name: "Comment Options" }).catch(() => null);
  if (!button) return null;
  await userEvent.click(button);
  return within(screen.getByRole("menu"))
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
}

/** Content spec §6: who gets which comment option (edit window 10 minutes, escalations on). */
const table: {
  who: string;
  userID?: number;
  permissions?: string[];
  comment?: Comment;
  items: string[] | null;
}[] = [
  { who: "a guest", items: null },
  { who: "a member", userID: 2, permissions: ["flag.add"], items: ["Report"] },
  {
    who: "the author within the edit window",
    userID: 4,
    permissions: ["flag.add"],
    items: ["Edit", "Report"],
  },
  {
    who: "the author after the edit window",
    userID: 4,
    permissions: ["flag.add"],
    comment: { ...fresh, dateInserted: "2020-01-01T00:00:00.000Z" },
    items: ["Report"],
  },
  {
    who: "a moderator",
    userID: 5,
    permissions: ["flag.add", "comments.edit", "comments.delete", "discussions.manage"],
    comment: { ...fresh, dateInserted: "2020-01-01T00:00:00.000Z" },
    items: ["Edit", "Report", "Split", "Revision History", "Delete"],
  },
  {
    who: "a moderator, on a tombstone",
    userID: 5,
    permissions: ["comments.edit", "comments.delete", "discussions.manage"],
    comment: { ...fresh, body: "", displayType: "tombstone" },
    items: null,
  },
];

describe("CommentOptionsMenu: who sees which item (content spec §6)", () => {
  for (const row of table) {
    it(`shows ${row.items ? row.items.join(", ") : "no menu"} to ${row.who}`, async () => {
      vi.stubGlobal("fetch", fakeFetch().fetch);
      setSession({
        user: row.userID ? { userID: row.userID } : undefined,
        permissions: row.permissions ?? [],
        config: { [ESCALATIONS_FLAG]: true, "ui.editContentTimeout": 600 },
      });
      if (row.items === null) {
        render(<CommentOptionsMenu comment={row.comment ?? fresh} onEdit={() => undefined} />);
        // The gate decides synchronously: nothing to wait for.
        expect(screen.queryByRole("button", { name: "Comment Options" })).toBeNull();
        return;
      }
      expect(await menuItems(row.comment ?? fresh)).toEqual(row.items);
    });
  }
});

describe("CommentOptionsMenu on a fresh site", () => {
  it("offers Report to a member with the site's default settings (reporting is on unless turned off)", async () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    setSession({ user: { userID: 2 }, permissions: ["flag.add"], config: defaultSiteConfig() });
    expect(await menuItems(fresh)).toEqual(["Report"]);
  });
});

describe("CommentOptionsMenu actions", () => {
  it("Revision History links a moderator to the comment's history (content spec §2, §6)", async () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    setSession({ user: { userID: 5 }, permissions: ["comments.edit"], config: {} });
    await menuItems(fresh);
    expect(screen.getByRole("menuitem", { name: "Revision History" }).getAttribute("href")).toBe(
      `/log/filter?recordType=comment&recordID=${fresh.commentID}`,
    );
  });

  it("Edit opens the comment's edit form in place (the thread's edit flow)", async () => {
    setSession({ user: { userID: 4 }, permissions: [], config: { "ui.editContentTimeout": -1 } });
    const edit = { commentID: fresh.commentID, discussionID: 1, body: "Old words", format: "markdown" };
    vi.stubGlobal("fetch", fakeFetch(jsonResponse(edit)).fetch);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ol>
          <CommentItem
            comment={fresh}
            discussionName="Welcome"
            canQuote={false}
            isHighlighted={false}
            onUpdated={() => undefined}
          />
        </ol>
      </SWRConfig>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Comment Options" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Edit" }));
    expect(await screen.findByLabelText<HTMLTextAreaElement>("Edit Comment")).toBeTruthy();
  });

  it("Delete asks for confirmation, then sends DELETE /comments/{id} to the server", async () => {
    await signInThrough(server, "moderator");
    const staffRoomID = await categoryIDOf(server.app, "staff-room");
    const row = await server.app.db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .select("comments.commentID")
      .where("discussions.categoryID", "!=", staffRoomID)
      .executeTakeFirstOrThrow();
    const response = await globalThis.fetch(`/api/v2/comments/${row.commentID}`);
    const comment = (await response.json()) as Comment;
    server.calls.length = 0;
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CommentOptionsMenu comment={comment} onEdit={() => undefined} />
        <ToastArea />
      </SWRConfig>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Comment Options" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Comment" });
    expect(within(dialog).getByText("Are you sure you want to delete this comment?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.filter((call) => call.method !== "GET")).toEqual([
      expect.objectContaining({ method: "DELETE", path: `comments/${comment.commentID}`, status: 204 }),
    ]);
    expect(await screen.findByText(MODERATION_TEXTS.commentDeleted)).toBeTruthy();
    act(() => toastStore.clear());
  });

  it("Split lists the page's comments with the chosen one checked, sends POST /discussions/split and links the new discussion", async () => {
    setSession({ user: { userID: 5 }, permissions: ["discussions.manage", "discussions.add"] });
    const answer = {
      discussionID: 99,
      name: "Spun off",
      url: "/discussion/99/spun-off",
      successIDs: [12],
      failedIDs: [],
      exceptionsByID: {},
    };
    const fake = fakeFetch(
      jsonResponse([{ categoryID: 7, name: "General" }]),
      jsonResponse(answer, { status: 201 }),
    );
    vi.stubGlobal("fetch", fake.fetch);
    const page = sampleComments;
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CommentOptionsMenu comment={page[1] as Comment} onEdit={() => undefined} pageComments={() => page} />
      </SWRConfig>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Comment Options" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Split" }));
    const dialog = await screen.findByRole("dialog", { name: "Split" });
    const boxes = within(dialog).getAllByRole<HTMLInputElement>("checkbox");
    // The tombstone cannot move; the comment the split started from is checked.
    expect(boxes.map((box) => box.checked)).toEqual([false, true]);
    await userEvent.click(boxes[0] as HTMLInputElement);
    await userEvent.type(within(dialog).getByLabelText("New discussion title"), "Spun off");
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Category" }), "Gen");
    await userEvent.click(await within(dialog).findByRole("option", { name: "General" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Split" }));
    const link = await screen.findByRole("link", { name: "Spun off" });
    expect(link.getAttribute("href")).toBe("/discussion/99/spun-off");
    const split = fake.requests.find((request) => request.url.includes("discussions/split"));
    expect(JSON.parse(String(split?.body))).toEqual({
      discussionID: 1,
      commentIDs: [11, 12],
      name: "Spun off",
      categoryID: 7,
    });
  });
});
