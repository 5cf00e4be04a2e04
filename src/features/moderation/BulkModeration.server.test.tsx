import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DiscussionsApiParams } from "../../../schemas/widgets/discussions-widget.schema";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { categoryIDOf } from "../../../tests/helpers/server";
import { resetSession } from "../../../tests/helpers/session";
import { DiscussionList, useDiscussions } from "../discussions";
import { discussionSelection } from "./selection-store";
import { resetModeration, select, withShell } from "./moderation-test-support";

let server: InProcessApi;

beforeAll(async () => {
  server = await startInProcessApi();
}, 30_000);
afterAll(() => server.app.close());
beforeEach(() => resetModeration());
afterEach(() => {
  resetModeration();
  vi.unstubAllGlobals();
  act(() => resetSession());
});

function List({ query }: { query: DiscussionsApiParams }) {
  const { data } = useDiscussions(query);
  return data ? <DiscussionList discussions={data.discussions} /> : null;
}

async function listOf(urlcode: string) {
  const categoryID = await categoryIDOf(server.app, urlcode);
  render(withShell(<List query={{ categoryID, pinned: false, limit: 30, sort: "dateInserted" }} />));
  return screen.findAllByRole<HTMLInputElement>("checkbox", { name: /^Select discussion: / });
}

/** A bulk job makes several calls to the in-process server; a loaded machine may take seconds. */
const JOB_WAIT = { timeout: 10_000 };

const titleOf = (box: HTMLElement) => box.getAttribute("aria-label")!.replace("Select discussion: ", "");
const itemOf = (title: string) => screen.getByRole("link", { name: title }).closest("li")!;

