import type { Kysely } from "kysely";
import type { FragmentView } from "../../schemas/entities/fragment.schema";
import { pageRoutes } from "../../schemas/routes";
import type { Database } from "../db/types";
import { readJsonColumn } from "../db/columns";
import { readSiteConfig } from "../services/config";
import { CUSTOM_WIDGET_PREFIX } from "./fragment-apply";

/** Where each fragment is applied, by fragmentUUID. */
export type FragmentViewIndex = ReadonlyMap<string, FragmentView[]>;

/**
 * Where every fragment is applied, in one pass: the site-wide `fragments.globalImpls`, and every
 * stored layout's nodes (their `$fragmentImpls`, and nodes of a declared widget type
 * `custom.<fragmentUUID>`). Two queries, whatever the number of fragments.
 */
export async function fragmentViewIndex(db: Kysely<Database>): Promise<FragmentViewIndex> {
  const [config, layouts] = await Promise.all([
    readSiteConfig(db),
    db
      .selectFrom("layouts")
      .select(["layoutID", "name", "definition", "titleBar"])
      .orderBy("layoutID")
      .execute(),
  ]);
  const index = new Map<string, FragmentView[]>();
  const siteWide = new Set(
    Object.values(
      (config["fragments.globalImpls"] ?? {}) as Record<string, { fragmentUUID?: unknown } | null>,
    )
      .map((impl) => impl?.fragmentUUID)
      .filter((uuid): uuid is string => typeof uuid === "string" && uuid !== "system"),
  );
  for (const fragmentUUID of siteWide) {
    index.set(fragmentUUID, [
      {
        recordType: "site",
        recordID: "global",
        recordName: config["ui.siteName"],
        recordUrl: "/dashboard/fragments",
      },
    ]);
  }
  for (const layout of layouts) {
    const paths = new Map<string, string[]>();
    const note = (fragmentUUID: string, path: string) => {
      const list = paths.get(fragmentUUID) ?? [];
      if (!list.includes(path)) list.push(path);
      paths.set(fragmentUUID, list);
    };
    walkNodes(readJsonColumn(layout.definition), "layout", note);
    walkNodes(readJsonColumn(layout.titleBar), "titleBar", note);
    for (const [fragmentUUID, nodePaths] of paths) {
      const views = index.get(fragmentUUID) ?? [];
      views.push({
        recordType: "layout",
        recordID: String(layout.layoutID),
        recordName: layout.name,
        recordUrl: pageRoutes.layoutEditor.replace(":layoutID", String(layout.layoutID)),
        nodePaths,
      });
      index.set(fragmentUUID, views);
    }
  }
  return index;
}

/** Visits every definition node under `value` that applies a fragment, with its path. */
function walkNodes(value: unknown, path: string, note: (fragmentUUID: string, path: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkNodes(item, `${path}[${i}]`, note));
    return;
  }
  if (!value || typeof value !== "object") return;
  const node = value as Record<string, unknown>;
  if (typeof node.$hydrate === "string" && node.$hydrate.startsWith(CUSTOM_WIDGET_PREFIX)) {
    note(node.$hydrate.slice(CUSTOM_WIDGET_PREFIX.length), path);
  }
  const impls = node.$fragmentImpls;
  if (impls && typeof impls === "object") {
    for (const impl of Object.values(impls as Record<string, unknown>)) {
      const uuid = (impl as { fragmentUUID?: unknown } | null)?.fragmentUUID;
      if (typeof uuid === "string" && uuid !== "system") note(uuid, path);
    }
  }
  // A CustomFragmentWidget placed by itself names its fragment in its props.
  const own = (node.fragmentImpl as { fragmentUUID?: unknown } | undefined)?.fragmentUUID;
  if (typeof node.$hydrate === "string" && typeof own === "string" && own !== "system") note(own, path);
  for (const [key, child] of Object.entries(node)) {
    if (key === "$fragmentImpls" || key === "$middleware" || key === "fragmentImpl") continue;
    walkNodes(child, `${path}.${key}`, note);
  }
}
