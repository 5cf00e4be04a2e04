import { useState } from "react";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { ApiError } from "../../../runtime/api/api-error";
import { t, msg } from "../../../runtime/i18n/t";
import { errorMessageOf } from "../../ui/toasts/error-message";
import type { ToastActions } from "../../ui/toasts/use-toast";
import { MODERATION_TEXTS, type ModerationOutcome } from "./moderation-texts";
import { bumpDiscussion, patchDiscussion, putDismissed, type DiscussionModerationPatch } from "./options-api";
import { useRefreshDiscussion } from "./use-refresh-discussion";

/** Content spec §8 success toasts. */
export const DISMISSED_TEXT = msg("Success. Announcement has been dismissed.");
export const DISMISSAL_CANCELLED_TEXT = msg("Success. Dismissal cancelled.");
export const BUMPED_TEXT = msg("Success! This post has been bumped.");

/** The one-click actions of the options menu and whether one is under way. */
export interface DiscussionToggles {
  isPending: boolean;
  /**
   * Close or reopen, sink or lift, resolve or unresolve, stop announcing: `PATCH /discussions/{id}`,
   * then the outcome's success toast.
   */
  patch(body: DiscussionModerationPatch, outcome: ModerationOutcome): Promise<void>;
  /** Dismiss the announcement, or cancel that. */
  toggleDismissed(): Promise<void>;
  bump(): Promise<void>;
}

/**
 * The error text of a failed dismiss or bump (content spec §8): the error's description, or its
 * message when it has none.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.description?.trim()) return error.description;
  return errorMessageOf(error);
}

/**
 * Runs the menu's one-click actions; each success fetches the discussion again (content spec §4)
 * and says what was done in a toast. Dismiss and bump answer with their success toasts, and their failures with a persistent,
 * dismissible toast (§8); other failures with the error toast. `toast` comes from the menu's gate,
 * so this lazily loaded code does not load the toast store itself.
 */
export function useDiscussionToggles(discussion: Discussion, toast: ToastActions): DiscussionToggles {
  const refresh = useRefreshDiscussion(discussion.discussionID);
  const [isPending, setIsPending] = useState(false);
  const { discussionID } = discussion;

  async function run(action: () => Promise<void>, onError: (error: unknown) => void): Promise<void> {
    if (isPending) return;
    setIsPending(true);
    try {
      await action();
      await refresh();
    } catch (error) {
      onError(error);
    } finally {
      setIsPending(false);
    }
  }
  const persistentError = (error: unknown) =>
    void toast.add({ body: describeFailure(error), persistent: true, dismissible: true });

  return {
    isPending,
    patch: (body, outcome) =>
      run(
        async () => {
          await patchDiscussion(discussionID, body);
          toast.add({ body: t(MODERATION_TEXTS[outcome]), autoDismiss: true });
        },
        (error) => void toast.error(error),
      ),
    toggleDismissed: () =>
      run(async () => {
        const dismissed = await putDismissed(discussionID, !discussion.dismissed);
        toast.add({ body: t(dismissed ? DISMISSED_TEXT : DISMISSAL_CANCELLED_TEXT), autoDismiss: true });
      }, persistentError),
    bump: () =>
      run(async () => {
        await bumpDiscussion(discussionID);
        toast.add({ body: t(BUMPED_TEXT), autoDismiss: true });
      }, persistentError),
  };
}
