import type { Kysely } from "kysely";
import { stampedReads } from "../../db/stamped-cache";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { profileUrl } from "./users";
import { readSiteConfig } from "../config";
import { rankOf, ranksEnabled } from "../addons/ranks";

/**
 * Whether signatures were asked for (expand insertUser.signature) and the site shows them (content
 * spec §5: signatures.enabled). The config is read only when asked, so lists without it pay nothing.
 */
export async function shouldLoadSignatures(db: Kysely<Database>, isAsked: boolean): Promise<boolean> {
  if (!isAsked) return false;
  return (await readSiteConfig(db))["signatures.enabled"] === true;
}

/** Options of {@link loadUserFragments}. */
export interface UserFragmentOptions {
  /**
   * Adds each member's rendered signature (expand insertUser.signature; the caller checks
   * signatures.enabled, content spec §5). Empty signatures and banned members' are left out.
   */
  withSignatures?: boolean;
}

/** The placeholder for an author whose account is gone (content spec §3: placeholder users carry userID 0). */
export const unknownUserFragment: UserFragment = {
  userID: 0,
  name: "Unknown User",
  photoUrl: "",
  dateLastActive: null,
};

/** The columns of members' fragments, signatures only when asked (most lists never show them). */
function readUserRows(db: Kysely<Database>, ids: number[], withSignatures: boolean) {
  return db
    .selectFrom("users")
    .select(["userID", "name", "photoUrl", "title", "dateLastActive", "private", "banned"])
    .select(["countDiscussions", "countComments", "points"])
    .$if(withSignatures, (q) => q.select("signatureHtml"))
    .where("userID", "in", ids)
    .execute();
}

/** Members' rows by the list asked for, read once until anything is written; shared, never changed. */
const userRows = stampedReads<ReadonlyArray<Awaited<ReturnType<typeof readUserRows>>[number]>>(500);

/**
 * Loads the user fragments of `userIDs` in one query, keyed by ID. Private profiles (and banned ones)
 * hide their last-active date from viewers without personalInfo.view (content spec §6).
 */
export async function loadUserFragments(
  db: Kysely<Database>,
  viewer: Viewer,
  userIDs: Iterable<number>,
  options: UserFragmentOptions = {},
): Promise<Map<number, UserFragment>> {
  const ids = [...new Set(userIDs)].filter((id) => id > 0);
  const fragments = new Map<number, UserFragment>();
  if (ids.length === 0) return fragments;
  // The Ranks addon adds each member's rank while it is on; off, the fragments carry none.
  const withRanks = await ranksEnabled(db);
  const withSignatures = options.withSignatures === true;
  // The same members show in several parts of a page (a post, its thread, the title bar's lists).
  const rows = await userRows(db, `${withSignatures ? "s" : ""}${ids.join(",")}`, async () =>
    (await readUserRows(db, ids, withSignatures)).map((row) => Object.freeze(row)),
  );
  const canSeePersonal = hasPermission(viewer.checker, "personalInfo.view");
  for (const row of rows) {
    // Rendered when written (body/render-stored.ts); one the sanitiser emptied is no signature.
    const signature = row.banned === 1 ? "" : (row.signatureHtml?.trim() ?? "");
    const restricted =
      !canSeePersonal && viewer.userID !== row.userID && (row.private === 1 || row.banned === 1);
    fragments.set(row.userID, {
      userID: row.userID,
      name: row.name,
      url: profileUrl(row.name),
      photoUrl: row.photoUrl,
      dateLastActive: restricted ? null : toISO(row.dateLastActive),
      ...(restricted ? {} : { label: row.title }),
      private: row.private === 1,
      banned: row.banned === 1 ? 1 : 0,
      ...(signature ? { signature } : {}),
      ...(withRanks && !restricted ? { rank: rankOf(row) } : {}),
    });
  }
  return fragments;
}
