import type { Kysely, Migration } from "kysely";
import type { Database } from "../../types";

/**
 * Stored bodies and signatures with an image are rendered again, so the ones written before the
 * body renderer kept images only from the site and `content.imageHosts` lose their images from
 * other hosts too (an image then shows as a link to it). Only rows whose HTML holds an `<img` are
 * touched; the `renderBodies` backfill (`server/services/jobs/backfills.ts`) renders them after the
 * migrations, through the same worker pool and limits as at a write.
 */
export const bodyImagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const typed = db as unknown as Kysely<Database>;
    for (const table of ["discussions", "comments", "messages"] as const) {
      await typed.updateTable(table).set({ bodyHtml: null }).where("bodyHtml", "like", "%<img%").execute();
    }
    await typed
      .updateTable("users")
      .set({ signatureHtml: null })
      .where("signatureHtml", "like", "%<img%")
      .execute();
  },
};
