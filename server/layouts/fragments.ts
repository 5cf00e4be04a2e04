import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Fragment, FragmentDetails } from "../../schemas/entities/fragment.schema";
import type { FragmentPatchBody, FragmentPostBody } from "../../schemas/api/fragment.schema";
import type { Database } from "../db/types";
import { toISO } from "../db/columns";

/** A stored fragment row. */
export type FragmentRow = Selectable<Database["fragments"]>;

/** The URL of a fragment's module or stylesheet; `rev` pins the revision so it may be cached forever. */
export function fragmentAssetUrl(fragmentUUID: string, asset: "js" | "css", revisionUUID?: string): string {
  const base = `/api/v2/fragments/${encodeURIComponent(fragmentUUID)}/${asset}`;
  return revisionUUID ? `${base}?rev=${encodeURIComponent(revisionUUID)}` : base;
}

/** The fragment record of a row (shell spec §3: fragmentUUID, jsUrl, cssUrl). */
export function presentFragment(row: FragmentRow): Fragment {
  return {
    fragmentUUID: row.fragmentUUID,
    fragmentRevisionUUID: row.fragmentRevisionUUID,
    fragmentType: row.fragmentType,
    name: row.name,
    jsUrl: fragmentAssetUrl(row.fragmentUUID, "js", row.fragmentRevisionUUID),
    cssUrl: fragmentAssetUrl(row.fragmentUUID, "css", row.fragmentRevisionUUID),
    insertUserID: row.insertUserID,
    dateInserted: toISO(row.dateInserted) ?? "",
    dateUpdated: toISO(row.dateUpdated),
  };
}

/** The record with its code. */
export function presentFragmentDetails(row: FragmentRow): FragmentDetails {
  return { ...presentFragment(row), js: row.js, css: row.css };
}

/** One fragment, or undefined. */
export async function getFragmentRow(
  db: Kysely<Database>,
  fragmentUUID: string,
): Promise<FragmentRow | undefined> {
  return db.selectFrom("fragments").selectAll().where("fragmentUUID", "=", fragmentUUID).executeTakeFirst();
}

/** Fragments, newest revision first, optionally of one type, without their code. */
export async function listFragments(
  db: Kysely<Database>,
  filter: { fragmentType?: string },
): Promise<Fragment[]> {
  let query = db
    .selectFrom("fragments")
    .select([
      "fragmentUUID",
      "fragmentRevisionUUID",
      "fragmentType",
      "name",
      "dateInserted",
      "dateUpdated",
      "insertUserID",
    ])
    .orderBy(sql`coalesce(${sql.ref("dateUpdated")}, ${sql.ref("dateInserted")})`, "desc")
    .orderBy("fragmentUUID");
  if (filter.fragmentType) query = query.where("fragmentType", "=", filter.fragmentType);
  const rows = await query.execute();
  return rows.map((row) => presentFragment({ ...row, js: "", css: "" }));
}

/**
 * The time of a new revision: now, or one millisecond after the newest stored revision when that is not
 * earlier (two uploads in the same millisecond), so "newest revision first" is the order they were made in.
 * The table has no sequence column to break ties with, and a UUID would order them at random.
 */
async function nextRevisionTime(db: Kysely<Database>): Promise<string> {
  const newest = await db
    .selectFrom("fragments")
    .select(
      sql<string | Date | null>`max(coalesce(${sql.ref("dateUpdated")}, ${sql.ref("dateInserted")}))`.as(
        "at",
      ),
    )
    .executeTakeFirst();
  const now = Date.now();
  const latest = newest?.at ? new Date(newest.at).getTime() : Number.NEGATIVE_INFINITY;
  return new Date(now > latest ? now : latest + 1).toISOString();
}

/** Stores a new fragment with its first revision. */
export async function createFragment(
  db: Kysely<Database>,
  body: FragmentPostBody,
  insertUserID: number,
): Promise<FragmentRow> {
  const row = {
    fragmentUUID: randomUUID(),
    fragmentRevisionUUID: randomUUID(),
    fragmentType: body.fragmentType,
    name: body.name,
    js: body.js,
    css: body.css ?? "",
    dateInserted: await nextRevisionTime(db),
    dateUpdated: null,
    insertUserID,
  } satisfies FragmentRow;
  await db.insertInto("fragments").values(row).execute();
  return row;
}

/** Applies changes as a new revision (a new revision id, so cached asset URLs never go stale). */
export async function reviseFragment(
  db: Kysely<Database>,
  row: FragmentRow,
  changes: FragmentPatchBody,
): Promise<FragmentRow> {
  const next: FragmentRow = {
    ...row,
    ...changes,
    fragmentRevisionUUID: randomUUID(),
    dateUpdated: await nextRevisionTime(db),
  };
  await db
    .updateTable("fragments")
    .set({
      fragmentRevisionUUID: next.fragmentRevisionUUID,
      fragmentType: next.fragmentType,
      name: next.name,
      js: next.js,
      css: next.css,
      dateUpdated: next.dateUpdated as string,
    })
    .where("fragmentUUID", "=", row.fragmentUUID)
    .execute();
  return next;
}

/** Removes a fragment. */
export async function deleteFragment(db: Kysely<Database>, fragmentUUID: string): Promise<void> {
  await db.deleteFrom("fragments").where("fragmentUUID", "=", fragmentUUID).execute();
}
