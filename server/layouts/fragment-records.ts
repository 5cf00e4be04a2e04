/**
 * The custom fragment store's reads: the stored rows of fragments and their revisions, one
 * fragment's revisions and the fragments' list as the API presents them (fragment-presenter.ts),
 * and one revision with its code. Writes are in fragment-writes.ts, fragment-commits.ts and
 * fragment-deletes.ts.
 */
import type { Kysely, Selectable } from "kysely";
import type { Fragment, FragmentDetails, FragmentPreviewData } from "../../schemas/entities/fragment.schema";
import type { Database } from "../db/types";
import { notFound } from "../http/errors";
import { presentContext, presentFragment, statusOf } from "./fragment-presenter";

/** A stored fragment (its name and type; the code is in its revisions). */
export type FragmentRow = Selectable<Database["fragments"]>;
/** A stored revision. */
export type RevisionRow = Selectable<Database["fragment_revisions"]>;
/** A revision without its code, as lists read it. */
export type RevisionMeta = Omit<RevisionRow, "js" | "jsRaw" | "css" | "previewData">;

/** The revision statuses of the API. */
export type RevisionStatus = "draft" | "active" | "past-revision";

const META_COLUMNS = [
  "fragmentRevisionUUID",
  "fragmentUUID",
  "customWidget",
  "status",
  "commitMessage",
  "commitDescription",
  "insertUserID",
  "dateInserted",
] as const;

/** One fragment, or undefined. */
export async function getFragmentRow(
  db: Kysely<Database>,
  fragmentUUID: string,
): Promise<FragmentRow | undefined> {
  return db.selectFrom("fragments").selectAll().where("fragmentUUID", "=", fragmentUUID).executeTakeFirst();
}

/** One revision of a fragment with its code, or undefined. */
export async function getRevisionRow(
  db: Kysely<Database>,
  fragmentUUID: string,
  fragmentRevisionUUID: string,
): Promise<RevisionRow | undefined> {
  return db
    .selectFrom("fragment_revisions")
    .selectAll()
    .where("fragmentUUID", "=", fragmentUUID)
    .where("fragmentRevisionUUID", "=", fragmentRevisionUUID)
    .executeTakeFirst();
}

/** The fragment's draft, or undefined. */
export async function draftRow(db: Kysely<Database>, fragmentUUID: string): Promise<RevisionRow | undefined> {
  return db
    .selectFrom("fragment_revisions")
    .selectAll()
    .where("fragmentUUID", "=", fragmentUUID)
    .where("status", "=", "draft")
    .executeTakeFirst();
}

/** The list filters of `GET /fragments`. */
export interface FragmentListFilter {
  fragmentType?: string;
  status?: RevisionStatus | "latest";
  appliedStatus?: "all" | "applied" | "not-applied";
}

/**
 * One item per fragment (newest first): its latest revision (the draft, else the active one), or its
 * newest revision of the status asked for (fragments with none are left out). Three queries and the
 * layouts' one pass, whatever the number of fragments.
 */
