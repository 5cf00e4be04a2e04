import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { apiAs, setUpInProcessApi } from "../../../tests/helpers/in-process-api";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { buildDiscussion, buildUser, signInCookie } from "../../../tests/helpers/factories";
import { categoryIDOf, writeHeaders } from "../../../tests/helpers/server";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { ReactionsBar } from "./ReactionsBar";

// Bodies render in the test's thread: this environment cannot start the server's worker pool.
vi.mock(
  "../../../server/services/body/render-pool",
  () => import("../../../tests/helpers/inline-render-pool"),
);

const api = setUpInProcessApi({});

/** A discussion liked by a member of its own and by the demo member, read as `viewer` reads it. */
async function likedDiscussion(viewer: string): Promise<{ discussion: Discussion; likerID: number }> {
  const liker = await buildUser(api.app.db, { name: `Liker${Date.now()}` });
  const discussionID = await buildDiscussion(api.app.db, {
    categoryID: await categoryIDOf(api.app, "general"),
    insertUserID: liker.userID,
  });
  const liked = await api.app.inject({
    method: "POST",
    url: `/api/v2/discussions/${discussionID}/reactions`,
    headers: { ...writeHeaders, cookie: await signInCookie(api.app.db, liker.userID) },
    payload: { reactionType: "Like" },
  });
  expect(liked.statusCode).toBe(200);
  expect(
    (await apiAs(api, "member", "POST", `/discussions/${discussionID}/reactions`, { reactionType: "Like" }))
      .status,
  ).toBe(200);
  const read = await apiAs(api, viewer, "GET", `/discussions/${discussionID}?expand=reactions`);
  return { discussion: read.json() as Discussion, likerID: liker.userID };
}

function renderBar(discussion: Discussion) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ReactionsBar
        recordType="discussion"
        recordID={discussion.discussionID}
        reactions={discussion.reactions ?? []}
        score={discussion.score ?? 0}
      />
      <ToastArea />
    </SWRConfig>,
  );
}

describe("the reaction log (content spec §4: a removal from the reaction log only deletes; §6 community.moderate)", () => {
  it("a moderator opens the Reaction Log, removes one member's Like, and the count and the server follow", async () => {
    const { discussion, likerID } = await likedDiscussion("moderator");
    await signInThrough(api, "moderator");
    renderBar(discussion);
    const row = screen.getByRole("group", { name: "Reactions" });
    expect(within(row).getByRole("button", { name: "Like, 2 people" })).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Reaction Log" }));
    const dialog = await screen.findByRole("dialog", { name: "Reaction Log" });
    const entries = await within(dialog).findAllByRole("listitem");
    expect(entries).toHaveLength(2);
    const liker = (
      await api.app.db
        .selectFrom("users")
        .select("name")
        .where("userID", "=", likerID)
        .executeTakeFirstOrThrow()
    ).name;
    await userEvent.click(within(dialog).getByRole("button", { name: `Remove Like by ${liker}` }));
    await vi.waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(1));
    expect(within(row).getByRole("button", { name: "Like, 1 person" })).toBeTruthy();
    // Focus stays in the list, on the next entry's Remove.
    expect(document.activeElement?.textContent).toBe("Remove");
    const left = await api.app.db
      .selectFrom("reactions")
      .select("userID")
      .where("recordType", "=", "discussion")
      .where("recordID", "=", discussion.discussionID)
      .execute();
    expect(left.map((r) => r.userID)).not.toContain(likerID);
    expect(left).toHaveLength(1);
    // Escape closes the log and gives focus back to its button.
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Reaction Log" })).toBeNull();
    expect(document.activeElement).toBe(within(row).getByRole("button", { name: "Reaction Log" }));
    // Only deletes: nothing was added in its place.
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: "DELETE",
        path: `discussions/${discussion.discussionID}/reactions/${likerID}`,
        status: 204,
      }),
    );
  });

  it("a member sees no Reaction Log button", async () => {
    const { discussion } = await likedDiscussion("member2");
    await signInThrough(api, "member2");
    renderBar(discussion);
    const row = screen.getByRole("group", { name: "Reactions" });
    expect(within(row).queryByRole("button", { name: "Reaction Log" })).toBeNull();
  });
});
