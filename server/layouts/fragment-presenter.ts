/**
 * How the fragments API presents a revision: its status (draft, active or past), whether it is the
 * fragment's latest, its author, where the fragment is applied and its revision-pinned asset URLs.
 * The context (authors and where fragments apply) is read once for any number of revisions.
 */
import type { Kysely } from "kysely";
import type { Fragment } from "../../schemas/entities/fragment.schema";
import type { Database } from "../db/types";
import { toISO } from "../db/columns";
import { fragmentAssetUrl, parseCustomWidget } from "./fragment-apply";
import { fragmentViewIndex, type FragmentViewIndex } from "./fragment-views";
import type { FragmentRow, RevisionMeta, RevisionStatus } from "./fragment-records";

/** What presenting revisions needs besides the rows: authors, where fragments apply, latest revisions. */
export interface PresentContext {
  users: ReadonlyMap<number, { userID: number; name: string; photoUrl: string }>;
  views: FragmentViewIndex;
  /** The latest revision of each fragment: its draft, else its active one. */
  latest: ReadonlyMap<string, string | null>;
}

/** The status of a revision of `fragment`. */
export function statusOf(
  fragment: Pick<FragmentRow, "activeRevisionUUID">,
  revision: RevisionMeta,
): RevisionStatus {
  if (revision.status === "draft") return "draft";
  return revision.fragmentRevisionUUID === fragment.activeRevisionUUID ? "active" : "past-revision";
}

/** A revision of `fragment` as the API shows it. */
export function presentFragment(
  fragment: FragmentRow,
  revision: RevisionMeta,
  context: PresentContext,
): Fragment {
  const views = context.views.get(fragment.fragmentUUID) ?? [];
  return {
    fragmentUUID: fragment.fragmentUUID,
    fragmentRevisionUUID: revision.fragmentRevisionUUID,
    fragmentType: fragment.fragmentType,
    name: fragment.name,
    status: statusOf(fragment, revision),
    isLatest: context.latest.get(fragment.fragmentUUID) === revision.fragmentRevisionUUID,
    revisionInsertUserID: revision.insertUserID,
    revisionInsertUser: context.users.get(revision.insertUserID) ?? null,
    dateRevisionInserted: toISO(revision.dateInserted) ?? "",
    commitMessage: revision.status === "draft" ? "" : revision.commitMessage,
    commitDescription: revision.commitDescription,
    // Only the active revision is what pages show.
    isApplied: views.length > 0 && fragment.activeRevisionUUID !== null,
    url: `/dashboard/fragments/${fragment.fragmentUUID}`,
    jsUrl: fragmentAssetUrl(fragment.fragmentUUID, "js", revision.fragmentRevisionUUID),
    cssUrl: fragmentAssetUrl(fragment.fragmentUUID, "css", revision.fragmentRevisionUUID),
    fragmentViews: views,
    customWidget: parseCustomWidget(revision.customWidget),
    insertUserID: fragment.insertUserID,
    dateInserted: toISO(fragment.dateInserted) ?? "",
    dateUpdated: toISO(fragment.dateUpdated),
  };
}

/** Reads the context presenting `revisions` needs: their authors and where every fragment is applied. */
export async function presentContext(
  db: Kysely<Database>,
  revisions: readonly RevisionMeta[],
  latest: ReadonlyMap<string, string | null>,
): Promise<PresentContext> {
  const ids = [...new Set(revisions.map((r) => r.insertUserID))];
  const [users, views] = await Promise.all([
    ids.length === 0
      ? []
      : db.selectFrom("users").select(["userID", "name", "photoUrl"]).where("userID", "in", ids).execute(),
    fragmentViewIndex(db),
  ]);
  return { users: new Map(users.map((u) => [u.userID, u])), views, latest };
}
