import { useMemo } from "react";
import { useSession } from "../../../runtime/data/session-store";
import { createPermissionChecker } from "../../../runtime/permissions/permission-checker";
import { useNow } from "../../ui/use-now";
import type { OptionsViewer } from "./discussion-actions";

/**
 * The session as the option rules read it, with the page's shared clock (the edit window closes while
 * the menu is on screen; no rule reads the clock itself); rebuilt only when one of them changes.
 */
export function useOptionsViewer(): OptionsViewer {
  const user = useSession((s) => s.user);
  const permissions = useSession((s) => s.permissions);
  const config = useSession((s) => s.config);
  const now = useNow();
  return useMemo(
    () => ({
      userID: user.userID,
      isBanned: user.banned === 1,
      checker: createPermissionChecker(permissions.record, permissions.status),
      config,
      now,
    }),
    [user, permissions, config, now],
  );
}
