import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { commentBoxStore, createCommentBoxStore } from "./comment-box-store";
import { CommentThread } from "./CommentThread";
import { OriginalPost } from "./OriginalPost";
import { sampleComments, sampleDiscussion } from "./post-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

const fresh = { provider: () => new Map(), dedupingInterval: 0 };

describe("the post page by keyboard", () => {
  it("moves focus to the comment just posted on this page, not back to the body", async () => {
    window.history.replaceState(null, "", "/discussion/1/welcome-to-plaza");
    const posted = { ...sampleComments[0]!, commentID: 99, body: "<p>Mine.</p>", reactions: [] };
    const initial = sampleComments.map((c) => ({ ...c, reactions: [] }));
    vi.stubGlobal("fetch", fakeFetch(jsonResponse([...initial, posted])).fetch);
    const box = createCommentBoxStore();
    render(
      <SWRConfig value={fresh}>
        <CommentThread
          discussionID={1}
          discussionName="Welcome"
          categoryID={1}
          closed={false}
          page={1}
          limit={30}
          initial={{ comments: initial, paging: { currentPage: 1, limit: 30, total: 3 } }}
          box={box}
        />
      </SWRConfig>,
    );
    act(() => box.posted(posted));
    await waitFor(() => expect(document.activeElement?.id).toBe("Comment_99"));
    expect(document.activeElement?.textContent).toContain("Mine.");
  });

  it("offers a member who may comment a Skip to reply link that brings the comment box with focus", async () => {
    setSession({ user: {}, permissions: ["comments.add"] });
    vi.stubGlobal("fetch", fakeFetch().fetch);
    const moves: [number | null, boolean][] = [];
    const stop = commentBoxStore.onMove((parentID, byMember) => moves.push([parentID, byMember]));
    render(
      <SWRConfig value={fresh}>
        <OriginalPost discussion={sampleDiscussion} />
      </SWRConfig>,
    );
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to reply" });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute("href")).toBe("#create-comment");
    await userEvent.keyboard("{Enter}");
    expect(moves).toEqual([[null, true]]);
    stop();
  });

  it("has no Skip to reply for a guest, who has no comment box", () => {
    setSession({});
    vi.stubGlobal("fetch", fakeFetch().fetch);
    render(
      <SWRConfig value={fresh}>
        <OriginalPost discussion={sampleDiscussion} />
      </SWRConfig>,
    );
    expect(screen.queryByRole("link", { name: "Skip to reply" })).toBeNull();
  });
});
