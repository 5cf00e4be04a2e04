import { useMemo } from "react";
import { useSession } from "../../../runtime/data/session-store";
import {
  createPermissionChecker,
  type PermissionChecker,
} from "../../../runtime/permissions/permission-checker";

/** The session's permission checker, rebuilt only when the permissions record changes. */
export function usePermissionChecker(): PermissionChecker {
  const permissions = useSession((s) => s.permissions);
  return useMemo(() => createPermissionChecker(permissions.record, permissions.status), [permissions]);
}
