import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "wouter";
import { sessionStore } from "../../../runtime/data/session-store";
import { signInThrough } from "../../../tests/helpers/in-process-fetch";
import { userCountsStore } from "../../features/notifications";
import { ConversationPage } from "./ConversationPage";
import { MessagesPage, EMPTY_INBOX_TEXT } from "./MessagesPage";
import { NewMessagePage } from "./NewMessagePage";
import { apiAs, renderAt, setUpModerationPages } from "./moderation-pages-test-support";

// The server's body worker pool cannot start here: its rendering runs in this thread instead.
vi.mock(
  "../../../server/services/body/render-pool",
  () => import("../../../tests/helpers/inline-render-pool"),
);
// A textarea stands in for the Slate editor (jsdom cannot type into it); the editor has its own tests.
vi.mock(
  "../../features/editor/RichEditor",
  () => import("../../features/posts/editor-stand-in.test-support"),
);

const server = setUpModerationPages();
const ON = { "context.conversationsEnabled": true };

afterEach(() =>
  act(() =>
    userCountsStore.update((state) => {
      state.lastRequested = null;
      state.status = "pending";
    }),
  ),
);

const conversationIDOf = async (name: string) =>
  (
    await server.app.db
      .selectFrom("conversations")
      .select("conversationID")
      .where("name", "=", name)
      .executeTakeFirstOrThrow()
  ).conversationID;

const userIDOf = async (name: string) =>
  (
    await server.app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", name)
      .executeTakeFirstOrThrow()
  ).userID;

function renderConversation(id: number) {
  return renderAt(
    `/messages/${id}`,
    <Route path="/messages/:conversationID">
      <ConversationPage />
    </Route>,
  );
}

