import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { isAddonEnabled } from "./addons";

/** A rank of the Ranks addon: reached with `posts` discussions and comments, or with `points`. */
export interface RankDefinition {
  rankID: number;
  name: string;
  posts: number;
  points: number;
}

/** The ranks, lowest first. A member holds the highest one whose posts or points they reach. */
export const rankDefinitions: readonly RankDefinition[] = [
  { rankID: 1, name: "Newcomer", posts: 0, points: 0 },
  { rankID: 2, name: "Member", posts: 5, points: 25 },
  { rankID: 3, name: "Regular", posts: 25, points: 100 },
  { rankID: 4, name: "Veteran", posts: 100, points: 500 },
  { rankID: 5, name: "Legend", posts: 500, points: 2500 },
];

/** The counts a rank is worked out from (the users row). */
export interface RankCounts {
  countDiscussions: number;
  countComments: number;
  points: number;
}

/** The rank of a member with these counts. */
export function rankOf({ countDiscussions, countComments, points }: RankCounts): {
  rankID: number;
  name: string;
} {
  const posts = countDiscussions + countComments;
  let reached = rankDefinitions[0]!;
  for (const rank of rankDefinitions) {
    if (posts >= rank.posts || points >= rank.points) reached = rank;
  }
  return { rankID: reached.rankID, name: reached.name };
}

/** Whether records carry ranks now: the Ranks addon is on (one keyed config read). */
export function ranksEnabled(db: Kysely<Database>): Promise<boolean> {
  return isAddonEnabled(db, "ranks");
}
