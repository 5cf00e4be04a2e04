import { remove as removeConfusables } from "confusables";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

/** A user name as stored: NFKC-normalised (fullwidth and compatibility forms folded) and trimmed. */
export function normalizeName(name: string): string {
  return name.normalize("NFKC").trim();
}

/**
 * The form two names share when they look alike: NFKC, lookalike letters of other scripts mapped
 * to Latin (the `confusables` table: Cyrillic "а" becomes "a"), lower case, and the Latin
 * lookalikes that table leaves alone folded too (0/o, 1/l/i, rn/m, vv/w). "аdmin" (Cyrillic а),
 * "ADMIN" and "adm1n" all have the skeleton of "admin". Lossy on purpose: only ever compared.
 */
export function nameSkeleton(name: string): string {
  return removeConfusables(normalizeName(name))
    .normalize("NFKC")
    .toLowerCase()
    .replace(/rn/g, "m")
    .replace(/vv/g, "w")
    .replace(/0/g, "o")
    .replace(/[1i|]/g, "l")
    .slice(0, 100);
}

/** Letters of the scripts whose lookalikes are the usual impersonation tools. */
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u];

/** True when a name mixes letters of Latin, Cyrillic, Greek or Armenian (UTS #39 mixed-script idea). */
export function mixesScripts(name: string): boolean {
  return SCRIPTS.filter((script) => script.test(name)).length > 1;
}

/**
 * Fills `nameSkeleton` for users written without one (rows from before migration 0010, or written
 * by code that does not know the column, like the demo seed), a batch at a time. Cheap when none
 * is missing: one indexed lookup.
 */
export async function fillMissingNameSkeletons(db: Kysely<Database>): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom("users")
      .select(["userID", "name"])
      .where("nameSkeleton", "=", "")
      .limit(500)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      // An empty skeleton would be found again forever; a name of lookalike-free symbols keeps its own.
      const skeleton = nameSkeleton(row.name) || `#${row.userID}`;
      await db
        .updateTable("users")
        .set({ nameSkeleton: skeleton })
        .where("userID", "=", row.userID)
        .execute();
    }
  }
}
