import { describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
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
    const entries = await screen.findAllByRole("listitem");
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText("Off topic.")).toBeTruthy();
    expect(within(entries[0]!).getByRole("link", { name: "member2" })).toBeTruthy();
    expect(within(entries[0]!).getByText("New")).toBeTruthy();
    expect(entries[0]!.querySelector("time")).not.toBeNull();
    const recordLink = within(entries[1]!).getByRole("link", { name });
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
    const entry = await screen.findByRole("listitem");
    expect(within(entry).getByText("Rude reply.")).toBeTruthy();
    const links = within(entry)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
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
});
