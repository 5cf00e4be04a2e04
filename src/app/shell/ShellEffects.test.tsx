import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { USER_COUNTS_THROTTLE_MS, NotificationsMenu, userCountsStore } from "../../features/notifications";
import { toastStore } from "../../ui/toasts/toast-store";
import { fakeFetch, jsonResponse, type FakeRequest } from "../../../tests/helpers/fake-fetch";
import { resetSession, setSession } from "../../../tests/helpers/session";
import MemberEffects from "./MemberEffects";
import { ShellEffects } from "./ShellEffects";

const countsReply = (notifications: number) =>
  jsonResponse({
    counts: [
      { name: "UnreadNotifications", count: notifications },
      { name: "UnreadConversations", count: 0 },
    ],
  });

let requests: FakeRequest[];
beforeEach(() => {
  vi.useFakeTimers();
  userCountsStore.update((state) => {
    state.counts = [];
    state.lastRequested = null;
    state.status = "pending";
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.clear();
  resetSession();
});

function stubNetwork(...notifications: number[]) {
  const network = fakeFetch(...notifications.map(countsReply));
  requests = network.requests;
  vi.stubGlobal("fetch", network.fetch);
}

const notificationsButton = () => screen.getByRole("button", { name: /^Notifications/ });

describe("MemberEffects: user counts in the shell (content spec §9 60 s throttle)", () => {
  it("refreshes a member's unread counts on mount and every 60 s, and the title bar badge follows", async () => {
    setSession({ user: { countUnreadNotifications: 1 } });
    stubNetwork(4, 7);
    render(
      <>
        <MemberEffects />
        <NotificationsMenu />
      </>,
    );
    expect(notificationsButton().getAttribute("aria-label")).toBe("Notifications 1");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests.map((r) => r.url)).toEqual(["/api/v2/users/me-counts"]);
    expect(notificationsButton().getAttribute("aria-label")).toBe("Notifications 4");

    await act(() => vi.advanceTimersByTimeAsync(USER_COUNTS_THROTTLE_MS - 1));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requests).toHaveLength(2);
    expect(notificationsButton().getAttribute("aria-label")).toBe("Notifications 7");
  });

  it("asks nothing for a guest", async () => {
    setSession({});
    stubNetwork(4);
    render(<MemberEffects />);
    await act(() => vi.advanceTimersByTimeAsync(USER_COUNTS_THROTTLE_MS * 2));
    expect(requests).toEqual([]);
  });

  it("shows the email-not-confirmed notice when confirmation is required (shell spec §4)", async () => {
    setSession({ user: { emailConfirmed: false }, config: { "registration.confirmEmail": true } });
    stubNetwork(0);
    render(<MemberEffects />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(toastStore.store.getState().toasts.map((toast) => toast.toastID)).toEqual(["email-not-confirmed"]);
  });
});

describe("ShellEffects", () => {
  it("loads a member's effects after hydration", async () => {
    vi.useRealTimers();
    setSession({ user: { countUnreadNotifications: 1 } });
    stubNetwork(4);
    render(<ShellEffects />);
    await waitFor(() => expect(requests.map((r) => r.url)).toEqual(["/api/v2/users/me-counts"]));
  });

  it("loads nothing for a guest", async () => {
    setSession({});
    stubNetwork(4);
    const { container } = render(<ShellEffects />);
    await act(() => vi.advanceTimersByTimeAsync(USER_COUNTS_THROTTLE_MS * 2));
    expect(requests).toEqual([]);
    expect(container.innerHTML).toBe("");
  });
});
