import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";
import { stampedReads } from "../../db/stamped-cache";

/** An active reaction type as the services read it (content spec §3 Reaction). */
export interface ReactionTypeRow {
  tagID: number;
  urlcode: string;
  name: string;
  class: string;
  reactionValue: number;
}

/** The columns every reader of reaction types gets. */
const columns = ["tagID", "urlcode", "name", "class", "reactionValue"] as const;

/** The active types, read once until anything is written (a thread's posts and its head all ask). */
const activeTypes = stampedReads<readonly ReactionTypeRow[]>(1);

/** The active reaction types in display order (by tagID). Shared: callers must not change them. */
export async function loadActiveReactionTypes(db: Kysely<Database>): Promise<readonly ReactionTypeRow[]> {
  return activeTypes(db, "active", async () =>
    Object.freeze(
      (await db.selectFrom("reaction_types").select(columns).where("active", "=", 1).orderBy("tagID").execute()).map(
        (row) => Object.freeze(row),
      ),
    ),
  );
}

/** The active reaction type of a URL code, matched in any letter case, or undefined. */
export async function findActiveReactionType(
  db: Kysely<Database>,
  urlcode: string,
): Promise<ReactionTypeRow | undefined> {
  return db
    .selectFrom("reaction_types")
    .select(columns)
    .where("active", "=", 1)
    .where(sql<string>`lower(${sql.ref("urlcode")})`, "=", urlcode.toLowerCase())
    .executeTakeFirst();
}

/** What giving each built-in reaction type says, by lower-case URL code. */
const descriptions: Readonly<Record<string, string>> = {
  promote: "Marks the post as one worth featuring (moderators).",
  insightful: "The post taught you something.",
  awesome: "The post is excellent.",
  lol: "The post made you laugh.",
  like: "You like the post.",
  agree: "You agree with the post.",
  disagree: "You disagree with the post.",
  dislike: "You dislike the post.",
  offtopic: "The post strays from the discussion's subject.",
  wtf: "The post baffles you.",
  spam: "Reports the post as spam.",
  abuse: "Reports the post as abusive.",
};

/** A short description of a reaction type: what giving it says ("You like the post."). */
export function reactionDescription(type: Pick<ReactionTypeRow, "urlcode" | "name">): string {
  return descriptions[type.urlcode.toLowerCase()] ?? `The ${type.name} reaction.`;
}
