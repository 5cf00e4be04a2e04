import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { badRequest } from "../http/errors";
import {
  conflict,
  currentVersion,
  draftRow,
  editableLayoutRow,
  getDraft,
  takeDraft,
  type LayoutDraftRecord,
} from "./layout-history";

/**
 * `POST /layouts/{id}/publish` with a `dateScheduled`: the scheduler ({@link publishDueLayoutDrafts})
 * publishes the draft then, under the name of the manager who scheduled it. Later saves keep the
 * schedule: what is published is the draft as it is when the time comes (the editor says so).
 * `version` must be the draft's current one (409 otherwise); 400 for no draft or a time not to come.
 */
export async function scheduleDraft(
  db: Kysely<Database>,
  userID: number,
  id: string,
  body: { version: number; dateScheduled: string },
  date: string,
): Promise<void> {
  const row = await editableLayoutRow(db, id);
  const time = Date.parse(body.dateScheduled);
  if (Number.isNaN(time) || time <= Date.parse(date)) {
    throw badRequest("The schedule is not valid.", [
      {
        field: "dateScheduled",
        path: "",
        code: "minimum",
        message: "Choose a time to come to publish the layout.",
      },
    ]);
  }
  const outcome = await db.transaction().execute(async (trx) => {
    const draft = await draftRow(trx, row.layoutID);
    if (currentVersion(draft) !== body.version) return "conflict" as const;
    if (!draft || draft.definition === null) return "none" as const;
    const marked = await trx
      .updateTable("layout_drafts")
      .set({ dateScheduled: new Date(time).toISOString(), scheduleUserID: userID })
      .where("layoutID", "=", row.layoutID)
      .where("version", "=", draft.version)
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) === 1 ? ("scheduled" as const) : ("conflict" as const);
  });
  if (outcome === "conflict") {
    throw await conflict(db, row, await draftRow(db, row.layoutID), body.version);
  }
  if (outcome === "none") throw badRequest("There is no draft to publish.");
}

/**
 * `DELETE /layouts/{id}/schedule`: the draft stays a draft and is no longer published by itself
 * (nothing to do when it is not scheduled). The draft's version is kept, so an editor open on it
 * saves on; a publish under way that read the schedule before finds it gone and leaves the draft.
 */
export async function cancelSchedule(db: Kysely<Database>, id: string): Promise<LayoutDraftRecord> {
  const row = await editableLayoutRow(db, id);
  await db
    .updateTable("layout_drafts")
    .set({ dateScheduled: null, scheduleUserID: null })
    .where("layoutID", "=", row.layoutID)
    .execute();
  return getDraft(db, String(row.layoutID));
}

/**
 * Publishes the layout drafts whose `dateScheduled` has come (as of `asOf`, ISO 8601), each under the
 * name of the manager who scheduled it; answers the layouts published. Every server runs it: a draft
 * is taken by one compare-and-set on its version and its schedule, so when two servers find it due
 * at once one publishes it and the other finds it gone; a draft saved again meanwhile is published as
 * saved, at the next look. One draft failing does not hold up the others (its error is thrown after).
 */
export async function publishDueLayoutDrafts(db: Kysely<Database>, asOf: string): Promise<number[]> {
  const due = await db
    .selectFrom("layout_drafts")
    .select("layoutID")
    .where("dateScheduled", "<=", asOf)
    .where("definition", "is not", null)
    .orderBy("dateScheduled")
    .limit(50)
    .execute();
  const published: number[] = [];
  let failure: unknown = null;
  for (const { layoutID } of due) {
    try {
      const done = await db.transaction().execute(async (trx) => {
        const draft = await draftRow(trx, layoutID);
        if (!draft || draft.definition === null || draft.dateScheduled === null) return false;
        const userID = draft.scheduleUserID ?? draft.updateUserID;
        return takeDraft(trx, draft, userID, asOf, { scheduledBy: asOf });
      });
      if (done) published.push(layoutID);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return published;
}
