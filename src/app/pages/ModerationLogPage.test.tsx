import { describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSession } from "../../../tests/helpers/session";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { MODERATION_PAGE_LIMIT } from "../../features/moderation/moderation-log";
import { ModerationLogPage } from "./ModerationLogPage";
import { apiAs, commentsOf, renderAt, setUpModerationPages } from "./moderation-pages-test-support";

const server = setUpModerationPages();
const { nextDiscussionID } = server;

async function rename(discussionID: number, name: string, as = "moderator") {
  expect((await apiAs(server, as, "PATCH", `/discussions/${discussionID}`, { name })).status).toBe(200);
}

const historyPath = (type: string, id: number) => `/log/filter?recordType=${type}&recordID=${id}`;
const deletedPath = (id: number) => `/log/filter?parentRecordID=${id}&recordType=comment&operation=delete`;

describe("ModerationLogPage: revision history (/log/filter?recordType&recordID, content spec §2)", () => {
  it("lists the replaced versions newest first: date, who wrote them, the title and body then", async () => {
    const id = nextDiscussionID();
    const original = await server.app.db
      .selectFrom("discussions")
      .select(["name", "bodyText"])
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow();
    await rename(id, "Title two");
    await rename(id, "Title three", "admin");
    await signInThrough(server, "moderator");
    renderAt(historyPath("discussion", id), <ModerationLogPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Revision History" })).toBeTruthy();
    const entries = await screen.findAllByRole("listitem");
    expect(entries).toHaveLength(2);
    // Newest first: the admin's edit replaced the moderator's version, which replaced the original.
    expect(within(entries[0]!).getByRole("heading", { name: "Title two" })).toBeTruthy();
    expect(within(entries[0]!).getByRole("link", { name: "moderator" })).toBeTruthy();
    expect(entries[0]!.querySelector("time")).not.toBeNull();
    expect(within(entries[1]!).getByRole("heading", { name: original.name })).toBeTruthy();
    const firstWords = (original.bodyText ?? "").split(" ").slice(0, 3).join(" ");
    expect(entries[1]!.textContent).toContain(firstWords);
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(`/discussion/${id}`);
    expect(server.calls.map((call) => call.path)).toContain(
      `discussions/${id}/revisions?page=1&limit=${MODERATION_PAGE_LIMIT}`,
    );
  });

  it("shows a comment's history as plain text, never as HTML, with no title and a back link to the comment", async () => {
    const [comment] = await commentsOf(server, nextDiscussionID());
    const userID = (
      await server.app.db
        .selectFrom("users")
        .select("userID")
        .where("name", "=", "member")
        .executeTakeFirstOrThrow()
    ).userID;
    await server.app.db
      .insertInto("revisions")
      .values({
        recordType: "comment",
        recordID: comment!.commentID,
        name: null,
        body: "Said <b>first</b>.",
        format: "text",
        insertUserID: userID,
        dateInserted: "2026-01-01T10:00:00.000Z",
        editUserID: userID,
        dateEdited: "2026-01-02T10:00:00.000Z",
      })
      .execute();
    await signInThrough(server, "moderator");
    renderAt(historyPath("comment", comment!.commentID), <ModerationLogPage />);

    const entry = await screen.findByRole("listitem");
    expect(within(entry).getByText("Said <b>first</b>.")).toBeTruthy();
    expect(entry.querySelector("b")).toBeNull();
    expect(within(entry).queryByRole("heading")).toBeNull();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
      `/discussion/comment/${comment!.commentID}`,
    );
  });

  it("pages 30 at a time with Next, the page kept in the address", async () => {
    const id = nextDiscussionID();
    for (let n = 1; n <= MODERATION_PAGE_LIMIT + 1; n++) await rename(id, `Title ${n}`);
    await signInThrough(server, "moderator");
    const location = renderAt(historyPath("discussion", id), <ModerationLogPage />);
    expect(await screen.findAllByRole("listitem")).toHaveLength(MODERATION_PAGE_LIMIT);
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2")).toBeTruthy();
    expect(await screen.findAllByRole("listitem")).toHaveLength(1);
    expect(location.history?.at(-1)).toBe(`${historyPath("discussion", id)}&page=2`);
  }, 20_000);

  it("says so when the post was never edited", async () => {
    await signInThrough(server, "moderator");
    renderAt(historyPath("discussion", nextDiscussionID()), <ModerationLogPage />);
    expect(await screen.findByText("This post has not been edited.")).toBeTruthy();
  });

  it("a member who may not edit sees Permission Problem without Sign In", async () => {
    await signInThrough(server, "member2");
    renderAt(historyPath("discussion", nextDiscussionID()), <ModerationLogPage />);
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("a guest sees Permission Problem with a Sign In link back to this page (shell spec §2)", async () => {
    const id = nextDiscussionID();
    vi.stubGlobal("fetch", await server.fetchAs());
    renderAt(historyPath("discussion", id), <ModerationLogPage />);
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    const signIn = screen.getByRole("link", { name: "Sign In" }).getAttribute("href") ?? "";
    expect(decodeURIComponent(signIn)).toContain(historyPath("discussion", id));
  });

  it("a missing discussion is Discussion Not Found; an address naming no record is Page Not Found", async () => {
    await signInThrough(server, "moderator");
    renderAt(historyPath("discussion", 999999), <ModerationLogPage />);
    expect(await screen.findByRole("heading", { name: "Discussion Not Found" })).toBeTruthy();
    act(() => document.body.replaceChildren());
    renderAt("/log/filter?recordType=user&recordID=1", <ModerationLogPage />);
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });
});

describe("ModerationLogPage: deleted comments (/log/filter?parentRecordID&operation=delete, content spec §2)", () => {
  it("lists the discussion's deleted comments with their stored HTML, author and dates", async () => {
    const id = nextDiscussionID();
    const comments = await commentsOf(server, id);
    const gone = comments.at(-1)!;
    expect((await apiAs(server, "moderator", "DELETE", `/comments/${gone.commentID}`)).status).toBe(204);
    await signInThrough(server, "moderator");
    renderAt(deletedPath(id), <ModerationLogPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Deleted Comments" })).toBeTruthy();
    const entry = await screen.findByRole("listitem");
    const firstWords = (gone.bodyText ?? "").split(" ").slice(0, 3).join(" ");
    expect(entry.textContent).toContain(firstWords);
    // The stored HTML is rendered as HTML: its paragraphs are elements.
    expect(entry.querySelector(".userContent p")).not.toBeNull();
    expect(within(entry).getByRole("link", { name: gone.name })).toBeTruthy();
    expect(entry.querySelectorAll("time")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(`/discussion/${id}`);
  });

  it("says so when nothing was deleted", async () => {
    await signInThrough(server, "moderator");
    renderAt(deletedPath(nextDiscussionID()), <ModerationLogPage />);
    expect(await screen.findByText("No comments have been deleted from this discussion.")).toBeTruthy();
  });

  it("members see Permission Problem; guests get Sign In (content spec §6: moderators only)", async () => {
    const id = nextDiscussionID();
    await signInThrough(server, "member");
    renderAt(deletedPath(id), <ModerationLogPage />);
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    act(() => document.body.replaceChildren());
    resetSession();
    vi.stubGlobal("fetch", await server.fetchAs());
    renderAt(deletedPath(id), <ModerationLogPage />);
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeTruthy();
  });
});
