/**
 * Deleting from the fragment store: a whole fragment with its revisions, or one draft or past
 * revision (never the active one). A fragment left without revisions is deleted with its last one.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { HttpError, notFound } from "../http/errors";
import { getRevisionRow, type FragmentRow } from "./fragment-records";

/**
 * Removes a fragment and all its revisions. Every place that applied it falls back to the built-in:
 * pages drop an implementation naming a fragment with nothing to load (fragment-apply.ts).
 */
export async function deleteFragment(db: Kysely<Database>, fragmentUUID: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("fragment_revisions").where("fragmentUUID", "=", fragmentUUID).execute();
    await trx.deleteFrom("fragments").where("fragmentUUID", "=", fragmentUUID).execute();
  });
}

/** Removes a draft or a past revision (409 for the active one); a fragment left with none goes too. */
export async function deleteRevision(
  db: Kysely<Database>,
  fragment: FragmentRow,
  fragmentRevisionUUID: string,
): Promise<void> {
  const revision = await getRevisionRow(db, fragment.fragmentUUID, fragmentRevisionUUID);
  if (!revision) throw notFound("Fragment revision");
  if (revision.fragmentRevisionUUID === fragment.activeRevisionUUID) {
    throw new HttpError(409, "The active revision cannot be deleted.", {
      description: "Roll back to another revision first, or delete the fragment.",
    });
  }
  await db
    .deleteFrom("fragment_revisions")
    .where("fragmentRevisionUUID", "=", fragmentRevisionUUID)
    .execute();
  if (fragment.activeRevisionUUID === null) {
    const left = await db
      .selectFrom("fragment_revisions")
      .select("fragmentRevisionUUID")
      .where("fragmentUUID", "=", fragment.fragmentUUID)
      .limit(1)
      .execute();
    if (left.length === 0) await deleteFragment(db, fragment.fragmentUUID);
  }
}
