import { sql, type Kysely } from "kysely";
import type { ReactionLogQuery } from "../../../schemas/api/reactions.schema";
import type { ReactionLogEntry } from "../../../schemas/entities/reaction.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { REACTION_CLASSES } from "../../../runtime/permissions/reaction-permission";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import { authorize, type Viewer } from "../../auth/viewer";
import { readPage } from "../../http/paging";
import type { ReactionRecordType } from "./reaction-summaries";
import { loadTarget } from "./reaction-target";
import { loadUserFragments, unknownUserFragment } from "../users/user-fragments";

/**
 * A page of a record's reaction log, newest first (`GET /{discussions|comments}/{id}/reactions`,
 * reactions.view). Flags are reports: only moderators see them, as in the counts.
 */
export async function listReactionLog(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: ReactionRecordType,
  recordID: number,
  query: ReactionLogQuery,
): Promise<{ entries: ReactionLogEntry[]; total: number; page: number; limit: number }> {
  authorize(viewer, "reactions.view");
  await loadTarget(db, viewer, recordType, recordID);
  const paging = readPage(query);
  const seesFlags = hasPermission(viewer.checker, "community.moderate");
  const base = db
    .selectFrom("reactions")
    .innerJoin("reaction_types", "reaction_types.tagID", "reactions.tagID")
    .where("reactions.recordType", "=", recordType)
    .where("reactions.recordID", "=", recordID)
    .$if(!seesFlags, (q) => q.where("reaction_types.class", "!=", REACTION_CLASSES.flag))
    .$if(query.type !== undefined && query.type !== "", (q) =>
      q.where(
        sql<string>`lower(${sql.ref("reaction_types.urlcode")})`,
        "=",
        (query.type ?? "").toLowerCase(),
      ),
    );
  const [rows, count] = await Promise.all([
    base
      .select([
        "reactions.userID",
        "reactions.tagID",
        "reactions.dateInserted",
        "reaction_types.urlcode",
        "reaction_types.name",
        "reaction_types.class",
      ])
      .orderBy("reactions.dateInserted", "desc")
      .orderBy("reactions.userID", "desc")
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const users = await loadUserFragments(
    db,
    viewer,
    rows.map((row) => row.userID),
  );
  const entries = rows.map((row): ReactionLogEntry => ({
    recordType,
    recordID,
    tagID: row.tagID,
    userID: row.userID,
    user: users.get(row.userID) ?? unknownUserFragment,
    reactionType: { tagID: row.tagID, urlcode: row.urlcode, name: row.name, class: row.class },
    dateInserted: toISO(row.dateInserted) ?? "",
  }));
  return { entries, total: Number(count.n), page: paging.page, limit: paging.limit };
}
