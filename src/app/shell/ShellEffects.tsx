import { useUserCounts } from "../../features/notifications";
import { useEmailConfirmationToast } from "../../features/users";

/**
 * The shell's app-wide effects, rendered once beside the routes: signed-in users' unread counts
 * refresh (at most once a minute; the title bar's badges read them from the session) and the
 * email-not-confirmed notice shows when its rule holds (shell spec §4, §8).
 */
export function ShellEffects() {
  useUserCounts();
  useEmailConfirmationToast();
  return null;
}
