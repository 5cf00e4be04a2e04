import { useEffect } from "react";
import type { MeCounts } from "../../../schemas/entities/user.schema";
import { apiClient } from "../../../runtime/api/api-client";
import type { LoadStatus } from "../../../runtime/data/load-status";
import { sessionStore, useSession } from "../../../runtime/data/session-store";
import { createStore, useStore } from "../../../runtime/data/store";
import { isLiveHealthy } from "../../../runtime/live/live-stream";
import { useLive } from "../../../runtime/live/use-live";

/**
 * The least time between two `GET /users/me-counts` calls: 60 seconds (content spec §9; DECISIONS
 * reads the spec's "60 compared against milliseconds" as a defect and settles on 60 s).
 */
export const USER_COUNTS_THROTTLE_MS = 60_000;

/** The current user's counts (content spec §3 User counts): the list and when it was last asked for. */
export interface UserCountsState {
  counts: MeCounts["counts"];
  /** `Date.now()` of the last request, null before the first. */
  lastRequested: number | null;
  status: LoadStatus;
}

/** The app-wide user counts. */
export const userCountsStore = createStore<UserCountsState>({
  counts: [],
  lastRequested: null,
  status: "pending",
});

/**
 * Asks the server for the current user's counts unless it was asked less than
 * {@link USER_COUNTS_THROTTLE_MS} ago (or nobody is signed in; `now`: the live stream said they changed), and writes the unread notification and
 * conversation counts into the session's user. Resolves true when a request was made and succeeded.
 */
export async function checkUserCounts(options: { now?: boolean } = {}): Promise<boolean> {
  const { userID } = sessionStore.getState().user;
  const { lastRequested } = userCountsStore.getState();
  const now = Date.now();
  if (userID === 0) return false;
  if (!options.now && lastRequested !== null && now - lastRequested < USER_COUNTS_THROTTLE_MS) return false;
  // Stamped before the call, so checks made while it runs do not ask again.
  userCountsStore.update((state) => {
    state.lastRequested = now;
    state.status = "loading";
  });
  try {
    const { data } = await apiClient.get<MeCounts>("users/me-counts");
    const countOf = (name: string) => data.counts.find((count) => count.name === name)?.count;
    userCountsStore.update((state) => {
      state.counts = data.counts;
      state.status = "success";
    });
    sessionStore.update((state) => {
      if (state.user.userID !== userID) return;
      state.user.countUnreadNotifications =
        countOf("UnreadNotifications") ?? state.user.countUnreadNotifications;
      state.user.countUnreadConversations =
        countOf("UnreadConversations") ?? state.user.countUnreadConversations;
    });
    return true;
  } catch {
    // The badges keep their last counts; the next check after the throttle tries again.
    userCountsStore.update((state) => {
      state.status = "error";
    });
    return false;
  }
}

/**
 * Keeps the current user's counts fresh: checks on mount, when the window regains focus and every
 * {@link USER_COUNTS_THROTTLE_MS} while the page is visible; every check goes through the throttle,
 * so however many components use this, the server is asked at most once a minute. While the tab's
 * live stream is open the counts change when it says a notification or a message arrived, and the
 * minute's polling rests.
 */
export function useUserCounts(): UserCountsState {
  const userID = useSession((state) => state.user.userID);
  useLive(userID === 0 ? null : "me", (event) => {
    if (event.type === "notification" || event.type === "message" || event.type === "reset") {
      void checkUserCounts({ now: true });
    }
  });
  useEffect(() => {
    if (userID === 0) return undefined;
    const check = () => {
      if (document.visibilityState !== "hidden" && !isLiveHealthy()) void checkUserCounts();
    };
    check();
    const timer = setInterval(check, USER_COUNTS_THROTTLE_MS);
    window.addEventListener("focus", check);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", check);
    };
  }, [userID]);
  return useStore(userCountsStore, (state) => state);
}
