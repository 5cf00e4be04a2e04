// The two hooks by their own modules: the features' index.ts files also list menus and panels that
// only the lazily loaded title bar uses, and the app's first chunk takes whatever it imports.
import { useUserCounts } from "../../features/notifications/use-user-counts";
import { useEmailConfirmationToast } from "../../features/users/use-email-confirmation-toast";

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
