import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { dialectOf } from "../db/columns";
import { syncIdentitySequences } from "../db/postgres";
import { settleCategoryTree } from "../services/categories/category-tree";
import { renderPendingBodies } from "../services/body/render-stored";
import { rebuildSearchIndex } from "../services/search/search-index";
import { fillMissingNameSkeletons } from "../services/abuse/name-skeleton";
import { recountCategories, recountTags, recountUsers } from "../services/discussions/discussion-counts";

/**
 * What follows the rows: the category tree settled, every count recomputed from the rows, members
 * without a role made members, identity sequences moved past the imported IDs (PostgreSQL), the
 * bodies rendered and the search index built. Each step can run again (a resumed import repeats them).
 */
export async function finishImport(
  db: Kysely<Database>,
  onStep: (step: string) => void,
  onTextBody: (table: string, id: number, reason: string) => void,
): Promise<void> {
  onStep("categories");
  await settleCategoryTree(db);
  onStep("counts");
  await recountAll(db);
  await giveMembersWithoutRoleTheMemberRole(db);
  if (dialectOf(db) === "postgres") await syncIdentitySequences(db);
  onStep("bodies");
  await renderPendingBodies(db, (table, id) =>
    onTextBody(table, id, "over the limits, or refused by the renderer"),
  );
  onStep("names");
  await fillMissingNameSkeletons(db);
  onStep("search");
  await rebuildSearchIndex(db);
}

/** A member the file left without a role is a member. */
async function giveMembersWithoutRoleTheMemberRole(db: Kysely<Database>): Promise<void> {
  const member = await db
    .selectFrom("roles")
    .select("roleID")
    .where("type", "=", "member")
    .executeTakeFirst();
  if (!member) return;
  await db
    .insertInto("user_roles")
    .columns(["userID", "roleID"])
    .expression((eb) =>
      eb
        .selectFrom("users")
        .select(["users.userID", eb.val(member.roleID).as("roleID")])
        .where((w) =>
          w.not(
            w.exists(
              w.selectFrom("user_roles").select("roleID").whereRef("user_roles.userID", "=", "users.userID"),
            ),
          ),
        ),
    )
    .execute();
}
/** Every count the import's rows feed, recomputed set-wise (one statement per table). */
async function recountAll(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("discussions")
    .set((eb) => ({
      countComments: eb
        .selectFrom("comments")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("comments.discussionID", "=", "discussions.discussionID")
        .where("comments.deleted", "=", 0),
      lastCommentID: eb
        .selectFrom("comments")
        .select("comments.commentID")
        .whereRef("comments.discussionID", "=", "discussions.discussionID")
        .orderBy("comments.dateInserted", "desc")
        .orderBy("comments.commentID", "desc")
        .limit(1),
      lastCommentUserID: eb
        .selectFrom("comments")
        .select("comments.insertUserID")
        .whereRef("comments.discussionID", "=", "discussions.discussionID")
        .orderBy("comments.dateInserted", "desc")
        .orderBy("comments.commentID", "desc")
        .limit(1),
    }))
    .execute();
  await db
    .updateTable("discussions")
    .set((eb) => ({
      dateLastComment: eb
        .selectFrom("comments")
        .select("comments.dateInserted")
        .whereRef("comments.commentID", "=", "discussions.lastCommentID")
        .$castTo<string>(),
    }))
    .where("lastCommentID", "is not", null)
    .where("sink", "=", 0)
    .execute();
  await recountCategories(db, "all");
  await recountUsers(db, "all");
  await recountTags(db, "all");
  await db
    .updateTable("conversations")
    .set((eb) => ({
      countMessages: eb
        .selectFrom("messages")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("messages.conversationID", "=", "conversations.conversationID"),
    }))
    .execute();
  await db
    .updateTable("conversations")
    .set((eb) => ({
      dateLastMessage: eb
        .selectFrom("messages")
        .select((s) => s.fn.max("messages.dateInserted").as("d"))
        .whereRef("messages.conversationID", "=", "conversations.conversationID")
        .$castTo<string>(),
    }))
    .where("countMessages", ">", 0)
    .execute();
}
