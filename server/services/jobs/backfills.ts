import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { fillMissingNameSkeletons } from "../abuse/name-skeleton";
import { renderPendingBodies } from "../body/render-stored";
import { rebuildSearchIndex } from "../search/search-index";

/**
 * The data a migration leaves for live code to fill, run once after the migrations that call for
 * them (a migration changes the schema only and never imports a service, so an old migration
 * keeps doing what it did when a service changes).
 */
const backfills = {
  /** Bodies and signatures without their rendered HTML, through the body renderer's worker pool. */
  renderBodies: async (db: Kysely<Database>) => {
    await renderPendingBodies(db);
  },
  /** Every searchable record, indexed again. */
  searchIndex: rebuildSearchIndex,
  /** The confusable-name skeleton of users written without one. */
  nameSkeletons: fillMissingNameSkeletons,
} satisfies Record<string, (db: Kysely<Database>) => Promise<void>>;

/** The backfills each migration calls for, by migration name. */
const backfillsAfter: Record<string, readonly (keyof typeof backfills)[]> = {
  "0009-rendered-bodies": ["renderBodies"],
  "0010-abuse-limits": ["nameSkeletons"],
  "0019-search": ["searchIndex"],
  "0037-body-images": ["renderBodies"],
};

/** Runs, once each and in a fixed order, the backfills the just-applied `migrated` migrations call for. */
export async function runBackfills(db: Kysely<Database>, migrated: readonly string[]): Promise<void> {
  const due = new Set(migrated.flatMap((name) => backfillsAfter[name] ?? []));
  for (const name of Object.keys(backfills) as (keyof typeof backfills)[]) {
    if (due.has(name)) await backfills[name](db);
  }
}
