import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import type { Comment } from "../../../schemas/entities/comment.schema";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { fakeFetch } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { CommentItem } from "./CommentItem";
import { OriginalPost } from "./OriginalPost";
import { sampleComments, sampleDiscussion } from "./post-fixtures";
import { commentsKey } from "./use-comments";

const SIGNATURE = '<p>Talk is cheap. <img src="/uploads/banner.png" alt="My banner"></p>';

const base = sampleComments[0] as Comment;
const signedComment: Comment = {
  ...base,
  insertUser: { ...(base.insertUser as NonNullable<Comment["insertUser"]>), signature: SIGNATURE },
};
const signedDiscussion: Discussion = {
  ...sampleDiscussion,
  insertUser: {
    ...(sampleDiscussion.insertUser as NonNullable<Discussion["insertUser"]>),
    signature: "<p>Opening post signature</p>",
  },
};

function renderComment(comment: Comment = signedComment) {
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

beforeEach(() => vi.stubGlobal("fetch", fakeFetch().fetch));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("post signatures (content spec §5)", () => {
  it("shows the author's signature under a comment when signatures.enabled is on", () => {
    setSession({ config: { "signatures.enabled": true, "signatures.hideMobile": false } });
    renderComment();
    const signature = screen.getByText("Talk is cheap.").closest(".userContent-signature");
    expect(signature).not.toBeNull();
    // Below the body, not inside it.
    expect(signature?.closest(".userContent")).toBeNull();
    expect(screen.getByText("Comment number 11.")).toBeTruthy();
  });

  it("hides signatures when signatures.hideMobile is on", () => {
    setSession({ config: { "signatures.enabled": true, "signatures.hideMobile": true } });
    renderComment();
    expect(screen.getByText("Comment number 11.")).toBeTruthy();
    expect(screen.queryByText("Talk is cheap.")).toBeNull();
  });

  it("hides signatures when signatures.enabled is off (the default)", () => {
    setSession({ config: {} });
    renderComment();
    expect(screen.queryByText("Talk is cheap.")).toBeNull();
  });

  it("shows nothing for an author without a signature", () => {
    setSession({ config: { "signatures.enabled": true } });
    const { container } = renderComment(base);
    expect(container.querySelector(".userContent-signature")).toBeNull();
  });

  it("holds signature images to signatures.imageMaxHeight px", () => {
    setSession({ config: { "signatures.enabled": true, "signatures.imageMaxHeight": 80 } });
    renderComment();
    const image = screen.getByRole("img", { name: "My banner" });
    const signature = image.closest<HTMLElement>(".userContent-signature");
    expect(signature?.style.getPropertyValue("--signature-image-max-height")).toBe("80px");
  });

  it("shows the original post's signature under its body", () => {
    setSession({ config: { "signatures.enabled": true } });
    render(<OriginalPost discussion={signedDiscussion} />);
    const signature = screen.getByText("Opening post signature");
    expect(signature.closest(".userContent-signature")).not.toBeNull();
  });

  it("asks for signatures when the thread refetches, so they stay after posting", () => {
    const key = commentsKey({ discussionID: 1, sort: "dateInserted", page: 1, limit: 30 });
    const expand = new URLSearchParams(key.slice(key.indexOf("?") + 1)).get("expand") ?? "";
    expect(expand.split(",")).toEqual(expect.arrayContaining(["insertUser", "insertUser.signature"]));
  });
});
