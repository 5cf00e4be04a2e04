import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Abuse limits shared by every server process: window counters (`abuse_counters`, see
 * server/services/abuse/limiter.ts), sign-ups waiting for their email to be proven
 * (`registrations`), the confusable-name skeleton of every user (`users.nameSkeleton`), and an
 * index the tracking prune reads by date. Existing users get their skeleton after the migrations
 * (the `nameSkeletons` backfill of `server/services/jobs/backfills.ts`).
 */
export function abuseLimitsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("abuse_counters")
        .addColumn("bucket", "varchar(40)", (col) => col.notNull())
        .addColumn("key", "varchar(300)", (col) => col.notNull())
        .addColumn("count", "integer", (col) => col.notNull())
        .addColumn("dateWindowEnds", c.timestamp, (col) => col.notNull())
        .addColumn("dateBlockedUntil", c.timestamp)
        .addPrimaryKeyConstraint("abuse_counters_pk", ["bucket", "key"])
        .execute();
      // Pruning deletes by window end.
      await db.schema
        .createIndex("abuse_counters_window")
        .on("abuse_counters")
        .column("dateWindowEnds")
        .execute();

      await db.schema
        .createTable("registrations")
        .addColumn("tokenHash", "varchar(64)", (col) => col.primaryKey())
        .addColumn("name", "varchar(100)", (col) => col.notNull())
        .addColumn("nameKey", "varchar(100)", (col) => col.notNull())
        .addColumn("email", "varchar(200)", (col) => col.notNull())
        .addColumn("emailKey", "varchar(200)", (col) => col.notNull())
        .addColumn("passwordHash", "varchar(300)", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateExpires", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("registrations_email").on("registrations").column("emailKey").execute();
      await db.schema
        .createIndex("registrations_expires")
        .on("registrations")
        .column("dateExpires")
        .execute();

      await db.schema
        .alterTable("users")
        .addColumn("nameSkeleton", "varchar(100)", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("users_name_skeleton").on("users").column("nameSkeleton").execute();

      await db.schema
        .createIndex("tracking_events_date")
        .on("tracking_events")
        .column("dateInserted")
        .execute();
    },
  };
}
