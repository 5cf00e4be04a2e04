/**
 * The fragment store's saves: a new fragment with its first revision, and changes saved into the
 * fragment's one draft (committed at once with a commit message). Revision times only grow, so
 * "newest first" is the order revisions were made in.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { FragmentPatchBody, FragmentPostBody } from "../../schemas/api/fragment.schema";
import type { Database } from "../db/types";
import { nowISO } from "../db/columns";
import { assertCommittable, checkFragmentType } from "./fragment-checks";
import { commitInside } from "./fragment-commits";
import { draftRow, getRevisionRow, type FragmentRow } from "./fragment-records";

/**
 * The time of a fragment's new revision: now, or one millisecond after its newest revision when that
 * is not earlier, so "newest first" is the order they were made in.
 */
async function nextRevisionTime(db: Kysely<Database>, fragmentUUID: string): Promise<string> {
  const rows = await db
    .selectFrom("fragment_revisions")
    .select("dateInserted")
    .where("fragmentUUID", "=", fragmentUUID)
    .orderBy("dateInserted", "desc")
    .limit(1)
    .execute();
  const now = Date.now();
  const latest = rows[0] ? new Date(rows[0].dateInserted).getTime() : Number.NEGATIVE_INFINITY;
  return new Date(now > latest ? now : latest + 1).toISOString();
}

/** Stores a new fragment with its first revision: a draft, or committed and active with a commitMessage. */
export async function createFragment(
  db: Kysely<Database>,
  body: FragmentPostBody,
  insertUserID: number,
): Promise<FragmentRow> {
  checkFragmentType(body.fragmentType, body.customWidget);
  if (body.commitMessage !== undefined) assertCommittable(body.js);
  const fragmentUUID = randomUUID();
  const fragmentRevisionUUID = randomUUID();
  const committed = body.commitMessage !== undefined;
  const dateInserted = nowISO();
  const fragment = {
    fragmentUUID,
    fragmentType: body.fragmentType,
    name: body.name,
    activeRevisionUUID: committed ? fragmentRevisionUUID : null,
    dateInserted,
    dateUpdated: null,
    insertUserID,
  } satisfies FragmentRow;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("fragments").values(fragment).execute();
    await trx
      .insertInto("fragment_revisions")
      .values({
        fragmentRevisionUUID,
        fragmentUUID,
        js: body.js,
        jsRaw: body.jsRaw ?? "",
        css: body.css ?? "",
        previewData: JSON.stringify(body.previewData ?? []),
        customWidget: body.customWidget ? JSON.stringify(body.customWidget) : null,
        status: committed ? "committed" : "draft",
        commitMessage: body.commitMessage ?? "",
        commitDescription: body.commitDescription ?? "",
        insertUserID,
        dateInserted,
      })
      .execute();
  });
  return fragment;
}

const REVISION_FIELDS = ["js", "jsRaw", "css", "previewData", "customWidget"] as const;

/**
 * Saves changes into the fragment's draft (a new draft copying the latest revision when there is
 * none; a draft keeps its id across saves), and commits it at once with a commitMessage. A change of
 * name alone makes no draft. Answers the revision to show: the draft, the newly active one, or the latest.
 */
export async function saveFragment(
  db: Kysely<Database>,
  fragment: FragmentRow,
  changes: FragmentPatchBody,
  userID: number,
): Promise<{ fragmentRevisionUUID?: string }> {
  const touchesCode = REVISION_FIELDS.some((field) => changes[field] !== undefined);
  if (changes.customWidget !== undefined) checkFragmentType(fragment.fragmentType, changes.customWidget);
  const commit = changes.commitMessage !== undefined;
  if (!touchesCode && !commit) {
    if (changes.name !== undefined) {
      await db
        .updateTable("fragments")
        .set({ name: changes.name })
        .where("fragmentUUID", "=", fragment.fragmentUUID)
        .execute();
    }
    return {};
  }
  const at = await nextRevisionTime(db, fragment.fragmentUUID);
  const existing = await draftRow(db, fragment.fragmentUUID);
  const base =
    existing ??
    (fragment.activeRevisionUUID
      ? await getRevisionRow(db, fragment.fragmentUUID, fragment.activeRevisionUUID)
      : undefined);
  const fields = {
    js: changes.js ?? base?.js ?? "",
    jsRaw: changes.jsRaw ?? base?.jsRaw ?? "",
    css: changes.css ?? base?.css ?? "",
    previewData: changes.previewData ? JSON.stringify(changes.previewData) : (base?.previewData ?? "[]"),
    customWidget: changes.customWidget ? JSON.stringify(changes.customWidget) : (base?.customWidget ?? null),
    insertUserID: userID,
    dateInserted: at,
  };
  if (commit) assertCommittable(fields.js);
  const fragmentRevisionUUID = existing?.fragmentRevisionUUID ?? randomUUID();
  await db.transaction().execute(async (trx) => {
    if (existing) {
      await trx
        .updateTable("fragment_revisions")
        .set(fields)
        .where("fragmentRevisionUUID", "=", fragmentRevisionUUID)
        .execute();
    } else {
      await trx
        .insertInto("fragment_revisions")
        .values({
          ...fields,
          fragmentRevisionUUID,
          fragmentUUID: fragment.fragmentUUID,
          status: "draft",
          commitMessage: "",
          commitDescription: "",
        })
        .execute();
    }
    await trx
      .updateTable("fragments")
      .set({ ...(changes.name !== undefined ? { name: changes.name } : {}), dateUpdated: at })
      .where("fragmentUUID", "=", fragment.fragmentUUID)
      .execute();
    if (commit) {
      await commitInside(trx, fragment.fragmentUUID, fragmentRevisionUUID, {
        commitMessage: changes.commitMessage!,
        commitDescription: changes.commitDescription ?? "",
      });
    }
  });
  return { fragmentRevisionUUID };
}
