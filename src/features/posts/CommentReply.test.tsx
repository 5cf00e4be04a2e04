import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import type { CommentDraftMeta, DraftInput } from "../drafts/draft-types";
import { createCommentBoxStore } from "./comment-box-store";
import { clearCommentDrafts, serverDrafts } from "./comment-drafts.test-support";
import { CommentBox } from "./CommentBox";
import { CommentThread } from "./CommentThread";
import { sampleComments } from "./post-fixtures";

// A textarea stands in for the Slate editor (jsdom cannot type into it).
vi.mock("../editor/RichEditor", () => import("./editor-stand-in.test-support"));

const DISCARD_TEXT = "You have an unposted draft, replying to this comment will discard your draft.";
const DISCARD_QUESTION = "Are you sure you want to discard it?";

let server: InProcessApi;
let discussion: { discussionID: number; categoryID: number; name: string };
/** The thread's first comment: the one the tests answer. */
let target: { commentID: number; author: string };

beforeAll(async () => {
  server = await startInProcessApi({ draftScheduler: false });
  const list = await server.app.inject({ method: "GET", url: "/api/v2/discussions?limit=30" });
  const open = list
    .json<
      { discussionID: number; categoryID: number; name: string; closed: boolean; countComments: number }[]
    >()
    .find((row) => !row.closed && row.countComments > 0);
  discussion = { discussionID: open!.discussionID, categoryID: open!.categoryID, name: open!.name };
  const comments = await server.app.inject({
    method: "GET",
    url: `/api/v2/comments?discussionID=${discussion.discussionID}&expand=insertUser`,
  });
  const [first] = comments.json<Comment[]>();
  target = { commentID: first!.commentID, author: first!.insertUser!.name };
}, 30_000);
afterAll(() => server.app.close());
beforeEach(() => window.history.replaceState(null, "", `/discussion/${discussion.discussionID}`));
// Each test starts without drafts, on the server as in the browser.
afterEach(clearCommentDrafts);

/** The local comment drafts' meta (content spec §4: kept in browser storage at once). */
function localDraftMetas(): CommentDraftMeta[] {
  return Object.keys(window.localStorage)
    .filter((key) => key.startsWith("plaza:draft:"))
    .map((key) => {
      const entry = JSON.parse(window.localStorage.getItem(key)!) as { draft: DraftInput };
      return entry.draft.attributes.draftMeta as CommentDraftMeta;
    });
}

/** The post page's thread and comment box, sharing one comment box store as on the page. */
function renderPostPage({ closed = false } = {}) {
  const box = createCommentBoxStore();
  const props = { ...discussion, closed, box };
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CommentThread {...props} discussionName={discussion.name} page={1} limit={30} />
      <CommentBox {...props} />
    </SWRConfig>,
  );
  return { ...view, box };
}

/** The Reply button of the answered comment, once the thread has loaded. */
async function replyButton(): Promise<HTMLElement> {
  const item = await waitFor(() => {
    const found = document.getElementById(`Comment_${target.commentID}`);
    if (!found) throw new Error("the comment is not on the page yet");
    return found;
  });
  return within(item).getByRole("button", { name: "Reply" });
}

/** Types into the box once its editor and draft keeper are there, and waits for the local draft. */
async function typeComment(text: string) {
  await userEvent.type(await screen.findByLabelText("Comment"), text);
  await waitFor(() => expect(localDraftMetas()).toHaveLength(1));
}

const editor = () => screen.getByLabelText<HTMLTextAreaElement>("Comment");
const replyingTo = () => screen.queryByText(`Replying to ${target.author}`);

