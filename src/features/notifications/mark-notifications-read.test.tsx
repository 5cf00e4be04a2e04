import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import type { Notification } from "../../../schemas/entities/notification.schema";
import { ApiError } from "../../../runtime/api/api-error";
import { useSession } from "../../../runtime/data/session-store";
import { fakeFetch, jsonResponse, type FakeReply } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import { useNotificationActions } from "./mark-notifications-read";
import { useNotifications } from "./use-notifications";

function buildNotification(notificationID: number, read: boolean): Notification {
  return {
    notificationID,
    body: `Notification ${notificationID}`,
    photoUrl: "",
    url: `/discussion/${notificationID}`,
    read,
    reason: "comment",
    recordType: "comment",
    recordID: notificationID,
    activityUserID: 3,
    dateInserted: "2025-01-01T00:00:00.000Z",
    dateUpdated: "2025-01-01T00:00:00.000Z",
  };
}
const stored = [buildNotification(3, false), buildNotification(2, false), buildNotification(1, true)];

/**
 * A fake network whose writes wait for `release()`, so a test can look at the optimistic state
 * before the server answers.
 */
function gatedFetch(...replies: FakeReply[]) {
  const fake = fakeFetch(...replies);
  const requests: { url: string; method: string; body: unknown }[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    requests.push({ url: String(input), method, body: init.body });
    if (method !== "GET") await gate;
    return fake.fetch(input, init);
  };
  vi.stubGlobal("fetch", fetch);
  return { requests, release };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);
function renderNotifications() {
  return renderHook(
    () => ({
      list: useNotifications({ limit: 10 }),
      actions: useNotificationActions(),
      unread: useSession((state) => state.user.countUnreadNotifications),
    }),
    { wrapper },
  );
}

beforeEach(() => setSession({ user: { countUnreadNotifications: 2 } }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe("markAllNotificationsRead", () => {
  it("marks every stored notification read and the unread count 0 at once (content spec §4)", async () => {
    const { requests, release } = gatedFetch(jsonResponse(stored), new Response(null, { status: 204 }));
    const { result } = renderNotifications();
    await waitFor(() => expect(result.current.list.data).toEqual(stored));
    expect(requests[0]?.url).toBe("/api/v2/notifications?limit=10");

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.actions.markAllNotificationsRead();
    });
    await waitFor(() => expect(result.current.list.data?.every((n) => n.read)).toBe(true));
    expect(result.current.unread).toBe(0);
    expect(requests[1]).toMatchObject({ method: "PATCH", body: JSON.stringify({ read: true }) });
    expect(requests[1]?.url).toBe("/api/v2/notifications");

    release();
    await act(() => done);
    // DECISIONS swr: the list is fetched again after the write.
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toMatchObject({ method: "GET", url: "/api/v2/notifications?limit=10" });
  });

  it("rolls the list and the count back when the server fails, and rejects with the error", async () => {
    const { release } = gatedFetch(
      jsonResponse(stored),
      jsonResponse({ message: "Something went wrong on the server.", status: 500 }, { status: 500 }),
    );
    const { result } = renderNotifications();
    await waitFor(() => expect(result.current.list.data).toEqual(stored));

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.actions.markAllNotificationsRead().catch((error: unknown) => error);
    });
    await waitFor(() => expect(result.current.unread).toBe(0));
    expect(result.current.list.data?.every((n) => n.read)).toBe(true);

    release();
    const error = await act(() => outcome);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    await waitFor(() => expect(result.current.list.data).toEqual(stored));
    expect(result.current.unread).toBe(2);
  });
});

describe("markNotificationRead", () => {
  it("marks one notification read and takes one off the unread count", async () => {
    const { requests, release } = gatedFetch(jsonResponse(stored), jsonResponse(buildNotification(3, true)));
    const { result } = renderNotifications();
    await waitFor(() => expect(result.current.list.data).toEqual(stored));

    let done: Promise<Notification> | undefined;
    act(() => {
      done = result.current.actions.markNotificationRead(3);
    });
    await waitFor(() => expect(result.current.list.data?.map((n) => n.read)).toEqual([true, false, true]));
    expect(result.current.unread).toBe(1);
    expect(requests[1]).toMatchObject({ method: "PATCH", body: JSON.stringify({ read: true }) });
    expect(requests[1]?.url).toBe("/api/v2/notifications/3");

    release();
    expect(await act(() => done)).toMatchObject({ notificationID: 3, read: true });
    expect(result.current.unread).toBe(1);
  });

  it("leaves the count alone for a notification that was already read, and rolls back on failure", async () => {
    const { release } = gatedFetch(
      jsonResponse(stored),
      jsonResponse({ message: "Notification not found.", status: 404 }, { status: 404 }),
    );
    const { result } = renderNotifications();
    await waitFor(() => expect(result.current.list.data).toEqual(stored));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.actions.markNotificationRead(1).catch((error: unknown) => error);
    });
    expect(result.current.unread).toBe(2);
    release();
    expect(await act(() => outcome)).toBeInstanceOf(ApiError);
    expect(result.current.list.data).toEqual(stored);
    expect(result.current.unread).toBe(2);
  });
});

describe("useNotifications", () => {
  it("asks nothing for guests", async () => {
    resetSession();
    const { requests } = gatedFetch();
    const { result } = renderNotifications();
    await act(async () => {});
    expect(result.current.list.data).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});
