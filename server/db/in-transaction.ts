import type { Transaction } from "kysely";
import type { Database } from "./types";

/**
 * A write of the caller's that must commit or fail with the write service's own transaction: a
 * scheduled draft is removed in the transaction that posts it, so it is never posted twice.
 */
export interface InTransaction {
  alsoInTransaction?(trx: Transaction<Database>): Promise<void>;
}