describe("bulk moderation against the API server (content spec §4, §7)", { timeout: 30_000 }, () => {
  it("closes the chosen discussions, shows the Closed badges and checks a failed one again", async () => {
    await signInThrough(server, "moderator");
    const boxes = await listOf("troubleshooting");
    const [first, second] = boxes.slice(0, 2).map(titleOf);
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    // Deleted by someone else since it was checked on another page.
    select({ discussionID: 999_999, name: "Gone meanwhile", categoryID: 1, closed: false });
    expect(await screen.findByText("You have selected 3 discussions.")).toBeTruthy();

    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    const dialog = await screen.findByRole("dialog", { name: "Close Discussions" }, JOB_WAIT);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close Discussions" }));

    const outcomes = await within(dialog).findByRole("list", { name: "Discussions" });
    await waitFor(() => expect(within(outcomes).getAllByText("Done")).toHaveLength(2), JOB_WAIT);
    expect(within(outcomes).getByText(/^Failed: /)).toBeTruthy();
    expect(Object.keys(discussionSelection.getState().checked)).toEqual(["999999"]);
    expect(await screen.findByText("You have selected 1 discussions.")).toBeTruthy();

    // The list was revalidated: both carry the Closed badge now.
    await waitFor(() => expect(within(itemOf(first!)).getByText("Closed")).toBeTruthy(), JOB_WAIT);
    expect(within(itemOf(second!)).getByText("Closed")).toBeTruthy();
    // The footer's Close (the header has a Close button too).
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("deletes the chosen discussions and they leave the list", async () => {
    await signInThrough(server, "moderator");
    const boxes = await listOf("off-topic");
    const titles = boxes.slice(0, 3).map(titleOf);
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);

    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Discussions" }, JOB_WAIT);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(dialog).getAllByText("Done")).toHaveLength(3), JOB_WAIT);
    for (const title of titles) {
      await waitFor(() => expect(screen.queryByRole("link", { name: title })).toBeNull());
    }
    expect(discussionSelection.getState()).toEqual({ checked: {}, pending: {} });
  });

  it("merges the chosen discussions into the destination picked among them", async () => {
    await signInThrough(server, "moderator");
    const boxes = await listOf("introductions");
    const [destination, source] = boxes.slice(0, 2).map(titleOf);
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);

    await userEvent.click(await screen.findByRole("button", { name: "Merge" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge Discussions" }, JOB_WAIT);
    await userEvent.click(within(dialog).getByRole("radio", { name: destination! }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));
    await waitFor(() => expect(within(dialog).getAllByText("Done")).toHaveLength(2), JOB_WAIT);
    await waitFor(() => expect(screen.queryByRole("link", { name: source! })).toBeNull());
    expect(screen.getByRole("link", { name: destination! })).toBeTruthy();
  });

  it("moves the chosen discussions: they leave the source list and show in the target's", async () => {
    await signInThrough(server, "moderator");
    const from = await categoryIDOf(server.app, "general");
    const to = await categoryIDOf(server.app, "ideas-feedback");
    render(
      withShell(
        <>
          <section aria-label="Source">
            <List query={{ categoryID: from, pinned: false, limit: 30, sort: "dateInserted" }} />
          </section>
          <section aria-label="Target">
            <List query={{ categoryID: to, pinned: false, limit: 30, sort: "-dateInserted" }} />
          </section>
        </>,
      ),
    );
    const source = await screen.findByRole("region", { name: "Source" });
    const boxes = await within(source).findAllByRole("checkbox", { name: /^Select discussion: / });
    const titles = boxes.slice(0, 2).map(titleOf);
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);

    // Two lists on the page still make one toast.
    await userEvent.click(await screen.findByRole("button", { name: "Move" }));
    // The first load of the move dialog's chunk (with the category picker) is the slowest in a test run.
    const dialog = await screen.findByRole("dialog", { name: "Move Discussions" }, JOB_WAIT);
    const submit = within(dialog).getByRole("button", { name: "Move" });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole("combobox", { name: /Category/ }), "Ideas");
    await userEvent.click(await within(dialog).findByRole("option", { name: "Ideas & Feedback" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Leave a redirect" }));
    await userEvent.click(submit);
    await waitFor(() => expect(within(dialog).getAllByText("Done")).toHaveLength(2), JOB_WAIT);

    const target = screen.getByRole("region", { name: "Target" });
    for (const title of titles) {
      await waitFor(() => expect(within(target).getByRole("link", { name: title })).toBeTruthy(), JOB_WAIT);
    }
  });

  it("warns the authors with a reason and points", async () => {
    await signInThrough(server, "moderator");
    const boxes = await listOf("getting-started");
    await userEvent.click(boxes[0]!);
    await userEvent.click(await screen.findByRole("button", { name: "Warn" }));
    const dialog = await screen.findByRole("dialog", { name: "Warn Authors" }, JOB_WAIT);
    const submit = within(dialog).getByRole("button", { name: "Warn" });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Please stay on topic.");
    await userEvent.clear(within(dialog).getByRole("spinbutton", { name: "Points" }));
    await userEvent.type(within(dialog).getByRole("spinbutton", { name: "Points" }), "2");
    await userEvent.click(submit);
    const outcomes = await within(dialog).findByRole("list", { name: "Discussions" });
    await waitFor(() => expect(within(outcomes).getByText(/^(Done|Failed: .+)$/)).toBeTruthy(), JOB_WAIT);
    // Either outcome is reported per discussion; the seeded author decides which.
    expect(discussionSelection.getState().pending).toEqual({});
  });

  it("lets a member bookmark a discussion from the list (shell spec §4 bookmark states)", async () => {
    await signInThrough(server, "member");
    const categoryID = await categoryIDOf(server.app, "general");
    render(withShell(<List query={{ categoryID, pinned: false, limit: 5 }} />));
    const [button] = await screen.findAllByRole("button", { name: "Bookmark" });
    expect(screen.queryByRole("checkbox")).toBeNull();
    await userEvent.click(button!);
    await waitFor(() => expect(button!.textContent).toBe("Bookmarked"));
    expect(button!.getAttribute("aria-pressed")).toBe("true");
  });
});
