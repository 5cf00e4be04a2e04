import type { Kysely } from "kysely";

const stamps = new WeakMap<Kysely<never>, () => string | undefined>();

/** Makes {@link changeStampOf} answer for `db`. */
export function registerChangeStamp<T>(db: Kysely<T>, read: () => string | undefined): void {
  stamps.set(db as unknown as Kysely<never>, read);
}

/**
 * A text that changes whenever the database may have changed: a commit by any connection, this
 * process's included. Equal stamps mean nothing was written in between, so an answer computed under
 * a stamp read before its queries may be served again while the stamp stays the same. Undefined for
 * a database without one (then nothing may be cached).
 */
export function changeStampOf<T>(db: Kysely<T>): string | undefined {
  return stamps.get(db as unknown as Kysely<never>)?.();
}
