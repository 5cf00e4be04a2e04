import { sql, type Kysely } from "kysely";
import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { isFlagReaction } from "../../../runtime/permissions/reaction-permission";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadActiveReactionTypes } from "./reaction-types";

/** The records members react to. */
export type ReactionRecordType = "discussion" | "comment";

/**
 * The reactions of a page of records (content spec §3 Reaction): per record every active reaction
 * type with its count and whether the viewer gave it. Two queries for the whole page (the types and
 * the counts grouped by record), never one per record. Flag-class counts are shown only to
 * moderators, as flags are reports, not public reactions.
 */
export async function loadReactionSummaries(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: ReactionRecordType,
  recordIDs: readonly number[],
): Promise<Map<number, ReactionSummary[]>> {
  const out = new Map<number, ReactionSummary[]>();
  if (recordIDs.length === 0) return out;
  const seesFlags = hasPermission(viewer.checker, "community.moderate");
  const [types, counts] = await Promise.all([
    loadActiveReactionTypes(db),
    db
      .selectFrom("reactions")
      .select((eb) => [
        "recordID",
        "tagID",
        eb.fn.countAll<number>().as("count"),
        sql<number>`max(case when ${eb.ref("userID")} = ${viewer.userID} then 1 else 0 end)`.as("mine"),
      ])
      .where("recordType", "=", recordType)
      .where("recordID", "in", [...new Set(recordIDs)])
      .groupBy(["recordID", "tagID"])
      .execute(),
  ]);
  const byRecord = new Map<string, { count: number; mine: boolean }>();
  for (const row of counts) {
    byRecord.set(`${row.recordID}:${row.tagID}`, {
      count: Number(row.count),
      mine: viewer.userID > 0 && Number(row.mine) === 1,
    });
  }
  const shown = types.filter((type) => seesFlags || !isFlagReaction(type));
  for (const recordID of recordIDs) {
    out.set(
      recordID,
      shown.map((type) => {
        const found = byRecord.get(`${recordID}:${type.tagID}`);
        return {
          tagID: type.tagID,
          urlcode: type.urlcode,
          name: type.name,
          class: type.class,
          count: found?.count ?? 0,
          hasReacted: found?.mine ?? false,
          reactionValue: type.reactionValue,
        };
      }),
    );
  }
  return out;
}

/** The reactions of one record, as {@link loadReactionSummaries} builds them for a page. */
export async function loadRecordReactions(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: ReactionRecordType,
  recordID: number,
): Promise<ReactionSummary[]> {
  return (await loadReactionSummaries(db, viewer, recordType, [recordID])).get(recordID) ?? [];
}
