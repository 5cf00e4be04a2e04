import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { nowISO } from "../db/columns";

const secrets = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A named 32-byte signing secret kept in `system_secrets`: read from the database, or made and
 * stored by the first process to need it, so every server process signs and checks alike.
 */
export function systemSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) secrets.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto("system_secrets")
        .values({ name, secret: randomBytes(32).toString("hex"), dateInserted: nowISO() })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await db
        .selectFrom("system_secrets")
        .select("secret")
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.secret, "hex");
    })();
    const kept = byName;
    secret.catch(() => kept.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
