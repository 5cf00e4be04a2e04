import type { Kysely } from "kysely";
import type { SiteTotalRecordType, SiteTotals } from "../../../schemas/entities/site-totals.schema";
import { siteTotalRecordTypes } from "../../../schemas/entities/site-totals.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadVisibleCategories } from "../categories/categories";
import { REDIRECT_TYPE } from "../discussions/discussion-counts";

/**
 * Counts the community for the site totals widget (shell spec §2). Discussions, comments and
 * categories are counted only where the viewer may see them (content spec §6), so a member's totals
 * leave out the Staff Room; `isFiltered` says that something was left out.
 */
export async function countSiteTotals(
  db: Kysely<Database>,
  viewer: Viewer,
  types: readonly SiteTotalRecordType[] = siteTotalRecordTypes,
): Promise<SiteTotals> {
  const wanted = new Set(types);
  const [visible, allCategories] = await Promise.all([
    loadVisibleCategories(db, viewer),
    db
      .selectFrom("categories")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const visibleIDs = visible.map((row) => row.categoryID);
  const isFiltered = visibleIDs.length < Number(allCategories.n);
  const needsPosts = wanted.has("post");

  const [users, discussions, comments] = await Promise.all([
    wanted.has("user") ? countUsers(db) : 0,
    wanted.has("discussion") || needsPosts ? countDiscussions(db, visibleIDs) : 0,
    wanted.has("comment") || needsPosts ? countComments(db, visibleIDs) : 0,
  ]);
  const values: Record<SiteTotalRecordType, { count: number; isFiltered: boolean }> = {
    user: { count: users, isFiltered: false },
    discussion: { count: discussions, isFiltered },
    comment: { count: comments, isFiltered },
    category: { count: visibleIDs.length, isFiltered },
    post: { count: discussions + comments, isFiltered },
  };
  const counts: SiteTotals["counts"] = {};
  for (const type of siteTotalRecordTypes) {
    if (wanted.has(type)) counts[type] = { ...values[type], isCalculating: false };
  }
  return { counts };
}

async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countDiscussions(db: Kysely<Database>, categoryIDs: number[]): Promise<number> {
  if (!categoryIDs.length) return 0;
  const row = await db
    .selectFrom("discussions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("categoryID", "in", categoryIDs)
    .where("type", "!=", REDIRECT_TYPE)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countComments(db: Kysely<Database>, categoryIDs: number[]): Promise<number> {
  if (!categoryIDs.length) return 0;
  const row = await db
    .selectFrom("comments")
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("discussions.categoryID", "in", categoryIDs)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