describe("MessagesPage (/messages/inbox, content spec §3, §7)", () => {
  it("lists the member's conversations newest first with the others' names, excerpt and unread mark", async () => {
    await signInThrough(server, "member", ON);
    renderAt("/messages/inbox", <MessagesPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeTruthy();
    const links = await screen.findAllByRole("link", { name: /member2|admin/ });
    const entries = links.filter((link) => link.getAttribute("href")?.startsWith("/messages/"));
    expect(entries[0]?.textContent).toContain("Also, bring a snack. It is tradition.");
    expect(within(entries[0] as HTMLElement).getByText("Unread")).toBeTruthy();
    expect(entries[1]?.textContent).not.toContain("Unread");
    expect(screen.getByRole("link", { name: "New Message" }).getAttribute("href")).toBe("/messages/add");
  });

  it("says so when the member has no conversation", async () => {
    await signInThrough(server, "moderator", ON);
    renderAt("/messages", <MessagesPage />);
    expect(await screen.findByText(EMPTY_INBOX_TEXT)).toBeTruthy();
  });

  it("gives guests the Permission Problem page with Sign In", async () => {
    await signInThrough(server, undefined, ON);
    renderAt("/messages/inbox", <MessagesPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
  });

  it("is Not Found while context.conversationsEnabled is off (content spec §3, default false)", async () => {
    await signInThrough(server, "member");
    renderAt("/messages/inbox", <MessagesPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    renderAt("/messages/add", <NewMessagePage />);
    expect(screen.getAllByRole("heading", { level: 1, name: "Page Not Found" })).toHaveLength(2);
  });
});

describe("ConversationPage (/messages/{id})", () => {
  it("shows the thread with authors, marks it read so the unread count follows, and appends a reply", async () => {
    const id = await conversationIDOf("Board game night?");
    await signInThrough(server, "member", ON);
    act(() => sessionStore.update((state) => void (state.user.countUnreadConversations = 1)));
    renderConversation(id);
    expect(await screen.findByRole("heading", { level: 1, name: "Board game night?" })).toBeTruthy();
    const articles = await screen.findAllByRole("article");
    expect(articles).toHaveLength(4);
    expect(articles.at(-1)?.textContent).toContain("Also, bring a snack. It is tradition.");
    expect(articles.at(-1)?.getAttribute("aria-label")).toBe("member2");
    expect(articles.at(-1)?.querySelector("time")).toBeTruthy();
    await waitFor(() => expect(sessionStore.getState().user.countUnreadConversations).toBe(0));

    fireEvent.change(await screen.findByLabelText("Message"), { target: { value: "I'll bring chips." } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(5));
    expect(screen.getAllByRole("article").at(-1)?.textContent).toContain("I'll bring chips.");
    const stored = await server.app.db
      .selectFrom("messages")
      .select("body")
      .where("conversationID", "=", id)
      .orderBy("messageID", "desc")
      .executeTakeFirstOrThrow();
    expect(stored.body).toContain("I'll bring chips.");
  });

  it("Leave Conversation takes the member out and opens the inbox (DELETE /conversations/{id}/leave)", async () => {
    const started = await apiAs(server, "member2", "POST", "/conversations", {
      participantUserIDs: [await userIDOf("member")],
      body: "Are you still there?",
      format: "text",
    });
    const { conversationID } = started.json() as { conversationID: number };
    await signInThrough(server, "member", ON);
    const location = renderConversation(conversationID);
    expect(await screen.findByText("Are you still there?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Leave Conversation" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/messages/inbox"));
    const row = await server.app.db
      .selectFrom("conversation_participants")
      .select("deleted")
      .where("conversationID", "=", conversationID)
      .where("userID", "=", await userIDOf("member"))
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(1);
  });

  it("Add People adds a member found by name, who can then read it (POST /conversations/{id}/participants)", async () => {
    const started = await apiAs(server, "member", "POST", "/conversations", {
      participantUserIDs: [await userIDOf("member2")],
      body: "Shall we ask someone else?",
      format: "text",
    });
    const { conversationID } = started.json() as { conversationID: number };
    await signInThrough(server, "member", ON);
    renderConversation(conversationID);
    // The thread shown, and the conversation marked read (its refresh answered), before the form opens.
    expect(await screen.findByText("Shall we ask someone else?")).toBeTruthy();
    await waitFor(() => expect(userCountsStore.getState().status).toBe("success"));
    fireEvent.click(screen.getByRole("button", { name: "Add People" }));
    const form = screen.getByRole("form", { name: "Add People" });
    fireEvent.change(within(form).getByRole("combobox", { name: "To" }), { target: { value: "moderator" } });
    fireEvent.mouseDown(await within(form).findByRole("option", { name: "moderator" }));
    fireEvent.click(within(form).getByRole("button", { name: "Add" }));
    // The participants shown follow the refresh, and the form closes once that refresh has returned.
    await waitFor(() => expect(screen.getByText(/Participants: .*moderator/)).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add People" })).toBeNull());
    const moderatorView = await apiAs(server, "moderator", "GET", `/conversations/${conversationID}`);
    expect(moderatorView.status).toBe(200);
  });

  it("is Not Found for someone not in the conversation, as for a missing one", async () => {
    const id = await conversationIDOf("Thanks for helping out");
    await signInThrough(server, "member2", ON);
    renderConversation(id);
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    expect(screen.queryByLabelText("Message")).toBeNull();
  });
});

describe("NewMessagePage (/messages/add, /messages/add/{name}, shell spec §2, content spec §2)", () => {
  it("picks {name}, prefills ?content=, and sending opens the new conversation", async () => {
    await signInThrough(server, "member", ON);
    const location = renderAt(
      "/messages/add/member2?content=Look%20at%20this%20post",
      <Route path="/messages/add/:name">
        <NewMessagePage />
      </Route>,
    );
    const recipients = await screen.findByRole("list", { name: "Recipients" });
    expect(within(recipients).getByText("member2")).toBeTruthy();
    const body = (await screen.findByLabelText("Message")) as HTMLTextAreaElement;
    expect(body.value).toBe("Look at this post");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/messages\/\d+$/));
    const id = Number(location.history?.at(-1)?.split("/").at(-1));
    const [message] = await server.app.db
      .selectFrom("messages")
      .select(["body", "format"])
      .where("conversationID", "=", id)
      .execute();
    expect(message).toMatchObject({ format: "rich2" });
    expect(message?.body).toContain("Look at this post");
    const people = await server.app.db
      .selectFrom("conversation_participants")
      .innerJoin("users", "users.userID", "conversation_participants.userID")
      .select("users.name")
      .where("conversationID", "=", id)
      .execute();
    expect(people.map((p) => p.name).sort()).toEqual(["member", "member2"]);
  });

  it("decodes a {name} with reserved characters as the user card's Message link encodes it", async () => {
    const now = new Date().toISOString();
    await server.app.db
      .insertInto("users")
      .values({
        name: "Tom&Jerry",
        nameKey: "tom&jerry",
        email: "tom.jerry@example.com",
        emailKey: "tom.jerry@example.com",
        passwordHash: "",
        photoUrl: "",
        title: "",
        private: 0,
        banned: 0,
        emailConfirmed: 1,
        countDiscussions: 0,
        countComments: 0,
        points: 0,
        dateInserted: now,
        dateLastActive: now,
        dateUpdated: null,
      })
      .execute();
    await signInThrough(server, "member", ON);
    renderAt(
      `/messages/add/${encodeURIComponent("Tom&Jerry")}`,
      <Route path="/messages/add/:name">
        <NewMessagePage />
      </Route>,
    );
    const recipients = await screen.findByRole("list", { name: "Recipients" });
    expect(within(recipients).getByText("Tom&Jerry")).toBeTruthy();
  });

  it("finds people by name through the user lookup; sending waits for someone to write to", async () => {
    await signInThrough(server, "member", ON);
    renderAt("/messages/add", <NewMessagePage />);
    fireEvent.change(await screen.findByLabelText("Message"), { target: { value: "Hello" } });
    const send = screen.getByRole("button", { name: "Send Message" });
    expect(send).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByRole("combobox", { name: "To" }), { target: { value: "member2" } });
    // Options are picked on mousedown, so the input keeps focus.
    fireEvent.mouseDown(await screen.findByRole("option", { name: "member2" }));
    expect(within(screen.getByRole("list", { name: "Recipients" })).getByText("member2")).toBeTruthy();
    expect(send).toHaveProperty("disabled", false);
    fireEvent.click(screen.getByRole("button", { name: "Remove member2" }));
    expect(send).toHaveProperty("disabled", true);
  });
});
