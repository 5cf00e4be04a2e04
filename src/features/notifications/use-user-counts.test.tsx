import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { sessionStore } from "../../../runtime/data/session-store";
import { fakeFetch, jsonResponse } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { USER_COUNTS_THROTTLE_MS, checkUserCounts, userCountsStore, useUserCounts } from "./use-user-counts";

const countsReply = (notifications: number, conversations: number) =>
  jsonResponse({
    counts: [
      { name: "UnreadNotifications", count: notifications },
      { name: "UnreadConversations", count: conversations },
      { name: "Bookmarks", count: 4 },
    ],
  });

beforeEach(() => {
  vi.useFakeTimers();
  setSession({ user: { countUnreadNotifications: 9, countUnreadConversations: 9 } });
  userCountsStore.update((state) => {
    state.counts = [];
    state.lastRequested = null;
    state.status = "pending";
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSession();
});

describe("useUserCounts", () => {
  it("loads the counts on mount and writes the unread counts into the session's user", async () => {
    const { fetch, requests } = fakeFetch(countsReply(2, 1));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useUserCounts());
    await vi.waitFor(() => expect(result.current.status).toBe("success"));
    expect(requests.map((r) => r.url)).toEqual(["/api/v2/users/me-counts"]);
    expect(result.current.counts).toContainEqual({ name: "Bookmarks", count: 4 });
    expect(sessionStore.getState().user).toMatchObject({
      countUnreadNotifications: 2,
      countUnreadConversations: 1,
    });
  });

  it("asks at most once per 60 s, however many components check (content spec §9, DECISIONS)", async () => {
    expect(USER_COUNTS_THROTTLE_MS).toBe(60_000);
    const { fetch, requests } = fakeFetch(countsReply(2, 1), countsReply(5, 0));
    vi.stubGlobal("fetch", fetch);
    const first = renderHook(() => useUserCounts());
    await vi.waitFor(() => expect(first.result.current.status).toBe("success"));
    expect(requests).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    // A second check within 60 s: another component mounting, the window regaining focus, a direct call.
    const second = renderHook(() => useUserCounts());
    act(() => window.dispatchEvent(new Event("focus")));
    expect(await checkUserCounts()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(requests).toHaveLength(1);

    // 60 s after the first request the next periodic check asks again.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(sessionStore.getState().user.countUnreadNotifications).toBe(5));
    expect(requests).toHaveLength(2);
    first.unmount();
    second.unmount();
  });

  it("asks nothing for guests", async () => {
    resetSession();
    const { fetch, requests } = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    renderHook(() => useUserCounts());
    await act(() => vi.advanceTimersByTimeAsync(USER_COUNTS_THROTTLE_MS * 2));
    expect(requests).toHaveLength(0);
  });

  it("keeps the last counts when the call fails", async () => {
    const { fetch } = fakeFetch(jsonResponse({ message: "Down", status: 503 }, { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useUserCounts());
    await vi.waitFor(() => expect(result.current.status).toBe("error"));
    expect(sessionStore.getState().user.countUnreadNotifications).toBe(9);
  });
});
