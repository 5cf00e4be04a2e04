import type { Kysely } from "kysely";
import type { Leader, LeaderboardSlotType, LeaderboardType } from "../../../schemas/entities/leader.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { loadVisibleCategories } from "../categories/categories";
import { receivedReactions } from "./received-reactions";
import { profileUrl } from "./users";

/** Options of {@link listLeaders}. */
export interface LeadersOptions {
  slotType: LeaderboardSlotType;
  leaderboardType: LeaderboardType;
  limit: number;
  /** The moment the slot is measured from; now by default (tests pass a fixed one). */
  now?: Date;
}

/**
 * When a time slot began (Vanilla's slots are calendar periods in UTC: today, this week from Monday,
 * this month, this year), or null for all time.
 */
export function slotStart(slotType: LeaderboardSlotType, now: Date = new Date()): string | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (slotType) {
    case "d":
      return new Date(Date.UTC(y, m, d)).toISOString();
    case "w":
      return new Date(Date.UTC(y, m, d - ((now.getUTCDay() + 6) % 7))).toISOString();
    case "m":
      return new Date(Date.UTC(y, m, 1)).toISOString();
    case "y":
      return new Date(Date.UTC(y, 0, 1)).toISOString();
    case "a":
      return null;
  }
}

/**
 * The leaderboard (Vanilla's `/users/leaders`): users ranked by the reaction values their posts
 * received in the slot ("reputation") or by the posts they wrote in it ("posts"). Only posts in
 * categories the viewer may see count (content spec §6); banned users are left out. The scores and
 * their users come in one query (no query per user).
 */
export async function listLeaders(
  db: Kysely<Database>,
  viewer: Viewer,
  options: LeadersOptions,
): Promise<Leader[]> {
  const categoryIDs = (await loadVisibleCategories(db, viewer)).map((row) => row.categoryID);
  if (!categoryIDs.length) return [];
  const since = slotStart(options.slotType, options.now);
  const scores =
    options.leaderboardType === "posts"
      ? postScores(db, categoryIDs, since)
      : reputationScores(db, categoryIDs, since);

  const rows = await db
    .selectFrom(scores.as("s"))
    .innerJoin("users", "users.userID", "s.userID")
    .select([
      "users.userID",
      "users.name",
      "users.photoUrl",
      "users.title",
      "users.private",
      "users.dateLastActive",
      "s.score",
    ])
    .where("users.banned", "=", 0)
    .where("s.score", ">", 0)
    .orderBy("s.score", "desc")
    .orderBy("users.name")
    .limit(options.limit)
    .execute();

  const canSeePersonal = hasPermission(viewer.checker, "personalInfo.view");
  return rows.map((row) => {
    // A private profile shows only its name and photo to others (content spec §6).
    const restricted = row.private === 1 && !canSeePersonal && row.userID !== viewer.userID;
    const score = Number(row.score);
    return {
      userID: row.userID,
      name: row.name,
      url: profileUrl(row.name),
      photoUrl: row.photoUrl,
      dateLastActive: restricted ? null : toISO(row.dateLastActive),
      ...(restricted ? {} : { label: row.title }),
      private: row.private === 1,
      banned: 0 as const,
      points: score,
      ...(options.leaderboardType === "posts" ? { count: score } : {}),
      categoryID: null,
    };
  });
}

/** Posts (discussions and comments) each user wrote since `since` in the given categories. */
function postScores(db: Kysely<Database>, categoryIDs: number[], since: string | null) {
  const posts = db
    .selectFrom("discussions")
    .select("discussions.insertUserID as userID")
    .where("discussions.categoryID", "in", categoryIDs)
    .$if(since !== null, (qb) => qb.where("discussions.dateInserted", ">=", since as string))
    .unionAll(
      db
        .selectFrom("comments")
        .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
        .select("comments.insertUserID as userID")
        .where("discussions.categoryID", "in", categoryIDs)
        .$if(since !== null, (qb) => qb.where("comments.dateInserted", ">=", since as string)),
    );
  return db
    .selectFrom(posts.as("p"))
    .select((eb) => ["p.userID", eb.fn.countAll<number>().as("score")])
    .groupBy("p.userID");
}

/** The reaction values each user's posts in the given categories received since `since`. */
function reputationScores(db: Kysely<Database>, categoryIDs: number[], since: string | null) {
  // Reactions to deleted comments count, as those comments do in postScores.
  return db
    .selectFrom(receivedReactions(db, { categoryIDs, since, withDeletedComments: true }).as("r"))
    .innerJoin("reaction_types", "reaction_types.tagID", "r.tagID")
    .select((eb) => ["r.authorID as userID", eb.fn.sum<number>("reaction_types.reactionValue").as("score")])
    .groupBy("r.authorID");
}
