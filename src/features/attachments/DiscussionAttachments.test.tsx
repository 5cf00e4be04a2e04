import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Attachment } from "../../../schemas/entities/attachment.schema";
import { toastStore } from "../../ui/toasts/toast-store";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { publicDiscussionIDs } from "../../../tests/helpers/server";
import { resetSession } from "../../../tests/helpers/session";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { DiscussionAttachments } from "./DiscussionAttachments";

let server: InProcessApi;
let discussion: { discussionID: number; insertUserID: number };
let attachment: Attachment;

beforeAll(async () => {
  server = await startInProcessApi();
  const [discussionID] = await publicDiscussionIDs(server.app);
  discussion = await server.app.db
    .selectFrom("discussions")
    .select(["discussionID", "insertUserID"])
    .where("discussionID", "=", discussionID!)
    .executeTakeFirstOrThrow();
  await signInThrough(server, "moderator");
  const made = await globalThis.fetch("/api/v2/attachments", {
    method: "POST",
    headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
    body: JSON.stringify({
      attachmentType: "support-ticket",
      recordType: "discussion",
      recordID: discussion.discussionID,
      subject: "Printer on fire",
      priority: "high",
      description: "Smoke everywhere.",
    }),
  });
  expect(made.status).toBe(201);
  attachment = (await made.json()) as Attachment;
  resetSession();
}, 30_000);
afterAll(() => server.app.close());
afterEach(() => {
  act(() => toastStore.clear());
  resetSession();
});

function renderAttachments() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DiscussionAttachments {...discussion} />
      <ToastArea />
    </SWRConfig>,
  );
}

describe("DiscussionAttachments (content spec §7 POST /attachments/refresh)", { timeout: 30_000 }, () => {
  it("attachments: Refresh reads the status again from the source for one who may post the integration here", async () => {
    await signInThrough(server, "moderator");
    renderAttachments();
    const list = await screen.findByRole("list", { name: "Attachments" });
    expect(within(list).getByText("Open")).toBeTruthy();
    // The help desk solves the ticket (on its side: the attachment still says Open).
    await server.app.db
      .updateTable("support_tickets")
      .set({ status: "solved" })
      .where("ticketID", "=", attachment.sourceID)
      .execute();
    server.calls.length = 0;
    await userEvent.click(await screen.findByRole("button", { name: "Refresh attachments" }));
    expect(await within(list).findByText("Solved")).toBeTruthy();
    expect(await screen.findByText("The attachments are up to date.")).toBeTruthy();
    expect(server.calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "attachments/refresh",
        body: { attachmentIDs: [attachment.attachmentID] },
        status: 200,
      }),
    );
  });

  it("attachments: a member who may not post the integration on another's discussion sees the list without Refresh", async () => {
    await signInThrough(server, "member");
    const me = await (await globalThis.fetch("/api/v2/users/me")).json();
    expect(me.userID).not.toBe(discussion.insertUserID);
    renderAttachments();
    expect(await screen.findByRole("list", { name: "Attachments" })).toBeTruthy();
    // The catalog has loaded (the list asks it) and offers this member no way to post the integration.
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === "attachments/catalog" && call.status === 200)).toBe(
        true,
      ),
    );
    await act(() => Promise.resolve());
    expect(screen.queryByRole("button", { name: "Refresh attachments" })).toBeNull();
  });
});
