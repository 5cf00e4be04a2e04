import type { PermissionsRecord } from "../../schemas/entities/permissions.schema";
import type { LoadStatus } from "../data/load-status";

/**
 * How a check reads the permissions record (content spec §6):
 * - global: only the global entry;
 * - resource: only the entry of the resource;
 * - globalOrResource: either;
 * - resourceIfJunction: the resource's entry when the resource is a junction (has its own
 *   permissions), otherwise the global entry.
 */
export type PermissionMode = "global" | "resource" | "globalOrResource" | "resourceIfJunction";

/** Options of a permission check. */
export interface PermissionCheckOptions {
  resourceType?: string;
  resourceID?: number | null;
  /** Defaults to resourceIfJunction when a resource is given, otherwise global. */
  mode?: PermissionMode;
}

/** A permissions record together with its load status; nothing is granted until it loaded. */
export interface PermissionChecker {
  status: LoadStatus;
  record: PermissionsRecord | null;
}

/** `system.only` is held by the system alone; it beats even an administrator (content spec §6). */
export const SYSTEM_ONLY = "system.only";

/** Builds a checker around a loaded record. */
export function createPermissionChecker(
  record: PermissionsRecord | null,
  status: LoadStatus = "success",
): PermissionChecker {
  return { status: record ? status : status === "success" ? "error" : status, record };
}

/**
 * True when the user holds any of `permission` under the given mode. Administrators pass every check
 * except system.only; nothing passes before the record loaded successfully.
 */
export function hasPermission(
  checker: PermissionChecker,
  permission: string | readonly string[],
  options: PermissionCheckOptions = {},
): boolean {
  const { record, status } = checker;
  if (status !== "success" || !record) return false;
  const names = typeof permission === "string" ? [permission] : permission;
  if (names.length === 0) return false;
  if (names.includes(SYSTEM_ONLY)) return record.isSysAdmin === true;
  if (record.isAdmin) return true;

  const { resourceType } = options;
  const hasResource =
    resourceType !== undefined && options.resourceID !== undefined && options.resourceID !== null;
  const mode: PermissionMode = options.mode ?? (hasResource ? "resourceIfJunction" : "global");
  const resourceID = hasResource ? resolveAlias(record, resourceType, options.resourceID as number) : null;

  const globalEntry = () => record.permissions.find((entry) => entry.type === "global");
  const resourceEntry = () =>
    hasResource
      ? record.permissions.find((entry) => entry.type === resourceType && entry.id === resourceID)
      : undefined;
  const grants = (entry: { permissions: Record<string, boolean> } | undefined) =>
    entry !== undefined && names.some((name) => entry.permissions[name] === true);

  switch (mode) {
    case "global":
      return grants(globalEntry());
    case "resource":
      return grants(resourceEntry());
    case "globalOrResource":
      return grants(globalEntry()) || grants(resourceEntry());
    case "resourceIfJunction": {
      const isJunction =
        hasResource && (record.junctions?.[resourceType]?.includes(resourceID as number) ?? false);
      return isJunction ? grants(resourceEntry()) : grants(globalEntry());
    }
  }
}

function resolveAlias(record: PermissionsRecord, resourceType: string, resourceID: number): number {
  return record.junctionAliases?.[resourceType]?.[String(resourceID)] ?? resourceID;
}
