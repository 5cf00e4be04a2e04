import type { Kysely, Updateable } from "kysely";
import { publishLive } from "../live/publish-live";
import type { DiscussionPatchBody, DiscussionPostBody } from "../../../schemas/api/discussion-writes.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { authorize, type Viewer } from "../../auth/viewer";
import { badRequest, forbidden } from "../../http/errors";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { CategoryRow } from "../categories/categories";
import { getDiscussionRow } from "./discussion-get";
import {
  canCloseDiscussion,
  canInCategory,
  canManageDiscussion,
  canModerateDiscussion,
  discussionEditWindow,
  readPostRules,
} from "./discussion-permissions";
import {
  assertTagging,
  assertValidName,
  editRefusal,
  getPostableCategory,
  pinChange,
} from "./discussion-write-checks";
import {
  REDIRECT_TYPE,
  assertTagsExist,
  recountCategories,
  recountTags,
  recountUsers,
} from "./discussion-counts";
import { notifyDiscussionMentions } from "./discussion-mentions";
import { prepareBody, type PreparedBody } from "../body/post-body";
import { recordRevision } from "../moderation/revisions";
import { insertRedirect } from "./discussion-redirects";
import { syncSearchIndex } from "../search/search-index";
import type { InTransaction } from "../../db/in-transaction";
import type { PostWriteOptions } from "../abuse/post-limits";

/**
 * Starts a discussion (`POST /discussions`): the category must exist, be visible and hold
 * discussions, and the viewer needs `discussions.add` there. Counts are recounted in the same
 * transaction; mentioned members are notified after it. Answers the new ID.
 */
export async function createDiscussion(
  db: Kysely<Database>,
  viewer: Viewer,
  input: DiscussionPostBody,
  options: InTransaction & PostWriteOptions = {},
): Promise<number> {
  const format = input.format ?? "rich2";
  const category = await getPostableCategory(db, viewer, input.categoryID);
  authorize(viewer, "discussions.add", { resourceType: "category", resourceID: category.categoryID });
  assertValidName(input.name);
  const tagIDs = input.tagIDs ?? [];
  if (tagIDs.length) assertTagging(await readPostRules(db));
  const rendered = await prepareBody(db, input.body, format, { mentions: true });
  await options.beforeWrite?.();
  const now = nowISO();
  const discussionID = await db.transaction().execute(async (trx) => {
    await assertTagsExist(trx, tagIDs);
    const inserted = await trx
      .insertInto("discussions")
      .values({
        categoryID: category.categoryID,
        insertUserID: viewer.userID,
        updateUserID: null,
        lastCommentUserID: null,
        lastCommentID: null,
        type: input.type ?? "discussion",
        name: input.name.trim(),
        body: input.body,
        format,
        bodyHtml: rendered.html,
        bodyText: rendered.text,
        dateInserted: now,
        dateUpdated: null,
        dateLastComment: now,
        pinLocation: "none",
      })
      .returning("discussionID")
      .executeTakeFirstOrThrow();
    if (tagIDs.length) {
      await trx
        .insertInto("discussion_tags")
        .values(tagIDs.map((tagID) => ({ discussionID: inserted.discussionID, tagID })))
        .execute();
    }
    await recountCategories(trx, [category.categoryID]);
    await recountUsers(trx, [viewer.userID]);
    await recountTags(trx, tagIDs);
    await syncSearchIndex(trx, { discussionIDs: [inserted.discussionID] });
    // Lists open on the category, or on every discussion, can say a new one is there.
    const news = {
      discussionID: inserted.discussionID,
      categoryID: category.categoryID,
      insertUserID: viewer.userID,
    };
    await publishLive(
      trx,
      [`category:${category.categoryID}`, "discussions"].map((topic) => ({
        type: "discussion" as const,
        topic,
        discussionID: inserted.discussionID,
        data: news,
      })),
    );
    await options.alsoInTransaction?.(trx);
    return inserted.discussionID;
  });
  await notifyDiscussionMentions(
    db,
    viewer,
    {
      discussionID,
      name: input.name.trim(),
      mentions: rendered.mentions,
      category,
    },
    [],
    options.allowMentions,
  );
  return discussionID;
}

/**
 * Changes a discussion (`PATCH /discussions/{id}`), each field under its own rule (content spec §6):
 * title, body and format by the edit window; a move by discussions.edit on both categories (or
 * community.moderate), or by the author within the edit window into a category they may post in;
 * closed by discussions.close or discussions.closeOwn; sink and pin by discussions.moderate or
 * community.manage; resolved by staff.allow with triage on; the author (`insertUserID`) by site.manage
 * (both authors' counts are recounted). `options.addRedirect` leaves a redirect stub in the old
 * category when the discussion moves (discussion-redirects.ts).
 */
