import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { Conversation } from "../../../schemas/entities/conversation.schema";
import { fakeFetch, jsonResponse, type FakeReply } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession, type TestSession } from "../../../tests/helpers/session";
import { MessagesMenu } from "./MessagesMenu";

const participant = (userID: number, name: string) => ({
  userID,
  status: "participating" as const,
  user: { userID, name, photoUrl: "", dateLastActive: null },
});

const conversation: Conversation = {
  conversationID: 7,
  name: "Board game night?",
  body: "Older excerpt",
  url: "/messages/7",
  insertUserID: 3,
  dateInserted: "2025-01-01T00:00:00.000Z",
  dateLastMessage: new Date().toISOString(),
  countMessages: 4,
  countReadMessages: 3,
  countUnread: 1,
  unread: true,
  countParticipants: 3,
  participants: [participant(2, "member"), participant(3, "Alice"), participant(4, "Bob")],
  lastMessage: {
    messageID: 40,
    insertUserID: 3,
    insertUser: participant(3, "Alice").user,
    dateInserted: new Date().toISOString(),
    body: "Bring a snack.",
  },
};

const enabled = { "context.conversationsEnabled": true };

function setup(session: TestSession, ...replies: FakeReply[]) {
  setSession(session);
  const network = fakeFetch(...replies);
  vi.stubGlobal("fetch", network.fetch);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MessagesMenu />
    </SWRConfig>,
  );
  return { ...network, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("MessagesMenu", () => {
  it("is hidden while context.conversationsEnabled is off, its default (shell spec §2, §7)", () => {
    const { requests } = setup({ user: {}, permissions: ["conversations.add"] });
    expect(screen.queryByRole("button", { name: /^Messages/ })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("is hidden for guests", () => {
    setup({ config: enabled });
    expect(screen.queryByRole("button", { name: /^Messages/ })).toBeNull();
  });

  it("shows the unread conversations count, capped at 99+", () => {
    setup({ user: { countUnreadConversations: 100 }, config: enabled });
    expect(within(screen.getByRole("button", { name: /^Messages/ })).getByText("99+")).toBeTruthy();
  });

  it("lists conversations by the other participants, with the last message, linking to them", async () => {
    const { user, requests } = setup(
      { user: { countUnreadConversations: 1 }, permissions: ["conversations.add"], config: enabled },
      jsonResponse([conversation]),
    );
    await user.click(screen.getByRole("button", { name: /^Messages/ }));
    const entry = await screen.findByRole("menuitem", { name: /Alice, Bob/ });
    expect(requests[0]?.url).toBe("/api/v2/conversations?limit=50");
    expect(entry.getAttribute("href")).toBe("/messages/7");
    expect(within(entry).getByText("Bring a snack.")).toBeTruthy();
    expect(within(entry).getByText("Unread")).toBeTruthy();
    expect(within(entry).queryByText(/member/)).toBeNull();
    expect(screen.getByRole("menuitem", { name: "New Message" }).getAttribute("href")).toBe("/messages/add");
    expect(screen.getByRole("menuitem", { name: "View All" }).getAttribute("href")).toBe("/messages/inbox");
  });

  it("offers New Message only with conversations.add (shell spec §6), and says when there are none", async () => {
    const { user } = setup({ user: {}, config: enabled }, jsonResponse([]));
    await user.click(screen.getByRole("button", { name: /^Messages/ }));
    expect(await screen.findByText("You don't have any messages yet.")).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "New Message" })).toBeNull();
  });
});
