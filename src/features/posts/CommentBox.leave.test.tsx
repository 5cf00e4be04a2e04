import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { createCommentBoxStore } from "./comment-box-store";
import { CommentBox } from "./CommentBox";
import { clearCommentDrafts, serverDrafts } from "./comment-drafts.test-support";

// A textarea stands in for the Slate editor (jsdom cannot type into it).
vi.mock("../editor/RichEditor", () => import("./editor-stand-in.test-support"));

let server: InProcessApi;
let discussion: { discussionID: number; categoryID: number };

beforeAll(async () => {
  server = await startInProcessApi({ draftScheduler: false });
  const response = await server.app.inject({ method: "GET", url: "/api/v2/discussions?limit=1" });
  const [first] = response.json<{ discussionID: number; categoryID: number }[]>();
  discussion = { discussionID: first!.discussionID, categoryID: first!.categoryID };
}, 30_000);
afterAll(() => server.app.close());
afterEach(clearCommentDrafts);

/** The box on its discussion page, with a site link away and one to the discussion's next page. */
function renderPage() {
  const memory = memoryLocation({ path: `/discussion/${discussion.discussionID}`, record: true });
  const view = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Link href="/discussions">Posts</Link>
      <Link href={`/discussion/${discussion.discussionID}/p2`}>Next page</Link>
      <CommentBox
        discussionID={discussion.discussionID}
        categoryID={discussion.categoryID}
        closed={false}
        box={createCommentBoxStore()}
      />
    </Router>,
  );
  return { ...view, memory };
}

/** The save state beside the box (the two-tab notice, when shown, is another status). */
function saveState() {
  return screen.getAllByRole("status").find((region) => region.getAttribute("aria-live") === "polite")!;
}

describe("the comment box's save state (content spec §4)", { timeout: 30_000 }, () => {
  it('says "Saved on this device" at once, "Saving…" at 5 s and "Saved" once the server has it', async () => {
    await signInThrough(server, "member");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    // The server save is held until the test lets it through, to see "Saving…".
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const serverFetch = fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "POST" && String(input).endsWith("/api/v2/drafts")) await held;
      return serverFetch(input, init);
    });
    renderPage();
    const editor = await screen.findByLabelText("Comment");
    // The region is there, empty, before anything is typed: its changes are announced, nothing moves.
    expect(saveState().textContent).toBe("");
    await userEvent.type(editor, "Half a thought");
    await waitFor(() => expect(saveState().textContent).toBe("Saved on this device"));
    expect(server.calls.some((call) => call.path.startsWith("drafts"))).toBe(false);

    // The drafts code loads lazily, so its 5 s may start a little after the last keystroke: time
    // moves on until the save is sent (it is held, so "Saving…" stays).
    await vi.waitFor(
      async () => {
        await vi.advanceTimersByTimeAsync(500);
        expect(saveState().textContent).toBe("Saving…");
      },
      { timeout: 15_000, interval: 100 },
    );
    release();
    await waitFor(() => expect(saveState().textContent).toBe("Saved"));
    expect(await serverDrafts()).toHaveLength(1);

    await userEvent.type(editor, ", and more");
    expect(saveState().textContent).toBe("Saved on this device");
  });

  it('stays "Saved on this device" while the server cannot be reached', async () => {
    await signInThrough(server, "member");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const serverFetch = fetch;
    let refused = 0;
    let isOffline = true;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      if (isOffline && String(input).includes("/api/v2/drafts")) {
        refused += 1;
        return Promise.reject(new TypeError("Failed to fetch"));
      }
      return serverFetch(input, init);
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText("Comment"), "Typed offline");
    await vi.waitFor(
      async () => {
        await vi.advanceTimersByTimeAsync(500);
        expect(refused).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(saveState().textContent).toBe("Saved on this device");
    // The drafts left behind are cleared through the server again.
    isOffline = false;
  });
});

describe("leaving the comment box with unposted text", { timeout: 30_000 }, () => {
  it("a site link asks first: Stay keeps the page, Leave goes and the text comes back with the box", async () => {
    await signInThrough(server, "member");
    const page = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Comment"), "Do not lose me");

    await user.click(screen.getByRole("link", { name: "Posts" }));
    let dialog = await screen.findByRole("dialog", { name: "Unposted Draft" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(page.memory.history.at(-1)).toBe(`/discussion/${discussion.discussionID}`);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Comment").value).toBe("Do not lose me");

    await user.click(screen.getByRole("link", { name: "Posts" }));
    dialog = await screen.findByRole("dialog", { name: "Unposted Draft" });
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(page.memory.history.at(-1)).toBe("/discussions");
    page.unmount();

    renderPage();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>("Comment").value).toBe("Do not lose me"),
    );
  });

  it("closing the tab asks while there is text, and another page of the discussion does not", async () => {
    await signInThrough(server, "member");
    const page = renderPage();
    const user = userEvent.setup();
    const editor = await screen.findByLabelText("Comment");
    const unloadPrevented = () => {
      const unload = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    };
    expect(unloadPrevented()).toBe(false);
    await user.type(editor, "Still writing");
    expect(unloadPrevented()).toBe(true);

    await user.click(screen.getByRole("link", { name: "Next page" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(page.memory.history.at(-1)).toBe(`/discussion/${discussion.discussionID}/p2`);

    await user.clear(editor);
    expect(unloadPrevented()).toBe(false);
  });
});