export async function updateDiscussion(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  patch: DiscussionPatchBody,
  options: { addRedirect?: boolean } & InTransaction & Pick<PostWriteOptions, "allowMentions"> = {},
): Promise<void> {
  const row = await getDiscussionRow(db, viewer, discussionID);
  const rules = await readPostRules(db);
  const set: Updateable<Database["discussions"]> = {};
  const window = discussionEditWindow(row, viewer, rules);

  let rendered: PreparedBody | undefined;
  if (patch.name !== undefined || patch.body !== undefined || patch.format !== undefined) {
    if (!window.canEdit) throw editRefusal(row, viewer);
    if (patch.name !== undefined) {
      assertValidName(patch.name);
      const name = patch.name.trim();
      if (name !== row.name) set.name = name;
    }
    const body = patch.body ?? row.body;
    const format = patch.format ?? row.format;
    if (body !== row.body || format !== row.format) {
      rendered = await prepareBody(db, body, format, {
        mentions: true,
        previous: { body: row.body, format: row.format },
      });
      Object.assign(set, { body, format, bodyHtml: rendered.html, bodyText: rendered.text });
    }
  }
  let target: CategoryRow | undefined;
  if (patch.categoryID !== undefined && patch.categoryID !== row.categoryID) {
    target = await getPostableCategory(db, viewer, patch.categoryID);
    // Move Post needs discussions.edit on the discussion's category (content spec §6); the target only
    // has to take posts from the viewer, so a category moderator can move a discussion out of theirs.
    const byModerator =
      canManageDiscussion(row, viewer) &&
      (canManageDiscussion(target, viewer) || canInCategory(viewer, "discussions.add", target.categoryID));
    const byAuthor =
      window.canEdit &&
      row.insertUserID === viewer.userID &&
      canInCategory(viewer, "discussions.add", target.categoryID);
    if (!byModerator && !byAuthor) {
      throw forbidden("Permission Problem", "You may not move this discussion to that category.");
    }
    set.categoryID = target.categoryID;
  }
  if (patch.closed !== undefined) {
    if (!canCloseDiscussion(row, viewer))
      throw forbidden("Permission Problem", "You may not close this discussion.");
    if ((patch.closed ? 1 : 0) !== row.closed) set.closed = patch.closed ? 1 : 0;
  }
  if (patch.sink !== undefined || patch.pinned !== undefined || patch.pinLocation !== undefined) {
    if (!canModerateDiscussion(row, viewer)) {
      throw forbidden("Permission Problem", "You may not sink or announce this discussion.");
    }
    if (patch.sink !== undefined && (patch.sink ? 1 : 0) !== row.sink) set.sink = patch.sink ? 1 : 0;
    for (const [column, value] of Object.entries(pinChange(row, patch))) {
      if (row[column as keyof typeof row] !== value) Object.assign(set, { [column]: value });
    }
  }
  let newAuthorID: number | undefined;
  if (patch.insertUserID !== undefined) {
    // Change Author (content spec §6): site.manage only; the new author must be a member.
    if (!hasPermission(viewer.checker, "site.manage")) {
      throw forbidden("Permission Problem", "You may not change the author of this discussion.");
    }
    if (patch.insertUserID !== row.insertUserID) {
      const user = await db
        .selectFrom("users")
        .select("userID")
        .where("userID", "=", patch.insertUserID)
        .executeTakeFirst();
      if (!user) {
        throw badRequest("The author is not valid.", [
          { field: "insertUserID", code: "unknownUser", message: "There is no user with that ID." },
        ]);
      }
      newAuthorID = user.userID;
      set.insertUserID = user.userID;
    }
  }
  if (patch.resolved !== undefined) {
    const isStaff = canInCategory(viewer, "staff.allow", row.categoryID);
    if (!rules.triageEnabled || !isStaff) {
      throw forbidden("Permission Problem", "You may not resolve this discussion.");
    }
    if ((patch.resolved ? 1 : 0) !== row.resolved) set.resolved = patch.resolved ? 1 : 0;
  }

  // A patch that changes nothing (a move into the current category, the same title again) records
  // no editor and no new dateUpdated: nobody can make a post look edited by them without editing it.
  if (Object.keys(set).length === 0) {
    const { alsoInTransaction } = options;
    if (alsoInTransaction) await db.transaction().execute((trx) => alsoInTransaction(trx));
    return;
  }
  await db.transaction().execute(async (trx) => {
    // A changed title, body or format keeps the version it replaces (revision history).
    if (set.name !== undefined || set.body !== undefined) {
      await recordRevision(trx, viewer.userID, { ...row, recordType: "discussion", recordID: discussionID });
    }
    await trx
      .updateTable("discussions")
      .set({ ...set, dateUpdated: nowISO(), updateUserID: viewer.userID })
      .where("discussionID", "=", discussionID)
      .execute();
    // A move with addRedirects leaves a stub in the old category (never a stub of a stub).
    if (target && options.addRedirect && row.type !== REDIRECT_TYPE) {
      await insertRedirect(trx, row, { discussionID, name: set.name ?? row.name });
    }
    if (target) await recountCategories(trx, [row.categoryID, target.categoryID]);
    if (newAuthorID !== undefined) await recountUsers(trx, [row.insertUserID, newAuthorID]);
    // A move takes the comments' documents to the new category too.
    await syncSearchIndex(trx, target ? { threadIDs: [discussionID] } : { discussionIDs: [discussionID] });
    await options.alsoInTransaction?.(trx);
  });
  if (rendered) {
    const category =
      target ??
      (await db
        .selectFrom("categories")
        .select("permissionCategoryID")
        .where("categoryID", "=", row.categoryID)
        .executeTakeFirstOrThrow());
    await notifyDiscussionMentions(
      db,
      viewer,
      { discussionID, name: set.name ?? row.name, mentions: rendered.mentions, category },
      rendered.previousMentions,
      options.allowMentions,
    );
  }
}
