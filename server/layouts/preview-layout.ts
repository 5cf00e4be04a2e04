import type { Kysely } from "kysely";
import type { LayoutDefinitionNode, LayoutViewType } from "../../schemas/layout/node.schema";
import { createPermissionChecker } from "../../runtime/permissions/permission-checker";
import type { Database } from "../db/types";
import { loadViewer, type Viewer } from "../auth/viewer";
import { badRequest } from "../http/errors";
import { buildPermissionsRecord } from "../services/roles/permissions";
import { defaultTitleBar } from "./defaults";
import { assertValidDefinition } from "./layout-store";
import { lookupHydratedLayout, type LookupOptions } from "./lookup-layout";

/** `POST /layouts/hydrate`: an unsaved definition and the page and viewer to hydrate it for. */
export interface LayoutPreviewQuery {
  layoutViewType: LayoutViewType;
  layout: unknown[];
  titleBar?: object;
  recordType?: string;
  recordID?: number | string;
  params?: Record<string, unknown>;
  previewRoleIDs?: number[];
}

/**
 * The viewer a preview is hydrated as: the caller (no roles given), a guest (an empty list), or a
 * viewer who is no one in particular with exactly these roles and their permissions (400 naming a
 * role that does not exist).
 */
export async function previewViewer(
  db: Kysely<Database>,
  caller: Viewer,
  previewRoleIDs: readonly number[] | undefined,
): Promise<Viewer> {
  if (previewRoleIDs === undefined) return caller;
  if (previewRoleIDs.length === 0) return loadViewer(db, 0);
  const roleIDs = [...new Set(previewRoleIDs)].sort((a, b) => a - b);
  const found = new Set(
    (await db.selectFrom("roles").select("roleID").where("roleID", "in", roleIDs).execute()).map(
      (r) => r.roleID,
    ),
  );
  const errors = previewRoleIDs.flatMap((roleID, i) =>
    found.has(roleID)
      ? []
      : [
          {
            field: "previewRoleIDs",
            path: `previewRoleIDs[${i}]`,
            code: "notFound",
            message: `No role ${roleID}.`,
          },
        ],
  );
  if (errors.length > 0) throw badRequest("The preview roles are not valid.", errors);
  const permissions = await buildPermissionsRecord(db, roleIDs);
  return { userID: 0, isBanned: false, roleIDs, permissions, checker: createPermissionChecker(permissions) };
}

/**
 * Hydrates an unsaved definition (the layout editor's preview) exactly as `lookup-hydrate` would
 * hydrate it were it assigned to the page: checked like a saved one (400 with field errors), with the
 * viewer's role-restricted nodes dropped. It stores nothing: no layout, no view counted.
 */
export async function hydratePreview(
  db: Kysely<Database>,
  caller: Viewer,
  query: LayoutPreviewQuery,
  options: Omit<LookupOptions, "countView" | "definition">,
) {
  await assertValidDefinition(db, query);
  const viewer = await previewViewer(db, caller, query.previewRoleIDs);
  return lookupHydratedLayout(
    db,
    viewer,
    {
      layoutViewType: query.layoutViewType,
      recordType: query.recordType ?? "global",
      recordID: query.recordID ?? -1,
      params: query.params ?? {},
    },
    {
      ...options,
      definition: {
        layoutID: "preview",
        name: "Preview",
        isDefault: false,
        layout: query.layout as LayoutDefinitionNode[],
        titleBar: (query.titleBar as LayoutDefinitionNode | undefined) ?? defaultTitleBar,
      },
    },
  );
}
