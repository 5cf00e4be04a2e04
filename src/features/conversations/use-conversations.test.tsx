import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import type { Conversation } from "../../../schemas/entities/conversation.schema";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { useConversations } from "./use-conversations";

const conversation: Conversation = {
  conversationID: 1,
  name: "Board game night?",
  body: "Also, bring a snack.",
  url: "/messages/1",
  insertUserID: 3,
  dateInserted: "2025-01-01T00:00:00.000Z",
  dateLastMessage: "2025-01-02T00:00:00.000Z",
  countMessages: 4,
  countReadMessages: 3,
  countUnread: 1,
  unread: true,
  countParticipants: 2,
  participants: [],
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("useConversations", () => {
  it("loads the signed-in user's conversations when the site has them on", async () => {
    setSession({ user: {}, config: { "context.conversationsEnabled": true } });
    const { fetch, requests } = fakeFetch(jsonResponse([conversation]));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useConversations({ limit: 5 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([conversation]));
    expect(requests.map((r) => r.url)).toEqual(["/api/v2/conversations?limit=5"]);
  });

  it("asks nothing while context.conversationsEnabled is off (its default) or for guests", async () => {
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    setSession({ user: {} });
    renderHook(() => useConversations(), { wrapper }).unmount();
    setSession({ config: { "context.conversationsEnabled": true } });
    renderHook(() => useConversations(), { wrapper });
    await act(async () => {});
    expect(requests).toHaveLength(0);
  });
});
