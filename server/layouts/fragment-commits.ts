/**
 * Committing and rolling back: the fragment's draft becomes its active revision (the old active one
 * a past revision), or a committed revision becomes the active one again. Pages load only the
 * active revision.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { nowISO } from "../db/columns";
import { HttpError, notFound } from "../http/errors";
import { assertCommittable } from "./fragment-checks";
import { getRevisionRow, type FragmentRow } from "./fragment-records";

/** Marks a revision committed and makes it the fragment's active one, inside the caller's transaction. */
export async function commitInside(
  trx: Kysely<Database>,
  fragmentUUID: string,
  fragmentRevisionUUID: string,
  message: { commitMessage: string; commitDescription: string },
): Promise<void> {
  await trx
    .updateTable("fragment_revisions")
    .set({ status: "committed", ...message })
    .where("fragmentRevisionUUID", "=", fragmentRevisionUUID)
    .execute();
  await trx
    .updateTable("fragments")
    .set({ activeRevisionUUID: fragmentRevisionUUID })
    .where("fragmentUUID", "=", fragmentUUID)
    .execute();
}

/** Commits the fragment's draft: it becomes the active revision, the old active a past one. */
export async function commitRevision(
  db: Kysely<Database>,
  fragment: FragmentRow,
  fragmentRevisionUUID: string,
  message: { commitMessage: string; commitDescription?: string },
): Promise<void> {
  const revision = await getRevisionRow(db, fragment.fragmentUUID, fragmentRevisionUUID);
  if (!revision) throw notFound("Fragment revision");
  if (revision.status !== "draft") {
    throw new HttpError(409, "Only the draft can be committed.", {
      description: "This revision is already committed; roll back to make it active again.",
    });
  }
  assertCommittable(revision.js);
  await db.transaction().execute(async (trx) => {
    await commitInside(trx, fragment.fragmentUUID, fragmentRevisionUUID, {
      commitMessage: message.commitMessage,
      commitDescription: message.commitDescription ?? "",
    });
    await trx
      .updateTable("fragments")
      .set({ dateUpdated: nowISO() })
      .where("fragmentUUID", "=", fragment.fragmentUUID)
      .execute();
  });
}

/** Makes a committed revision the active one again. */
export async function rollbackFragment(
  db: Kysely<Database>,
  fragment: FragmentRow,
  fragmentRevisionUUID: string,
): Promise<void> {
  const revision = await getRevisionRow(db, fragment.fragmentUUID, fragmentRevisionUUID);
  if (!revision) throw notFound("Fragment revision");
  if (revision.status !== "committed") {
    throw new HttpError(409, "A draft cannot be rolled back to.", {
      description: "Commit the draft to make it active.",
    });
  }
  await db
    .updateTable("fragments")
    .set({ activeRevisionUUID: fragmentRevisionUUID, dateUpdated: nowISO() })
    .where("fragmentUUID", "=", fragment.fragmentUUID)
    .execute();
}
