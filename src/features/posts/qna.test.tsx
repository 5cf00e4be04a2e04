import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { CommentItem } from "./CommentItem";
import { OriginalPost } from "./OriginalPost";
import { DiscussionListItem } from "../discussions";
import { sampleComments, sampleDiscussion } from "./post-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

function renderComment(comment: Comment, onUpdated: (comment: Comment) => void = () => undefined) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ol>
        <CommentItem
          comment={comment}
          discussionName="Question"
          canQuote={false}
          isHighlighted={false}
          onUpdated={onUpdated}
        />
      </ol>
    </SWRConfig>,
  );
}
const base = sampleComments[0]!;
const withAnswer = (answer: Record<string, unknown>): Comment => ({ ...base, attributes: { answer } });

describe("Q&A answers on comments (Q&A addon, content spec §2)", () => {
  it("marks an accepted answer with the words Accepted Answer", async () => {
    setSession({ user: {} });
    vi.stubGlobal("fetch", fakeFetch().fetch);
    renderComment(withAnswer({ status: "accepted" }));
    expect(await screen.findByText("Accepted Answer")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept Answer" })).toBeNull();
  });

  it("offers Accept Answer to whom may choose and sends PATCH /comments/{id}/answer", async () => {
    setSession({ user: {} });
    const accepted = withAnswer({ status: "accepted", canChoose: true });
    const { fetch, requests } = fakeFetch(jsonResponse(accepted));
    vi.stubGlobal("fetch", fetch);
    const onUpdated = vi.fn();
    renderComment(withAnswer({ status: "pending", canChoose: true }), onUpdated);
    expect(screen.queryByText("Accepted Answer")).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Accept Answer" }));
    expect(requests[0]).toMatchObject({ method: "PATCH", body: JSON.stringify({ status: "accepted" }) });
    expect(requests[0]?.url).toBe(`/api/v2/comments/${base.commentID}/answer`);
    await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledWith(accepted));
  });

  it("leaves no badge, no button and no request when the comment carries no answer state (addon off)", () => {
    setSession({ user: {}, permissions: ["community.moderate"] });
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    const { container } = renderComment({ ...base, attributes: {} });
    expect(screen.queryByText("Accepted Answer")).toBeNull();
    expect(screen.queryByRole("button", { name: /Answer/ })).toBeNull();
    expect(container.querySelector("[aria-label='Accepted answer']")).toBeNull();
    expect(requests).toEqual([]);
  });

  it("shows the accepted answer under the question with the Accepted Answer badge", async () => {
    setSession({ user: {} });
    const answer = { ...base, body: "<p>Use the Remove button.</p>" };
    vi.stubGlobal("fetch", fakeFetch(jsonResponse(answer)).fetch);
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <OriginalPost
          discussion={{
            ...sampleDiscussion,
            type: "question",
            reactions: [],
            attributes: { question: { status: "accepted", acceptedAnswerID: base.commentID } },
          }}
        />
      </SWRConfig>,
    );
    const section = await screen.findByRole("region", { name: "Accepted answer" });
    expect(section.textContent).toContain("Use the Remove button.");
    expect(section.textContent).toContain("Accepted Answer");
  });

  it("marks questions Unanswered, Answered or Accepted in the discussion list, and plain discussions not", () => {
    setSession({ user: {} });
    vi.stubGlobal("fetch", fakeFetch().fetch);
    const question = { ...sampleDiscussion, type: "question" };
    for (const [status, label] of [
      ["unanswered", "Unanswered"],
      ["answered", "Answered"],
      ["accepted", "Accepted"],
    ] as const) {
      const { unmount } = render(
        <ul>
          <DiscussionListItem discussion={{ ...question, attributes: { question: { status } } }} />
        </ul>,
      );
      expect(screen.getByText(label)).toBeTruthy();
      unmount();
    }
    render(
      <ul>
        <DiscussionListItem discussion={question} />
      </ul>,
    );
    expect(screen.queryByText(/Unanswered|Answered|Accepted/)).toBeNull();
  });
});
