import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { createCommentBoxStore } from "./comment-box-store";
import { CommentBox } from "./CommentBox";
import { clearCommentDrafts, serverDrafts } from "./comment-drafts.test-support";
import { textOfRich2 } from "./editor-stand-in.test-support";
import { sampleComments } from "./post-fixtures";

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
// Each test starts without drafts, on the server as in the browser.
afterEach(clearCommentDrafts);

function renderBox(box = createCommentBoxStore()) {
  const view = render(
    <CommentBox
      discussionID={discussion.discussionID}
      categoryID={discussion.categoryID}
      closed={false}
      box={box}
    />,
  );
  return { ...view, box };
}

/** Typing goes through the stand-in; the draft engine loads lazily first. */
async function typeComment(text: string) {
  const editor = await screen.findByLabelText("Comment");
  await userEvent.type(editor, text);
}

describe("CommentBox drafts against the API server (content spec §4, §7, §9)", { timeout: 30_000 }, () => {
  it("keeps typed text locally at once, restores it after a reload and saves it to the server 5 s after the last change", async () => {
    await signInThrough(server, "member");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const first = renderBox();
    await typeComment("Half a thought");
    await waitFor(() => expect(window.localStorage.length).toBeGreaterThan(0));
    expect(server.calls.some((call) => call.path.startsWith("drafts"))).toBe(false);
    first.unmount();

    renderBox();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>("Comment").value).toBe("Half a thought"),
    );
    await userEvent.type(screen.getByLabelText("Comment"), ", finished");
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(async () => {
      const drafts = await serverDrafts();
      expect(drafts.map((draft) => textOfRich2(JSON.parse(draft.attributes.body) as Rich2Document))).toEqual([
        "Half a thought, finished",
      ]);
    });
  });

  it("posting from the draft removes it locally and on the server", async () => {
    await signInThrough(server, "member");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    renderBox();
    await typeComment("Posted soon");
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(async () => expect(await serverDrafts()).toHaveLength(1));
    // The comment itself is answered here: the server renders bodies in worker threads, which this
    // test environment does not start; the drafts calls still go to the server.
    const serverFetch = fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith("/api/v2/comments")
        ? Promise.resolve(Response.json(sampleComments[0], { status: 201 }))
        : serverFetch(input, init),
    );
    await userEvent.click(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(async () => expect(await serverDrafts()).toHaveLength(0));
    expect(window.localStorage.getItem("plaza:draft:path:/discussion/" + discussion.discussionID)).toBeNull();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith("plaza:draft:"))).toEqual([]);
  });

  it('replying while a top-level draft exists asks "You have an unposted draft…" and Discard removes the draft (content spec §4, §8)', async () => {
    await signInThrough(server, "member");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const { box } = renderBox();
    await typeComment("Top-level words");
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(async () => expect(await serverDrafts()).toHaveLength(1));

    act(() => box.replyTo(5));
    const dialog = await screen.findByRole("dialog", {
      name: "You have an unposted draft, replying to this comment will discard your draft.",
    });
    expect(within(dialog).getByText("Are you sure you want to discard it?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(box.getParentID()).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>("Comment").value).toBe("Top-level words");

    act(() => box.replyTo(5));
    await userEvent.click(await screen.findByRole("button", { name: "Discard" }));
    expect(box.getParentID()).toBe(5);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Comment").value).toBe("");
    await waitFor(async () => expect(await serverDrafts()).toHaveLength(0));
  });

  it("moves to a reply without asking when no draft exists", async () => {
    await signInThrough(server, "member");
    const { box } = renderBox();
    await screen.findByLabelText("Comment");
    act(() => box.replyTo(7));
    expect(box.getParentID()).toBe(7);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
