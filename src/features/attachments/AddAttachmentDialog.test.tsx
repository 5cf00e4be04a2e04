import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { AttachmentCatalog } from "../../../schemas/entities/attachment.schema";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { toastStore } from "../../ui/toasts/toast-store";
import { ToastArea } from "../../ui/toasts/ToastArea";
import { useToast } from "../../ui/toasts/use-toast";
import { publicDiscussionIDs } from "../../../tests/helpers/server";
import { resetSession } from "../../../tests/helpers/session";
import { signInThrough, startInProcessApi, type InProcessApi } from "../../../tests/helpers/in-process-fetch";
import { OriginalPost } from "../posts";
import { importThroughFetch } from "../../../tests/helpers/served-modules";
import AddAttachmentDialog from "./AddAttachmentDialog";

let server: InProcessApi;
let discussionIDs: number[] = [];

beforeAll(async () => {
  server = await startInProcessApi();
  discussionIDs = await publicDiscussionIDs(server.app);
}, 30_000);
afterAll(() => server.app.close());
afterEach(() => {
  act(() => toastStore.clear());
  vi.unstubAllGlobals();
  resetSession();
});

/** A discussion as the signed-in viewer reads it; the calls so far are forgotten. */
async function discussionFrom(discussionID: number): Promise<Discussion> {
  const response = await globalThis.fetch(`/api/v2/discussions/${discussionID}?expand=reactions`);
  const discussion = (await response.json()) as Discussion;
  server.calls.length = 0;
  return discussion;
}

async function supportTicket() {
  const response = await globalThis.fetch("/api/v2/attachments/catalog");
  return ((await response.json()) as AttachmentCatalog)["support-ticket"]!;
}

function Dialog(props: {
  discussionID: number;
  onClose(): void;
  integration: Awaited<ReturnType<typeof supportTicket>>;
}) {
  const toast = useToast();
  return <AddAttachmentDialog {...props} toast={toast} loadModule={importThroughFetch} />;
}

describe("AddAttachmentDialog (content spec §3, §7)", { timeout: 30_000 }, () => {
  it("attachments: the generated form is prefilled from the discussion, validates with the served module and posts", async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(discussionIDs[0]!);
    const integration = await supportTicket();
    const onClose = vi.fn();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Dialog discussionID={discussion.discussionID} integration={integration} onClose={onClose} />
        <ToastArea />
      </SWRConfig>,
    );
    expect(screen.getByRole("dialog", { name: "Create Support Ticket" })).toBeTruthy();
    const subject = await screen.findByRole<HTMLInputElement>(
      "textbox",
      { name: "Subject" },
      { timeout: 10_000 },
    );
    expect(subject.value).toBe(discussion.name);
    await userEvent.clear(subject);
    await userEvent.click(screen.getByRole("button", { name: "Create Ticket" }));
    // Checked in the browser by the compiled module: nothing is sent.
    await waitFor(() => expect(subject.getAttribute("aria-invalid")).toBe("true"));
    expect(server.calls.filter((call) => call.method === "POST")).toEqual([]);

    await userEvent.type(subject, "Broken login");
    await userEvent.type(screen.getByRole("textbox", { name: "Description" }), "It loops.");
    await userEvent.click(screen.getByRole("button", { name: "Create Ticket" }));
    expect(await screen.findByText("The support ticket was created.", {}, { timeout: 10_000 })).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(server.calls.filter((call) => call.method === "POST")).toEqual([
      expect.objectContaining({
        path: "attachments",
        body: expect.objectContaining({
          attachmentType: "support-ticket",
          recordType: "discussion",
          recordID: discussion.discussionID,
          subject: "Broken login",
          priority: "normal",
          description: "It loops.",
        }),
        status: 201,
      }),
    ]);
  });

  it("attachments: the options menu offers the integration to a moderator, not to a member on another's discussion (content spec §6)", async () => {
    await signInThrough(server, "moderator");
    const discussion = await discussionFrom(discussionIDs[1]!);
    const view = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <OriginalPost discussion={discussion} />
      </SWRConfig>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Discussion Options" }));
    expect(
      await screen.findByRole("menuitem", { name: "Add Support Ticket" }, { timeout: 10_000 }),
    ).toBeTruthy();
    view.unmount();
    resetSession();

    await signInThrough(server, "member");
    const others = await discussionFrom(discussionIDs[1]!);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <OriginalPost discussion={others} />
      </SWRConfig>,
    );
    const menu = screen.queryByRole("button", { name: "Discussion Options" });
    if (menu) {
      await userEvent.click(menu);
      await waitFor(() =>
        expect(server.calls.some((call) => call.path === "attachments/catalog")).toBe(true),
      );
      expect(screen.queryByRole("menuitem", { name: "Add Support Ticket" })).toBeNull();
    } else expect(server.calls.some((call) => call.path === "attachments/catalog")).toBe(false);
  });
});
