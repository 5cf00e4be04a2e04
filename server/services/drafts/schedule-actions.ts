import type { Kysely } from "kysely";
import type { Draft } from "../../../schemas/entities/draft.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { badRequest } from "../../http/errors";
import { assertNotPublishing, changeDraft, loadOwnDraft } from "./drafts";
import { publishTarget } from "./drafts-publish";

/**
 * `PATCH /drafts/schedule/{id}`: the draft will be published at `dateScheduled` (ISO 8601, in the
 * future) by the draft scheduler; status `scheduled`. The draft must name where it goes (a discussion
 * its title and category, a comment its discussion) so it can be posted then; the permissions are
 * checked when it is published. A failed (error) draft may be scheduled again.
 */
export async function scheduleDraft(
  db: Kysely<Database>,
  viewer: Viewer,
  draftID: number,
  dateScheduled: string,
): Promise<Draft> {
  const row = await loadOwnDraft(db, viewer, draftID);
  assertNotPublishing(row);
  const time = Date.parse(dateScheduled);
  if (Number.isNaN(time)) {
    throw badRequest("The schedule is not valid.", [
      {
        field: "dateScheduled",
        code: "format",
        message: "dateScheduled must be a date and time (ISO 8601).",
      },
    ]);
  }
  if (time <= Date.now()) {
    throw badRequest("The schedule is not valid.", [
      { field: "dateScheduled", code: "minimum", message: "dateScheduled must be in the future." },
    ]);
  }
  const target = publishTarget(row);
  if ("missing" in target) {
    throw badRequest("The draft cannot be scheduled.", [
      { field: target.missing, path: "attributes", code: "required", message: target.message },
    ]);
  }
  return changeDraft(db, row, {
    draftStatus: "scheduled",
    dateScheduled: new Date(time).toISOString(),
    failedReason: null,
    updateUserID: viewer.userID,
  });
}

/** `PATCH /drafts/cancel-schedule/{id}`: back to a plain draft (status `draft`, no date). */
export async function cancelDraftSchedule(
  db: Kysely<Database>,
  viewer: Viewer,
  draftID: number,
): Promise<Draft> {
  const row = await loadOwnDraft(db, viewer, draftID);
  assertNotPublishing(row);
  return changeDraft(db, row, {
    draftStatus: "draft",
    dateScheduled: null,
    failedReason: null,
    updateUserID: viewer.userID,
  });
}