describe("Reply on a comment (content spec §4, §6)", { timeout: 30_000 }, () => {
  it("Reply shows on comments only for those who may comment (content spec §6 comments.add)", async () => {
    await signInThrough(server, "member");
    const member = renderPostPage();
    expect(await replyButton()).toBeTruthy();
    member.unmount();

    // A closed discussion takes discussions.close, which a member lacks: no Reply, as no Quote.
    const closed = renderPostPage({ closed: true });
    await waitFor(() => expect(document.getElementById(`Comment_${target.commentID}`)).not.toBeNull());
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    closed.unmount();

    await signInThrough(server);
    renderPostPage();
    await waitFor(() => expect(document.getElementById(`Comment_${target.commentID}`)).not.toBeNull());
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Quote" })).toBeNull();
  });

  it("Reply without a draft moves the box at once: it names the author and takes focus (content spec §4)", async () => {
    await signInThrough(server, "member");
    const { box } = renderPostPage();
    await screen.findByLabelText("Comment");
    await userEvent.click(await replyButton());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box.getParentID()).toBe(target.commentID);
    expect(replyingTo()).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(editor()));

    // Cancel Reply, reached from the keyboard, goes back to a top-level comment.
    const cancel = screen.getByRole("button", { name: "Cancel Reply" });
    cancel.focus();
    await userEvent.keyboard("{Enter}");
    expect(box.getParentID()).toBeNull();
    expect(replyingTo()).toBeNull();
  });

  it("Reply while a top-level comment draft exists asks with the spec's texts (content spec §4, §8)", async () => {
    await signInThrough(server, "member");
    renderPostPage();
    await typeComment("Top-level words");
    await userEvent.click(await replyButton());
    const dialog = await screen.findByRole("dialog", { name: DISCARD_TEXT });
    expect(within(dialog).getByText(DISCARD_QUESTION)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Discard" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("Cancel keeps the top-level draft and the box where it was (content spec §4)", async () => {
    await signInThrough(server, "member");
    const { box } = renderPostPage();
    await typeComment("Keep these words");
    await userEvent.click(await replyButton());
    const dialog = await screen.findByRole("dialog", { name: DISCARD_TEXT });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(box.getParentID()).toBeNull();
    expect(replyingTo()).toBeNull();
    expect(editor().value).toBe("Keep these words");
    expect(localDraftMetas()).toEqual([expect.objectContaining({ commentParentID: null })]);
  });

  it("Discard removes the top-level draft and moves the box to the comment (content spec §4)", async () => {
    await signInThrough(server, "member");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const { box } = renderPostPage();
    await typeComment("Words to discard");
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(async () => expect(await serverDrafts()).toHaveLength(1));

    await userEvent.click(await replyButton());
    const dialog = await screen.findByRole("dialog", { name: DISCARD_TEXT });
    await userEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(box.getParentID()).toBe(target.commentID);
    expect(replyingTo()).toBeTruthy();
    expect(editor().value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(editor()));
    expect(localDraftMetas()).toEqual([]);
    await waitFor(async () => expect(await serverDrafts()).toHaveLength(0));
  });

  it("a reply's draft names the comment it answers and the post sends parentCommentID (content spec §3, §7)", async () => {
    await signInThrough(server, "member");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const { box } = renderPostPage();
    await screen.findByLabelText("Comment");
    await userEvent.click(await replyButton());
    await typeComment("An answer");
    expect(localDraftMetas()).toEqual([expect.objectContaining({ commentParentID: target.commentID })]);
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(async () => {
      const [saved] = await serverDrafts();
      expect(saved?.attributes.draftMeta).toMatchObject({ commentParentID: target.commentID });
    });

    // The comment itself is answered here: the server renders bodies in worker threads, which this
    // test environment does not start; every other call still goes to the server.
    const sent: unknown[] = [];
    const serverFetch = fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith("/api/v2/comments") || init?.method !== "POST")
        return serverFetch(input, init);
      sent.push(JSON.parse(String(init.body)));
      return Promise.resolve(Response.json(sampleComments[0], { status: 201 }));
    });
    await userEvent.click(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      discussionID: discussion.discussionID,
      parentCommentID: target.commentID,
    });
    // Posted: the draft is gone and the box writes a top-level comment again.
    await waitFor(() => expect(box.getParentID()).toBeNull());
    await waitFor(async () => expect(await serverDrafts()).toHaveLength(0));
  });

  it("a reply draft restored on the page answers its comment again, as its draft link promises (content spec §2)", async () => {
    await signInThrough(server, "member");
    const first = renderPostPage();
    await screen.findByLabelText("Comment");
    await userEvent.click(await replyButton());
    await typeComment("Half an answer");
    first.unmount();

    const { box } = renderPostPage();
    await waitFor(() => expect(editor().value).toBe("Half an answer"));
    await waitFor(() => expect(box.getParentID()).toBe(target.commentID));
    // The restored draft names only the comment: its author is looked up.
    expect(await screen.findByText(`Replying to ${target.author}`)).toBeTruthy();
  });
});