export async function listFragments(db: Kysely<Database>, filter: FragmentListFilter): Promise<Fragment[]> {
  let fragmentQuery = db.selectFrom("fragments").selectAll();
  if (filter.fragmentType) fragmentQuery = fragmentQuery.where("fragmentType", "=", filter.fragmentType);
  const fragments = await fragmentQuery.execute();
  if (fragments.length === 0) return [];
  const status = filter.status ?? "latest";
  let revisionQuery = db
    .selectFrom("fragment_revisions")
    .innerJoin("fragments", "fragments.fragmentUUID", "fragment_revisions.fragmentUUID")
    .select(META_COLUMNS.map((c) => `fragment_revisions.${c}` as const));
  if (filter.fragmentType)
    revisionQuery = revisionQuery.where("fragments.fragmentType", "=", filter.fragmentType);
  if (status !== "past-revision") {
    // Only drafts and active revisions: what "latest", "draft" and "active" choose from.
    revisionQuery = revisionQuery.where((eb) =>
      eb.or([
        eb("fragment_revisions.status", "=", "draft"),
        eb("fragment_revisions.fragmentRevisionUUID", "=", eb.ref("fragments.activeRevisionUUID")),
      ]),
    );
  }
  const revisions = await revisionQuery.execute();
  const byUUID = new Map(fragments.map((f) => [f.fragmentUUID, f]));
  const latest = new Map<string, string | null>(fragments.map((f) => [f.fragmentUUID, f.activeRevisionUUID]));
  for (const r of revisions) if (r.status === "draft") latest.set(r.fragmentUUID, r.fragmentRevisionUUID);
  const chosen = new Map<string, RevisionMeta>();
  for (const revision of revisions) {
    const fragment = byUUID.get(revision.fragmentUUID)!;
    const revisionStatus = statusOf(fragment, revision);
    const fits =
      status === "latest"
        ? latest.get(fragment.fragmentUUID) === revision.fragmentRevisionUUID
        : revisionStatus === status;
    if (!fits) continue;
    const kept = chosen.get(fragment.fragmentUUID);
    if (!kept || newer(revision, kept)) chosen.set(fragment.fragmentUUID, revision);
  }
  const context = await presentContext(db, [...chosen.values()], latest);
  const items = [...chosen.values()]
    .map((revision) => presentFragment(byUUID.get(revision.fragmentUUID)!, revision, context))
    .filter((item) =>
      filter.appliedStatus === "applied"
        ? item.isApplied
        : filter.appliedStatus === "not-applied"
          ? !item.isApplied
          : true,
    );
  return items.sort(
    (a, b) =>
      (b.dateUpdated ?? b.dateInserted).localeCompare(a.dateUpdated ?? a.dateInserted) ||
      a.fragmentUUID.localeCompare(b.fragmentUUID),
  );
}

function newer(a: RevisionMeta, b: RevisionMeta): boolean {
  const at = timeOf(a.dateInserted);
  const bt = timeOf(b.dateInserted);
  return at !== bt ? at > bt : a.fragmentRevisionUUID > b.fragmentRevisionUUID;
}

function timeOf(value: string | Date): number {
  return new Date(value).getTime();
}

/** Every revision of a fragment, newest first, without code. */
export async function listRevisions(db: Kysely<Database>, fragment: FragmentRow): Promise<Fragment[]> {
  const revisions = await db
    .selectFrom("fragment_revisions")
    .select(META_COLUMNS)
    .where("fragmentUUID", "=", fragment.fragmentUUID)
    .execute();
  revisions.sort((a, b) => (newer(a, b) ? -1 : newer(b, a) ? 1 : 0));
  const draft = revisions.find((r) => r.status === "draft");
  const latest = new Map([
    [fragment.fragmentUUID, draft?.fragmentRevisionUUID ?? fragment.activeRevisionUUID],
  ]);
  const context = await presentContext(db, revisions, latest);
  return revisions.map((revision) => presentFragment(fragment, revision, context));
}

/** A revision with its code: the one named, else the active one or the latest (the default). */
export async function getFragmentDetails(
  db: Kysely<Database>,
  fragment: FragmentRow,
  pick: { fragmentRevisionUUID?: string; status?: "active" | "latest" } = {},
): Promise<FragmentDetails> {
  const draft = await draftRow(db, fragment.fragmentUUID);
  let revision: RevisionRow | undefined;
  if (pick.fragmentRevisionUUID !== undefined) {
    revision = await getRevisionRow(db, fragment.fragmentUUID, pick.fragmentRevisionUUID);
  } else if (pick.status === "active" || !draft) {
    revision = fragment.activeRevisionUUID
      ? await getRevisionRow(db, fragment.fragmentUUID, fragment.activeRevisionUUID)
      : undefined;
  } else {
    revision = draft;
  }
  if (!revision) throw notFound("Fragment revision");
  const latest = new Map([
    [fragment.fragmentUUID, draft?.fragmentRevisionUUID ?? fragment.activeRevisionUUID],
  ]);
  const context = await presentContext(db, [revision], latest);
  return {
    ...presentFragment(fragment, revision, context),
    js: revision.js,
    jsRaw: revision.jsRaw,
    css: revision.css,
    previewData: JSON.parse(revision.previewData) as FragmentPreviewData[],
    // A fragment keeps no files of its own.
    files: [],
  };
}
