import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import type { Comment } from "../../../schemas/entities/comment.schema";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { fakeFetch } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { CommentItem } from "./CommentItem";
import { OriginalPost } from "./OriginalPost";
import { sampleComments, sampleDiscussion } from "./post-fixtures";

const guide = {
  mediaID: 501,
  name: "guide v2.pdf",
  url: "https://files.example.com/guide%20v2.pdf",
  type: "application/pdf",
  size: 1536,
};
const hostile = { mediaID: 502, name: "run.html", url: "javascript:alert(1)", type: "text/html", size: 10 };

function renderComment(comment: Comment) {
  return render(
    <ul>
      <CommentItem
        comment={comment}
        discussionName="Welcome to Plaza"
        canQuote={false}
        isHighlighted={false}
        onUpdated={() => {}}
      />
    </ul>,
  );
}

beforeEach(() => {
  vi.stubGlobal("fetch", fakeFetch().fetch);
  setSession({ config: {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("a post's files (a moved-in forum's attachments)", () => {
  it("lists a comment's files under its body, each a link with its size; an unsafe address is named without a link", () => {
    renderComment({ ...(sampleComments[0] as Comment), files: [guide, hostile] });
    const list = screen.getByRole("list", { name: "Attached files" });
    const link = within(list).getByRole("link", { name: "guide v2.pdf" });
    expect(link.getAttribute("href")).toBe(guide.url);
    expect(list.textContent).toContain("guide v2.pdf (1.5 KB)");
    expect(list.textContent).toContain("run.html (10 B)");
    expect(within(list).getAllByRole("link")).toHaveLength(1);
    expect(list.closest(".userContent")).toBeNull();
  });

  it("lists the discussion's files under its body, and nothing for a post without any", () => {
    render(<OriginalPost discussion={{ ...sampleDiscussion, files: [guide] } as Discussion} />);
    expect(
      within(screen.getByRole("list", { name: "Attached files" })).getByRole("link", {
        name: "guide v2.pdf",
      }),
    ).toBeTruthy();
    renderComment(sampleComments[0] as Comment);
    expect(screen.getAllByRole("list", { name: "Attached files" })).toHaveLength(1);
  });
});
