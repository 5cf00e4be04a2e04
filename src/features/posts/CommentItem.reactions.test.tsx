import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { CommentItem } from "./CommentItem";
import { sampleComments } from "./post-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

const like = {
  tagID: 2,
  urlcode: "Like",
  name: "Like",
  class: "Positive",
  count: 0,
  hasReacted: false,
  reactionValue: 1,
};

describe("CommentItem: reactions under each comment (content spec §4)", () => {
  it("gives a comment's reaction through the comment's reactions endpoint", async () => {
    setSession({ user: {}, permissions: ["reactions.positive.add"] });
    const fake = fakeFetch(jsonResponse([{ ...like, count: 1, hasReacted: true }]));
    vi.stubGlobal("fetch", fake.fetch);
    const comment = { ...sampleComments[0]!, reactions: [like], score: 0 };
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ol>
          <CommentItem
            comment={comment}
            discussionName="Welcome"
            canQuote={false}
            isHighlighted={false}
            onUpdated={() => undefined}
          />
        </ol>
      </SWRConfig>,
    );
    const bar = screen.getByRole("group", { name: "Reactions" });
    await userEvent.click(within(bar).getByRole("button", { name: "Add reaction" }));
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "Like" }));
    expect(within(bar).getByText("Score: 1")).toBeTruthy();
    await waitFor(() =>
      expect(fake.requests[0]?.url).toContain(`/api/v2/comments/${comment.commentID}/reactions`),
    );
  });
});
