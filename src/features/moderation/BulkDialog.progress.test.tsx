import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { BulkSelectionHost } from "./BulkSelectionHost";
import { discussionSelection } from "./selection-store";
import { resetModeration, select, withShell } from "./moderation-test-support";

/** A fetch whose answers the test releases one at a time, so each step of a job can be seen. */
function gatedFetch() {
  const requests: { url: string; method: string; body: unknown; contentType: string | null }[] = [];
  const waiting: ((response: Response) => void)[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({
      url: String(input),
      method: init.method ?? "GET",
      body: init.body,
      contentType: new Headers(init.headers).get("content-type"),
    });
    return new Promise<Response>((resolve) => waiting.push(resolve));
  };
  async function answer(response: Response) {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => waiting.shift()?.(response));
  }
  return { fetch: fetch as typeof globalThis.fetch, requests, answer };
}

const step = (successIDs: number[], failedIDs: number[], callbackPayload: string | null) => ({
  progress: {
    successIDs,
    failedIDs,
    exceptionsByID: Object.fromEntries(
      failedIDs.map((id) => [
        String(id),
        { message: "You may not delete this discussion.", status: 403, code: 403 },
      ]),
    ),
    countTotalIDs: 3,
  },
  callbackPayload,
});

const item = (discussionID: number) => ({
  discussionID,
  name: `Topic ${discussionID}`,
  categoryID: 1,
  closed: false,
});

beforeEach(() => {
  resetModeration();
  act(() =>
    setSession({ user: { name: "moderator" }, permissions: ["discussions.manage", "discussions.delete"] }),
  );
});
afterEach(() => {
  resetModeration();
  vi.unstubAllGlobals();
  act(() => resetSession());
});

describe("bulk delete as a long-running job (content spec §4, §7; shell spec §4)", () => {
  it("shows “n of 3” on a progress bar through two 408 answers and the final 200, then each outcome", async () => {
    const network = gatedFetch();
    vi.stubGlobal("fetch", network.fetch);
    select(item(1), item(2), item(3));
    render(withShell(<BulkSelectionHost />));

    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Discussions" }, { timeout: 10_000 });
    expect(within(dialog).getByText("Are you sure you want to delete 3 discussions?")).toBeTruthy();
    // Content spec §4: each item starts pending, then loads, then succeeds or fails.
    expect(within(dialog).getAllByText("Pending")).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    const bar = await within(dialog).findByRole("progressbar");
    expect(bar.getAttribute("aria-valuemax")).toBe("3");
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    expect(within(dialog).getAllByText("Working…")).toHaveLength(3);
    // While the job runs nothing is checked: the ids are pending and the toast is gone.
    expect(discussionSelection.getState().pending).toHaveProperty("1");

    await network.answer(jsonResponse(step([1], [], "token-1"), { status: 408 }));
    expect(bar.getAttribute("aria-valuenow")).toBe("1");
    expect(within(dialog).getByText("1 of 3")).toBeTruthy();

    await network.answer(jsonResponse(step([2], [], "token-2"), { status: 408 }));
    expect(bar.getAttribute("aria-valuenow")).toBe("2");
    expect(within(dialog).getByText("2 of 3")).toBeTruthy();

    await network.answer(jsonResponse(step([], [3], null)));
    expect(within(dialog).queryByRole("progressbar")).toBeNull();

    const [first, second, third] = network.requests;
    expect(first).toMatchObject({ method: "DELETE", url: "/api/v2/discussions/list?longRunnerMode=sync" });
    expect(JSON.parse(String(first!.body))).toEqual({ discussionIDs: [1, 2, 3] });
    expect(second).toMatchObject({
      method: "POST",
      url: "/api/v2/calls/run",
      body: "token-1",
      contentType: "application/system-signed-token",
    });
    expect(third).toMatchObject({ method: "POST", url: "/api/v2/calls/run", body: "token-2" });

    const outcomes = within(dialog).getByRole("list", { name: "Discussions" });
    expect(within(outcomes).getAllByText("Done")).toHaveLength(2);
    expect(within(outcomes).getByText("Failed: You may not delete this discussion.")).toBeTruthy();
    // Content spec §4: the failed discussion is checked again, the others left the selection.
    expect(Object.keys(discussionSelection.getState().checked)).toEqual(["3"]);
    expect(discussionSelection.getState().pending).toEqual({});
    expect(await screen.findByText("You have selected 1 discussions.")).toBeTruthy();
  });

  it("marks every discussion failed with the server's message when the call fails as a whole", async () => {
    const network = gatedFetch();
    vi.stubGlobal("fetch", network.fetch);
    select(item(4), item(5));
    render(withShell(<BulkSelectionHost />));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Discussions" }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await network.answer(jsonResponse({ message: "Permission Problem" }, { status: 403 }));
    expect(await within(dialog).findAllByText("Failed: Permission Problem")).toHaveLength(2);
    expect(Object.keys(discussionSelection.getState().checked).sort()).toEqual(["4", "5"]);
  });
});
