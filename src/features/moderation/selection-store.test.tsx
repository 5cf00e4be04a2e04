import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { DiscussionList, sampleDiscussions } from "../discussions";
import { createSelectionStore, discussionSelection, SELECTION_STORAGE_KEY } from "./selection-store";
import { resetModeration, withShell } from "./moderation-test-support";

const [first, second] = sampleDiscussions;

beforeEach(() => resetModeration());
afterEach(() => {
  resetModeration();
  act(() => resetSession());
});

function renderList() {
  return render(withShell(<DiscussionList discussions={sampleDiscussions} />));
}

describe("discussion selection (content spec §4: checked and pending ids are kept in persisted storage)", () => {
  it("keeps a checked discussion across a reload of the page", async () => {
    act(() => setSession({ user: { name: "moderator" }, permissions: ["discussions.manage"] }));
    const view = renderList();
    await userEvent.click(screen.getByRole("checkbox", { name: `Select discussion: ${first!.name}` }));
    expect(await screen.findByText("You have selected 1 discussions.")).toBeTruthy();
    view.unmount();
    // A new page load reads the stored selection afresh.
    act(() => discussionSelection.reload());

    renderList();
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: `Select discussion: ${first!.name}` });
    expect(box.checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>("checkbox", { name: `Select discussion: ${second!.name}` }).checked,
    ).toBe(false);
    expect(await screen.findByText("You have selected 1 discussions.")).toBeTruthy();
  });

  it("takes the list's fresher copy of a checked discussion, so the bar validates what is shown", async () => {
    act(() => setSession({ user: { name: "moderator" }, permissions: ["discussions.manage"] }));
    const view = render(withShell(<DiscussionList discussions={[{ ...first!, closed: false }]} />));
    await userEvent.click(screen.getByRole("checkbox", { name: `Select discussion: ${first!.name}` }));
    view.rerender(withShell(<DiscussionList discussions={[{ ...first!, closed: true, name: "Renamed" }]} />));
    expect(discussionSelection.getState().checked[String(first!.discussionID)]).toMatchObject({
      closed: true,
      name: "Renamed",
    });
  });

  it("starts empty when the stored selection is not valid JSON", () => {
    act(() => setSession({ user: { name: "moderator" }, permissions: ["discussions.manage"] }));
    window.localStorage.setItem(SELECTION_STORAGE_KEY, "{not json");
    act(() => discussionSelection.reload());
    renderList();
    for (const box of screen.getAllByRole<HTMLInputElement>("checkbox")) expect(box.checked).toBe(false);
    expect(screen.queryByText(/You have selected/)).toBeNull();
  });

  it("drops malformed entries and brings ids left pending back as checked", () => {
    const storage = window.localStorage;
    storage.setItem(
      SELECTION_STORAGE_KEY,
      JSON.stringify({
        checked: { 1: { discussionID: 1, name: "One", categoryID: 2, closed: false }, 2: { name: 5 } },
        pending: { 3: { discussionID: 3, name: "Three", categoryID: 2, closed: true } },
      }),
    );
    const store = createSelectionStore();
    expect(Object.keys(store.getState().checked).sort()).toEqual(["1", "3"]);
    expect(store.getState().pending).toEqual({});
  });

  it("ignores a selection stored under another version's key", () => {
    window.localStorage.setItem(
      "plaza.moderation.discussionSelection.v0",
      JSON.stringify({ checked: { 1: { discussionID: 1, name: "One", categoryID: 2 } } }),
    );
    expect(createSelectionStore().getState().checked).toEqual({});
    window.localStorage.removeItem("plaza.moderation.discussionSelection.v0");
  });

  it("returns a failed id to the checked set and lets a succeeded one leave (content spec §4)", () => {
    const store = createSelectionStore("test-selection");
    const item = (discussionID: number) => ({
      discussionID,
      name: `D${discussionID}`,
      categoryID: 1,
      closed: false,
    });
    store.toggle(item(1), true);
    store.toggle(item(2), true);
    store.markPending([1, 2]);
    expect(store.getState().checked).toEqual({});
    store.settle([1], [2]);
    expect(Object.keys(store.getState().checked)).toEqual(["2"]);
    expect(store.getState().pending).toEqual({});
    expect(JSON.parse(window.localStorage.getItem("test-selection") ?? "{}").checked["2"].name).toBe("D2");
    window.localStorage.removeItem("test-selection");
  });
});

describe("list item controls (content spec §6: discussions.manage scoped to the category)", () => {
  it("offers no checkbox and no bookmark to guests", () => {
    renderList();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Bookmark" })).toBeNull();
  });

  it("offers members the bookmark toggle but no checkbox", () => {
    act(() => setSession({ user: { name: "member" } }));
    renderList();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Bookmark/ }).length).toBe(sampleDiscussions.length);
  });
});
