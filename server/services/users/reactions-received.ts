import type { Kysely } from "kysely";
import type { ReactionReceived } from "../../../schemas/entities/user.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { isFlagReaction } from "../../../runtime/permissions/reaction-permission";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadVisibleCategories } from "../categories/categories";
import { loadActiveReactionTypes } from "../reactions/reaction-types";
import { receivedReactions } from "./received-reactions";

/** The page of a member's posts that received one reaction (content spec §2 profile links). */
export function reactionsReceivedUrl(name: string, urlcode: string): string {
  return `/profile/reactions/${encodeURIComponent(name)}?reaction=${encodeURIComponent(urlcode)}`;
}

/**
 * The reactions a member's posts received (content spec §3 User reactionsReceived, §7 `GET /users/{id}`
 * with expand reactionsReceived): per active reaction type with any, its count and the link to the
 * posts. Only posts in categories the viewer may see count (content spec §6), deleted comments do
 * not, and flags are counted only for moderators, as on the posts themselves (reaction-summaries.ts).
 */
export async function loadReactionsReceived(
  db: Kysely<Database>,
  viewer: Viewer,
  user: { userID: number; name: string },
): Promise<ReactionReceived[]> {
  const categoryIDs = (await loadVisibleCategories(db, viewer)).map((row) => row.categoryID);
  if (categoryIDs.length === 0) return [];
  const received = receivedReactions(db, { categoryIDs, authorID: user.userID });
  const [types, counts] = await Promise.all([
    loadActiveReactionTypes(db),
    db
      .selectFrom(received.as("r"))
      .select((eb) => ["r.tagID", eb.fn.countAll<number>().as("n")])
      .groupBy("r.tagID")
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.tagID, Number(row.n)]));
  const seesFlags = hasPermission(viewer.checker, "community.moderate");
  return types.flatMap((type) => {
    const count = countOf.get(type.tagID) ?? 0;
    if (count === 0 || (isFlagReaction(type) && !seesFlags)) return [];
    const { tagID, urlcode, name } = type;
    return [
      { tagID, urlcode, name, class: type.class, count, url: reactionsReceivedUrl(user.name, urlcode) },
    ];
  });
}
