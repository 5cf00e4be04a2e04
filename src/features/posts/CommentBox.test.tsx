import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { rich2FromText } from "../editor";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { createCommentBoxStore } from "./comment-box-store";
import { CommentBox } from "./CommentBox";
import { sampleComments } from "./post-fixtures";

// A textarea stands in for the Slate editor (jsdom cannot type into it).
vi.mock("../editor/RichEditor", () => import("./editor-stand-in.test-support"));

beforeEach(() => window.history.replaceState(null, "", "/discussion/1/welcome?x=1"));
afterEach(() => {
  // Drafts are kept in localStorage (content spec §4): each test starts without one.
  window.localStorage.clear();
  vi.unstubAllGlobals();
  resetSession();
});

describe("CommentBox (create comment)", () => {
  it("shows a guest one call to action, Sign in to comment, back to this page where the box would be", () => {
    setSession({ config: { "registration.method": "basic" } });
    render(<CommentBox discussionID={1} categoryID={1} closed={false} />);
    const target = encodeURIComponent("/discussion/1/welcome?x=1");
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Sign in to comment"]);
    expect(screen.getByRole("link", { name: "Sign in to comment" }).getAttribute("href")).toBe(
      `/entry/signin?Target=${target}`,
    );
    expect(screen.queryByRole("button", { name: "Post Comment" })).toBeNull();
  });

  it('tells a banned member "You have been banned.", the reason and until when, where the box would be', () => {
    setSession({
      user: {
        banned: 1,
        ban: { reason: "Spam links", dateInserted: "2026-01-01T00:00:00Z", dateExpires: null },
      },
      permissions: [],
    });
    render(<CommentBox discussionID={1} categoryID={1} closed={false} />);
    const notice = screen.getByRole("region", { name: "You have been banned." });
    expect(within(notice).getByText("Spam links")).toBeTruthy();
    expect(within(notice).getByText("Permanently")).toBeTruthy();
    expect(screen.queryByLabelText("Comment")).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign in to comment" })).toBeNull();
  });

  it("names the comment editor, visibly and for assistive technology, and shows a placeholder", async () => {
    setSession({ user: {}, permissions: ["comments.add"] });
    render(<CommentBox discussionID={1} categoryID={1} closed={false} box={createCommentBoxStore()} />);
    const editor = await screen.findByRole("textbox", { name: "Comment" });
    expect(editor.getAttribute("placeholder")).toBe("Write a comment…");
    expect(screen.getByText("Comment", { selector: "span" })).toBeTruthy();
  });

  it("previews the comment rendered by the server as it will show, and goes back to the text it keeps", async () => {
    const fake = fakeFetch(jsonResponse({ body: "<p><strong>Hello</strong> there</p>" }));
    vi.stubGlobal("fetch", fake.fetch);
    setSession({ user: {}, permissions: ["comments.add"] });
    render(<CommentBox discussionID={1} categoryID={1} closed={false} box={createCommentBoxStore()} />);
    const editor = await screen.findByRole("textbox", { name: "Comment" });
    await userEvent.type(editor, "**Hello** there");
    const write = screen.getByRole("tab", { name: "Write" });
    expect(write.getAttribute("aria-selected")).toBe("true");
    write.focus();
    await userEvent.keyboard("{ArrowRight}");
    const preview = screen.getByRole("tab", { name: "Preview" });
    expect(preview.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "Preview" });
    expect(await within(panel).findByText("Hello", { selector: "strong" })).toBeTruthy();
    expect(fake.requests[0]?.url).toBe("/api/v2/posts/preview");
    expect(fake.requests[0]?.method).toBe("POST");
    expect(JSON.parse(String(fake.requests[0]?.body))).toEqual({
      body: JSON.stringify(rich2FromText("**Hello** there")),
      format: "rich2",
    });
    await userEvent.click(write);
    expect((screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement).value).toBe(
      "**Hello** there",
    );
  });

  it("says there is nothing to preview for an empty comment, without asking the server", async () => {
    const fake = fakeFetch();
    vi.stubGlobal("fetch", fake.fetch);
    setSession({ user: {}, permissions: ["comments.add"] });
    render(<CommentBox discussionID={1} categoryID={1} closed={false} box={createCommentBoxStore()} />);
    await screen.findByRole("textbox", { name: "Comment" });
    await userEvent.click(screen.getByRole("tab", { name: "Preview" }));
    expect(await screen.findByText("Nothing to preview.")).toBeTruthy();
    expect(fake.requests.filter((request) => request.url.includes("preview"))).toHaveLength(0);
  });

  it("posts a rich2 comment, resets the editor and tells the thread (content spec §5: empty is not sent)", async () => {
    const fake = fakeFetch(jsonResponse(sampleComments[0], { status: 201 }));
    vi.stubGlobal("fetch", fake.fetch);
    setSession({ user: {}, permissions: ["comments.add"] });
    const box = createCommentBoxStore();
    const posted = vi.fn();
    box.onPosted(posted);
    render(<CommentBox discussionID={1} categoryID={1} closed={false} box={box} />);
    const editor = await screen.findByLabelText("Comment");
    const button = screen.getByRole("button", { name: "Post Comment" });
    expect(button).toHaveProperty("disabled", true);
    await userEvent.type(editor, "   ");
    expect(button).toHaveProperty("disabled", true);
    await userEvent.type(editor, "Hello");
    await userEvent.click(button);
    await waitFor(() => expect(posted).toHaveBeenCalledWith(sampleComments[0]));
    expect(fake.requests[0]?.method).toBe("POST");
    expect(fake.requests[0]?.url).toContain("/api/v2/comments");
    expect(JSON.parse(String(fake.requests[0]?.body))).toEqual({
      discussionID: 1,
      body: JSON.stringify(rich2FromText("   Hello")),
      format: "rich2",
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>("Comment").value).toBe("");
  });

  it("keeps the text and shows the server's message when posting fails", async () => {
    vi.stubGlobal(
      "fetch",
      fakeFetch(jsonResponse({ message: "You are posting too fast.", status: 429 }, { status: 429 })).fetch,
    );
    setSession({ user: {}, permissions: ["comments.add"] });
    render(<CommentBox discussionID={1} categoryID={1} closed={false} box={createCommentBoxStore()} />);
    await userEvent.type(await screen.findByLabelText("Comment"), "Keep me");
    await userEvent.click(screen.getByRole("button", { name: "Post Comment" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You are posting too fast.");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Comment").value).toBe("Keep me");
  });

  it("tells a member a closed discussion is closed, and lets discussions.close comment (content spec §6)", async () => {
    setSession({ user: {}, permissions: ["comments.add"] });
    const { unmount } = render(<CommentBox discussionID={1} categoryID={1} closed />);
    expect(screen.getByText("This discussion has been closed.")).toBeTruthy();
    expect(screen.queryByLabelText("Comment")).toBeNull();
    unmount();
    setSession({ user: {}, permissions: ["comments.add", "discussions.close"] });
    render(<CommentBox discussionID={1} categoryID={1} closed />);
    expect(await screen.findByLabelText("Comment")).toBeTruthy();
  });
});
