import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { cutExcerpt } from "../../../runtime/format/excerpt";
import { writeSiteConfig } from "../../../server/services/config";
import { resetSession } from "../../../tests/helpers/session";
import { sessionStore } from "../../../runtime/data/session-store";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { ESCALATIONS_FLAG, REPORTS_OFF_TEXT, ReportsPage } from "./ReportsPage";
import { apiAs, commentsOf, renderAt, setUpModerationPages } from "./moderation-pages-test-support";

// Members may report only while the flag is on (content spec §6).
const server = setUpModerationPages((api) => writeSiteConfig(api.app.db, { [ESCALATIONS_FLAG]: true }));
const { nextDiscussionID } = server;

async function report(recordType: "discussion" | "comment", recordID: number, reason: string, as = "member") {
  const response = await apiAs(server, as, "POST", `/${recordType}s/${recordID}/reports`, { reason });
  expect(response.status).toBe(201);
}

const reportsPath = (recordType: string, recordID: number, statuses = "none") =>
  `/dashboard/content/reports?statuses=${statuses}&recordType=${recordType}&recordID=${recordID}`;

const flagOn = { [ESCALATIONS_FLAG]: true };

describe("ReportsPage (/dashboard/content/reports, content spec §2 reports list)", () => {
  it("lists a record's reports newest first: reporter, reason, date, state and a link to the record", async () => {
    const id = nextDiscussionID();
    const other = nextDiscussionID();
    await report("discussion", id, "Spam, plainly.");
    await report("discussion", id, "Off topic.", "member2");
    await report("discussion", other, "Not this one.");
    const { name } = await server.app.db
      .selectFrom("discussions")
      .select("name")
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow();
    await signInThrough(server, "moderator", flagOn);
    renderAt(reportsPath("discussion", id), <ReportsPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeTruthy();
    // One entry per post, its reports listed under it.
    const reportList = await screen.findByRole("list", { name: "Reports" });
    const entries = within(reportList).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText("Off topic.")).toBeTruthy();
    expect(within(entries[0]!).getByRole("link", { name: "member2" })).toBeTruthy();
    expect(within(entries[0]!).getByText("New")).toBeTruthy();
    expect(entries[0]!.querySelector("time")).not.toBeNull();
    const recordLink = screen.getByRole("link", { name });
    expect(recordLink.getAttribute("href")).toContain(`/discussion/${id}`);
    expect(within(entries[1]!).getByText("Spam, plainly.")).toBeTruthy();
    expect(screen.queryByText("Not this one.")).toBeNull();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(`/discussion/${id}`);
    // statuses=none asks for every state.
    expect(server.calls.map((call) => call.path)).toContain(
      `reports?page=1&limit=30&recordType=discussion&recordID=${id}`,
    );
  });

  it("a named state filters; a comment's reports link to the comment", async () => {
    const [comment] = await commentsOf(server, nextDiscussionID());
    await report("comment", comment!.commentID, "Rude reply.");
    await signInThrough(server, "moderator", flagOn);
    renderAt(reportsPath("comment", comment!.commentID, "dismissed"), <ReportsPage />);
    expect(await screen.findByText("No reports.")).toBeTruthy();
    act(() => document.body.replaceChildren());
    renderAt(reportsPath("comment", comment!.commentID, "new"), <ReportsPage />);
    expect(await screen.findByText("Rude reply.")).toBeTruthy();
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toContain(`/discussion/comment/${comment!.commentID}#Comment_${comment!.commentID}`);
  });

  it("says reports are turned off while the escalations flag is off, and asks nothing", async () => {
    await signInThrough(server, "moderator", { [ESCALATIONS_FLAG]: false });
    renderAt(reportsPath("discussion", nextDiscussionID()), <ReportsPage />);
    expect(await screen.findByText(REPORTS_OFF_TEXT)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Reports" })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it("members see Permission Problem; guests get Sign In (community.moderate)", async () => {
    const id = nextDiscussionID();
    await signInThrough(server, "member", flagOn);
    renderAt(reportsPath("discussion", id), <ReportsPage />);
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    act(() => document.body.replaceChildren());
    resetSession();
    vi.stubGlobal("fetch", await server.fetchAs());
    // A guest's boot payload carries the public config too.
    act(() => sessionStore.update((state) => void (state.config = flagOn)));
    renderAt(reportsPath("discussion", id), <ReportsPage />);
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeTruthy();
  });

  /** A seeded comment by someone a moderator may warn, reported by "member". */
  async function reportedComment() {
    for (;;) {
      const comments = await commentsOf(server, nextDiscussionID());
      const comment = comments.find((c) => !["moderator", "admin", "member"].includes(c.name));
      if (!comment) continue;
      await report("comment", comment.commentID, "Rude reply.");
      return comment;
    }
  }
  const reportRow = (commentID: number) =>
    server.app.db
      .selectFrom("reports")
      .selectAll()
      .where("recordType", "=", "comment")
      .where("recordID", "=", commentID)
      .executeTakeFirstOrThrow();

  it("shows the reported text and its author; Dismiss closes the post's reports in place", async () => {
    const comment = await reportedComment();
    await signInThrough(server, "moderator", flagOn);
    renderAt(reportsPath("comment", comment.commentID, "new"), <ReportsPage />);
    const quote = await screen.findByLabelText("Reported text");
    expect(quote.textContent).toBe(cutExcerpt(comment.bodyText ?? ""));
    expect(screen.getByRole("link", { name: comment.name })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("No reports.")).toBeTruthy();
    expect((await reportRow(comment.commentID)).status).toBe("dismissed");
    // The title bar's open-report count is asked for again at once.
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain("users/me-counts"));
    expect(screen.getByRole("link", { name: "Open" }).getAttribute("aria-current")).toBe("page");
  });

  it("Resolve takes a note and, when ticked, tells the reporter", async () => {
    const comment = await reportedComment();
    await signInThrough(server, "moderator", flagOn);
    renderAt(reportsPath("comment", comment.commentID, "new"), <ReportsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Resolve" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Note (optional)"), "Spoke to them.");
    await userEvent.click(within(dialog).getByLabelText("Tell the reporter"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Resolve" }));
    expect(await screen.findByText("No reports.")).toBeTruthy();
    expect(await reportRow(comment.commentID)).toMatchObject({
      status: "resolved",
      resolutionNote: "Spoke to them.",
    });
    const told = await server.app.db
      .selectFrom("notifications")
      .innerJoin("users", "users.userID", "notifications.userID")
      .select("notifications.body")
      .where("users.name", "=", "member")
      .where("notifications.reason", "=", "reportOutcome")
      .where("notifications.recordID", "=", comment.commentID)
      .execute();
    expect(told.map((n) => n.body).join()).toContain("Spoke to them.");
  });

  it("Delete Post removes the comment and resolves its reports; Warn Author then warns its writer", async () => {
    const comment = await reportedComment();
    await signInThrough(server, "moderator", flagOn);
    renderAt(reportsPath("comment", comment.commentID), <ReportsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Post" }));
    let dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The reported post has been deleted.")).toBeTruthy();
    expect((await reportRow(comment.commentID)).status).toBe("resolved");

    // The author of the deleted comment can still be warned in place.
    await userEvent.click(screen.getByRole("button", { name: "Warn Author" }));
    dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Keep it civil.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Warn" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const warning = await server.app.db
      .selectFrom("warnings")
      .selectAll()
      .where("recordType", "=", "comment")
      .where("recordID", "=", comment.commentID)
      .executeTakeFirst();
    expect(warning?.reason).toBe("Keep it civil.");
  });

  it("moderates several posts at once: select them, then Dismiss", async () => {
    const first = await reportedComment();
    const second = await reportedComment();
    await signInThrough(server, "moderator", flagOn);
    renderAt("/dashboard/content/reports?statuses=new", <ReportsPage />);
    for (const checkbox of await screen.findAllByRole("checkbox", { name: /^Select / })) {
      await userEvent.click(checkbox);
    }
    const bar = screen.getByRole("region", { name: "Selected posts" });
    await userEvent.click(within(bar).getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("No reports.")).toBeTruthy();
    expect((await reportRow(first.commentID)).status).toBe("dismissed");
    expect((await reportRow(second.commentID)).status).toBe("dismissed");
  });
});
