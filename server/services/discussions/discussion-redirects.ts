import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { REDIRECT_TYPE } from "./discussion-counts";
import { discussionUrl } from "./discussion-presenter";
import { escapeXml } from "../body/escape-html";

/** Where a redirect stub points: the discussion that took the place of the old one. */
export interface RedirectTarget {
  discussionID: number;
  name: string;
}

/**
 * A redirect stub's body: a sentence with a link to the target, stored as HTML built from escaped
 * parts (the link is a same-site path, the title is escaped), so nothing a member wrote becomes
 * markup. `verb` says what happened: "moved" or "merged".
 */
export function redirectBody(
  verb: "moved" | "merged",
  target: RedirectTarget,
): { html: string; text: string } {
  const url = discussionUrl(target.discussionID, target.name);
  const lead =
    verb === "moved" ? "This discussion has been moved to" : "This discussion has been merged into";
  return {
    html: `<p>${lead} <a href="${escapeXml(url)}">${escapeXml(target.name)}</a>.</p>`,
    text: `${lead} ${target.name}.`,
  };
}

/** The columns that make a discussion row a closed redirect stub pointing at `target`. */
export function redirectColumns(verb: "moved" | "merged", target: RedirectTarget) {
  const body = redirectBody(verb, target);
  return {
    type: REDIRECT_TYPE,
    body: body.html,
    format: "html",
    bodyHtml: body.html,
    bodyText: body.text,
    closed: 1,
    pinned: 0,
    pinLocation: "none",
    sink: 0,
  } as const;
}

/**
 * Leaves a redirect stub where a discussion was (a move with `addRedirects`): a closed discussion of
 * type "redirect" in the old category, with the same title, author and last-activity date, so the
 * old list shows it in the same place. Stubs have no comments, send no notifications and are never
 * counted (discussion-counts.ts). Call inside the move's transaction.
 */
export async function insertRedirect(
  trx: Kysely<Database>,
  from: {
    categoryID: number;
    insertUserID: number;
    name: string;
    dateInserted: string | Date;
    dateLastComment: string | Date;
  },
  target: RedirectTarget,
): Promise<void> {
  await trx
    .insertInto("discussions")
    .values({
      ...redirectColumns("moved", target),
      categoryID: from.categoryID,
      insertUserID: from.insertUserID,
      updateUserID: null,
      lastCommentUserID: null,
      lastCommentID: null,
      name: from.name,
      dateInserted: toISO(from.dateInserted) ?? nowISO(),
      dateUpdated: nowISO(),
      dateLastComment: toISO(from.dateLastComment) ?? nowISO(),
    })
    .execute();
}
