import type { Kysely, Selectable } from "kysely";
import type {
  SuggestedCategory,
  SuggestedContent,
  SuggestedDiscussion,
} from "../../../schemas/entities/suggested-content.schema";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import {
  categoryUrl,
  followedCategoryIDs,
  loadVisibleCategories,
  type CategoryRow,
} from "../categories/categories";
import { discussionUrl } from "../discussions/discussions";
import { cutExcerpt } from "../../../runtime/format/excerpt";
import { loadUserFragments, unknownUserFragment } from "../users/user-fragments";

/** How far back a discussion's last activity may be to count as recent. */
export const SUGGESTION_RECENT_DAYS = 90;
/** Length of a suggestion's excerpt. */
const EXCERPT_LENGTH = 160;

/** Options of {@link suggestContent}. */
export interface SuggestOptions {
  limit: number;
  followsLimit: number;
  /** The moment "recent" is measured from; now by default. */
  now?: Date;
}

type DiscussionRow = Selectable<Database["discussions"]>;

/**
 * Suggested content for the viewer (shell spec §2 suggested content widget), only from categories
 * they may see (content spec §6). A member gets recent popular discussions from categories they
 * follow or have posted in, never their own, topped up with the most reacted recent discussions,
 * plus popular categories they do not follow yet. A guest gets the most reacted recent discussions
 * and no categories (following needs an account).
 */
export async function suggestContent(
  db: Kysely<Database>,
  viewer: Viewer,
  options: SuggestOptions,
): Promise<SuggestedContent> {
  const visible = await loadVisibleCategories(db, viewer);
  const visibleIDs = visible.map((row) => row.categoryID);
  if (!visibleIDs.length) return { discussions: [], categories: [] };
  const since = new Date(
    (options.now ?? new Date()).getTime() - SUGGESTION_RECENT_DAYS * 86_400_000,
  ).toISOString();
  const isMember = viewer.userID > 0;
  const followed = isMember ? await followedCategoryIDs(db, viewer.userID) : new Set<number>();

  const chosen: DiscussionRow[] = [];
  const pick = async (categoryIDs: number[], recentOnly: boolean) => {
    if (chosen.length >= options.limit || !categoryIDs.length) return;
    const rows = await db
      .selectFrom("discussions")
      .selectAll()
      .where("categoryID", "in", categoryIDs)
      .$if(isMember, (qb) => qb.where("insertUserID", "!=", viewer.userID))
      .$if(chosen.length > 0, (qb) =>
        qb.where(
          "discussionID",
          "not in",
          chosen.map((d) => d.discussionID),
        ),
      )
      .$if(recentOnly, (qb) => qb.where("dateLastComment", ">=", since))
      .orderBy("score", "desc")
      .orderBy("countComments", "desc")
      .orderBy("dateLastComment", "desc")
      .limit(options.limit - chosen.length)
      .execute();
    chosen.push(...rows);
  };
  if (isMember) {
    const interests = new Set([...followed, ...(await postedInCategoryIDs(db, viewer.userID))]);
    await pick(
      visibleIDs.filter((id) => interests.has(id)),
      true,
    );
  }
  // Top up with the most reacted recent discussions, then with the most reacted of all time.
  await pick(visibleIDs, true);
  await pick(visibleIDs, false);

  const users = await loadUserFragments(
    db,
    viewer,
    chosen.map((row) => row.insertUserID),
  );
  const byID = new Map(visible.map((row) => [row.categoryID, row]));
  const discussions = chosen.flatMap((row) => {
    const category = byID.get(row.categoryID);
    return category ? [presentSuggestion(row, category, users.get(row.insertUserID))] : [];
  });
  const categories = isMember
    ? popularCategories(
        visible.filter((row) => !followed.has(row.categoryID)),
        options.followsLimit,
      )
    : [];
  return { discussions, categories };
}

/** Categories a user started a discussion or commented in (one query). */
async function postedInCategoryIDs(db: Kysely<Database>, userID: number): Promise<number[]> {
  const rows = await db
    .selectFrom("discussions")
    .select("discussions.categoryID")
    .where("discussions.insertUserID", "=", userID)
    .union(
      db
        .selectFrom("comments")
        .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
        .select("discussions.categoryID")
        .where("comments.insertUserID", "=", userID),
    )
    .execute();
  return rows.map((row) => row.categoryID);
}

/** The busiest categories that hold discussions (headings and category lists have none of their own). */
function popularCategories(rows: CategoryRow[], limit: number): SuggestedCategory[] {
  return rows
    .filter((row) => row.countDiscussions > 0)
    .sort(
      (a, b) =>
        b.countDiscussions + b.countComments - (a.countDiscussions + a.countComments) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map((row) => ({
      categoryID: row.categoryID,
      name: row.name,
      url: categoryUrl(row.categoryID),
      description: row.description,
      countDiscussions: row.countDiscussions,
      countComments: row.countComments,
    }));
}

function presentSuggestion(
  row: DiscussionRow,
  category: CategoryRow,
  insertUser = unknownUserFragment,
): SuggestedDiscussion {
  return {
    discussionID: row.discussionID,
    name: row.name,
    url: discussionUrl(row.discussionID, row.name),
    excerpt: cutExcerpt(row.bodyText ?? "", EXCERPT_LENGTH),
    categoryID: row.categoryID,
    category: { categoryID: category.categoryID, name: category.name, url: categoryUrl(category.categoryID) },
    insertUserID: row.insertUserID,
    insertUser,
    dateInserted: toISO(row.dateInserted) ?? "",
    dateLastComment: toISO(row.dateLastComment) ?? "",
    countComments: row.countComments,
    score: row.score,
  };
}
