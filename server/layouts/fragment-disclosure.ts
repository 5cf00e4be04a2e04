/**
 * The custom fragments' developer warning, remembered per user: the fragments manager shows it
 * until the viewer has accepted it once (custom fragments are code that runs on every page for
 * every visitor), and an acceptance can be withdrawn.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { nowISO } from "../db/columns";

/** Whether a user accepted the custom fragments' developer warning. */
export async function didAcceptDisclosure(db: Kysely<Database>, userID: number): Promise<boolean> {
  const row = await db
    .selectFrom("fragment_disclosures")
    .select("userID")
    .where("userID", "=", userID)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records (or withdraws) a user's acceptance of the developer warning. */
export async function setDisclosure(db: Kysely<Database>, userID: number, didAccept: boolean): Promise<void> {
  if (!didAccept) {
    await db.deleteFrom("fragment_disclosures").where("userID", "=", userID).execute();
    return;
  }
  await db
    .insertInto("fragment_disclosures")
    .values({ userID, dateAccepted: nowISO() })
    .onConflict((oc) => oc.column("userID").doNothing())
    .execute();
}
