import type { Kysely } from "kysely";
import type { FragmentImpl } from "../../schemas/layout/fragment-impl.schema";
import type { FragmentCustomWidget } from "../../schemas/entities/fragment.schema";
import type { WidgetCatalogEntry } from "../../schemas/widgets/index";
import { CUSTOM_FRAGMENT_TYPE } from "../../schemas/widgets/fragment-types";
import type { Database } from "../db/types";
import { stampedReads } from "../db/stamped-cache";
import { CUSTOM_WIDGET_PREFIX } from "../../schemas/layout/check-definition";

export { CUSTOM_WIDGET_PREFIX } from "../../schemas/layout/check-definition";

/** The URL of a revision's module or stylesheet (pinned: it never changes, so it is cached for a year). */
export function fragmentAssetUrl(fragmentUUID: string, asset: "js" | "css", revisionUUID?: string): string {
  const base = `/api/v2/fragments/${encodeURIComponent(fragmentUUID)}/${asset}`;
  return revisionUUID ? `${base}?fragmentRevisionUUID=${encodeURIComponent(revisionUUID)}` : base;
}

/** The URL of the module that checks a declared widget type's props (one revision's schema). */
export function propsValidatorUrl(fragmentUUID: string, revisionUUID: string): string {
  return `/api/v2/fragments/${encodeURIComponent(fragmentUUID)}/props-validator.js?fragmentRevisionUUID=${encodeURIComponent(revisionUUID)}`;
}

/** What pages load of a fragment: its active revision. */
export interface ActiveFragment {
  fragmentUUID: string;
  fragmentRevisionUUID: string;
  fragmentType: string;
  name: string;
  customWidget: FragmentCustomWidget | null;
}

/** The committed fragments by UUID, and the widget types the CustomFragments among them declare. */
export interface ActiveFragments {
  byUUID: ReadonlyMap<string, ActiveFragment>;
  /** Catalog entries of the declared widget types, typed and keyed `custom.<fragmentUUID>`. */
  customEntries: readonly CustomWidgetEntry[];
}

/** A declared widget type as a catalog entry (its `type` and `hydrate` are both `custom.<uuid>`). */
export interface CustomWidgetEntry extends WidgetCatalogEntry {
  icon: string;
  fragment: ActiveFragment;
}

const caches = stampedReads<ActiveFragments>(2);

/**
 * Declared props schemas by revision, kept across reloads: a revision's schema never changes, so the
 * same object is handed out again and its compiled validator is reused (widget-validator.ts).
 */
const schemasByRevision = new Map<string, WidgetCatalogEntry["schema"]>();
const KEEP_SCHEMAS = 500;

function schemaOf(fragmentRevisionUUID: string, key: string, schema: Record<string, unknown>) {
  let kept = schemasByRevision.get(fragmentRevisionUUID);
  if (!kept) {
    kept = { ...schema, $id: key };
    schemasByRevision.set(fragmentRevisionUUID, kept);
    if (schemasByRevision.size > KEEP_SCHEMAS)
      schemasByRevision.delete(schemasByRevision.keys().next().value!);
  }
  return kept;
}

/**
 * Every fragment with a committed active revision, in one query, kept until the next write to the
 * database (a commit, rollback or delete shows on the next page load).
 */
export async function activeFragments(db: Kysely<Database>): Promise<ActiveFragments> {
  return caches(db, "active", () => loadActiveFragments(db));
}

async function loadActiveFragments(db: Kysely<Database>): Promise<ActiveFragments> {
  const rows = await db
    .selectFrom("fragments")
    .innerJoin(
      "fragment_revisions",
      "fragment_revisions.fragmentRevisionUUID",
      "fragments.activeRevisionUUID",
    )
    .select([
      "fragments.fragmentUUID",
      "fragments.fragmentType",
      "fragments.name",
      "fragment_revisions.fragmentRevisionUUID",
      "fragment_revisions.customWidget",
    ])
    .orderBy("fragments.dateInserted")
    .orderBy("fragments.fragmentUUID")
    .execute();
  const byUUID = new Map<string, ActiveFragment>();
  const customEntries: CustomWidgetEntry[] = [];
  for (const row of rows) {
    const fragment: ActiveFragment = {
      fragmentUUID: row.fragmentUUID,
      fragmentRevisionUUID: row.fragmentRevisionUUID,
      fragmentType: row.fragmentType,
      name: row.name,
      customWidget: parseCustomWidget(row.customWidget),
    };
    byUUID.set(fragment.fragmentUUID, fragment);
    if (fragment.fragmentType === CUSTOM_FRAGMENT_TYPE && fragment.customWidget) {
      const key = `${CUSTOM_WIDGET_PREFIX}${fragment.fragmentUUID}`;
      customEntries.push({
        type: key,
        hydrate: key,
        name: fragment.customWidget.name,
        kind: "widget",
        schema: schemaOf(fragment.fragmentRevisionUUID, key, fragment.customWidget.schema),
        icon: fragment.customWidget.icon,
        fragment,
      });
    }
  }
  return { byUUID, customEntries };
}

/** A stored customWidget column. */
export function parseCustomWidget(value: string | null): FragmentCustomWidget | null {
  if (!value) return null;
  return JSON.parse(value) as FragmentCustomWidget;
}

/** The implementation pages load for a fragment: its active revision's pinned URLs. */
export function activeImpl(fragment: ActiveFragment): Required<Omit<FragmentImpl, "css">> {
  return {
    fragmentUUID: fragment.fragmentUUID,
    fragmentRevisionUUID: fragment.fragmentRevisionUUID,
    jsUrl: fragmentAssetUrl(fragment.fragmentUUID, "js", fragment.fragmentRevisionUUID),
    cssUrl: fragmentAssetUrl(fragment.fragmentUUID, "css", fragment.fragmentRevisionUUID),
  };
}

/**
 * Implementations as pages get them: each names its fragment's active revision (URLs filled in);
 * one naming a deleted fragment, or one with nothing committed, is left out so the built-in shows.
 * `{fragmentUUID: "system"}` (the built-in, forced) stays as it is.
 */
export function fillFragmentImpls(
  impls: Readonly<Record<string, FragmentImpl>> | null | undefined,
  active: ActiveFragments,
): Record<string, FragmentImpl> {
  const filled: Record<string, FragmentImpl> = {};
  if (!impls || typeof impls !== "object") return filled;
  for (const [fragmentType, impl] of Object.entries(impls)) {
    const filledImpl = fillFragmentImpl(impl, active);
    if (filledImpl) filled[fragmentType] = filledImpl;
  }
  return filled;
}

/** One implementation as pages get it, or undefined when its fragment has nothing to load. */
export function fillFragmentImpl(
  impl: FragmentImpl | undefined,
  active: ActiveFragments,
): FragmentImpl | undefined {
  if (!impl || typeof impl.fragmentUUID !== "string") return undefined;
  if (impl.fragmentUUID === "system") return { fragmentUUID: "system" };
  const fragment = active.byUUID.get(impl.fragmentUUID);
  return fragment ? activeImpl(fragment) : undefined;
}
