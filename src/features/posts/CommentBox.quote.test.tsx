import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { polyfillContentEditable } from "../../../tests/helpers/jsdom-editable";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { quoteNodeFrom } from "../editor";
import { createCommentBoxStore } from "./comment-box-store";
import { sampleQuote as quote } from "./post-fixtures";
import { CommentBox } from "./CommentBox";

// The real, lazily loaded editor: this file's first render is the one that loads it.
polyfillContentEditable();
afterEach(() => resetSession());

describe("CommentBox quotes (shell spec §6 quote)", () => {
  it("keeps a quote clicked while the editor is still loading and shows it once the editor is there", async () => {
    setSession({ user: {}, permissions: ["comments.add"] });
    const box = createCommentBoxStore();
    render(<CommentBox discussionID={1} categoryID={1} closed={false} box={box} />);
    expect(screen.queryByRole("textbox", { name: "Comment" })).toBeNull();

    box.insert([quoteNodeFrom(quote)]);

    const editor = await screen.findByRole("textbox", { name: "Comment" });
    expect(await within(editor).findByText("Quote of linus")).toBeTruthy();
    expect(within(editor).getByText("Quoted words")).toBeTruthy();
  });
});
