import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PermissionsRecord } from "../../../schemas/entities/permissions.schema";
import { resetSession } from "../../../tests/helpers/session";
import { DiscussionList, sampleDiscussions } from "../discussions";
import { BulkSelectionHost } from "./BulkSelectionHost";
import { resetModeration, select, setRecord, withShell } from "./moderation-test-support";

/** Category 1 is moderated by the viewer; category 2 (its own permissions) grants nothing. */
const moderatorOfCategoryOne: PermissionsRecord = {
  isAdmin: false,
  permissions: [
    { type: "global", permissions: { "discussions.view": true } },
    {
      type: "category",
      id: 1,
      permissions: { "discussions.manage": true, "discussions.close": true, "discussions.delete": true },
    },
    { type: "category", id: 2, permissions: { "discussions.view": true } },
  ],
  junctions: { category: [1, 2] },
};

const open = (discussionID: number, name: string, categoryID = 1) => ({
  discussionID,
  name,
  categoryID,
  closed: false,
});
const closed = (discussionID: number, name: string) => ({ ...open(discussionID, name), closed: true });

beforeEach(() => {
  resetModeration();
  act(() => setRecord(moderatorOfCategoryOne));
});
afterEach(() => {
  resetModeration();
  act(() => resetSession());
});

function renderBar() {
  render(withShell(<BulkSelectionHost />));
}

/** An action button of the bar, once the lazy bar has loaded. */
async function action(name: string, description?: string) {
  await screen.findByRole("button", { name: "Clear selection" });
  return screen.getByRole("button", description === undefined ? { name } : { name, description });
}

describe("bulk bar (content spec §4, §5)", () => {
  it("shows the persistent toast “You have selected N discussions.” and removes it when none is checked (content §4, §5)", async () => {
    select(open(11, "First"), open(12, "Second"));
    renderBar();
    expect(await screen.findByText("You have selected 2 discussions.")).toBeTruthy();
    await userEvent.click(await action("Clear selection"));
    // A dismissed toast fades out: it leaves the accessibility tree at once.
    expect(screen.queryByRole("button", { name: "Clear selection" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Merge" })).toBeNull();
  });

  it("shows no toast to a guest, even with a selection stored by an earlier sign-in", () => {
    act(() => resetSession());
    select(open(11, "First"));
    renderBar();
    expect(screen.queryByText(/You have selected/)).toBeNull();
  });

  it("bulk bar: merge needs at least 2 selected discussions (content §5)", async () => {
    select(open(11, "Only one"));
    renderBar();
    const merge = await action("Merge", "You must select at least 2 discussions to merge.");
    expect(merge.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(merge);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((await action("Move")).getAttribute("aria-disabled")).toBeNull();
  });

  it("bulk bar: close is disabled when all selected are already closed (content §5)", async () => {
    select(closed(11, "Closed one"), closed(12, "Closed two"));
    renderBar();
    const close = await action("Close", "Selected discussions are already closed.");
    expect(close.getAttribute("aria-disabled")).toBe("true");
    expect((await action("Reopen")).getAttribute("aria-disabled")).toBeNull();
  });

  it("bulk bar: move and merge need discussions.manage on every selected discussion's category (content §5, §6)", async () => {
    select(open(11, "Mine"), open(21, "Not mine", 2), open(22, "Nor this", 2));
    renderBar();
    const text = "You don’t have the edit permission on the following discussions: Not mine, Nor this";
    expect((await action("Move", text)).getAttribute("aria-disabled")).toBe("true");
    expect((await action("Merge", text)).getAttribute("aria-disabled")).toBe("true");
  });

  it("bulk bar: close without the close permission names the discussions (content §5)", async () => {
    select(open(11, "Mine"), open(21, "Not mine", 2));
    renderBar();
    const close = await action(
      "Close",
      "You don't have the close permission on the following discussions: Not mine",
    );
    expect(close.getAttribute("aria-disabled")).toBe("true");
  });

  it("bulk bar: delete without the delete permission names the discussions (content §5)", async () => {
    select(open(11, "Mine"), open(21, "Not mine", 2));
    renderBar();
    const remove = await action(
      "Delete",
      "You don’t have the delete permission on the following discussions: Not mine",
    );
    expect(remove.getAttribute("aria-disabled")).toBe("true");
  });

  it("enables every action when the viewer may act on all selected discussions", async () => {
    select(open(11, "First"), open(12, "Second"));
    renderBar();
    for (const name of ["Delete", "Move", "Merge", "Close", "Warn"]) {
      expect((await action(name)).getAttribute("aria-disabled")).toBeNull();
    }
    await userEvent.click(await action("Merge"));
    const dialog = await screen.findByRole("dialog", { name: "Merge Discussions" }, { timeout: 10_000 });
    expect(within(dialog).getByRole("radio", { name: "First" })).toBeTruthy();
    expect(within(dialog).getByRole("checkbox", { name: "Leave a redirect" })).toBeTruthy();
  });
});

describe("list checkbox (content spec §6: a resource-scoped discussions.manage check)", () => {
  it("is offered only on discussions of categories the viewer manages", () => {
    const inOne = sampleDiscussions.filter((d) => d.categoryID === 1);
    const elsewhere = sampleDiscussions.filter((d) => d.categoryID !== 1);
    render(withShell(<DiscussionList discussions={sampleDiscussions} />));
    for (const d of inOne)
      expect(screen.getByRole("checkbox", { name: `Select discussion: ${d.name}` })).toBeTruthy();
    for (const d of elsewhere)
      expect(screen.queryByRole("checkbox", { name: `Select discussion: ${d.name}` })).toBeNull();
  });
});
