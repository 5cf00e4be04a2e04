import { useMemo } from "react";
import { useSession } from "../../../runtime/data/session-store";
import { createPermissionChecker } from "../../../runtime/permissions/permission-checker";
import type { OptionsViewer } from "./discussion-actions";

/** The session as the option rules read it; rebuilt only when user, permissions or config change. */
export function useOptionsViewer(): OptionsViewer {
  const user = useSession((s) => s.user);
  const permissions = useSession((s) => s.permissions);
  const config = useSession((s) => s.config);
  return useMemo(
    () => ({
      userID: user.userID,
      isBanned: user.banned === 1,
      checker: createPermissionChecker(permissions.record, permissions.status),
      config,
    }),
    [user, permissions, config],
  );
}
