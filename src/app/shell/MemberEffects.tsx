// The hooks by their own modules: the features' index.ts files also list menus and panels that
// only the lazily loaded title bar uses.
import { useUserCounts } from "../../features/notifications/use-user-counts";
import { useEmailConfirmationToast } from "../../features/users/use-email-confirmation-toast";
import { useJobProgressToasts } from "../../features/moderation/use-job-progress-toasts";

/**
 * A signed-in member's app-wide effects: the unread counts refresh (at most once a minute; the
 * title bar's badges read them from the session) and the email-not-confirmed notice shows when its
 * rule holds (shell spec §4, §8), and the member's jobs that another tab drives show their progress. A
 * chunk of its own: a guest never loads it.
 */
export default function MemberEffects() {
  useUserCounts();
  useEmailConfirmationToast();
  useJobProgressToasts();
  return null;
}
