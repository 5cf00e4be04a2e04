import type { Kysely } from "kysely";
import { renderPendingBodies } from "../../services/body/render-stored";
import { rebuildSearchIndex } from "../../services/search/search-index";
import { hashPassword } from "../../auth/password";
import { categoryPermissionNames } from "../../auth/role-definitions";
import type { Database } from "../types";
import { demoCategories, demoTags, demoUsers } from "./demo-content";
import { demoDiscussions } from "./demo-discussions";
import { DAY, HOUR, iso, lookup, MINUTE, SeededRandom } from "./demo-random";
import { planReplies } from "./demo-replies";
import { seedDemoCollections } from "./demo-collections";
import { seedDemoPhotos } from "./demo-photos";
import type { MediaStorage } from "../../services/media/storage";
import {
  seedDemoActivity,
  type SeededComment,
  type SeededDiscussion,
  type SeededUser,
} from "./demo-activity";

/** The name of the demo seed in `seed_runs`. */
export const DEMO_SEED_NAME = "demo";
/** The `seed_runs` row of a community moved in from an export file: the demo is never added to it. */
export const IMPORT_SEED_NAME = "import";
/** The password of every demo account. */
export const DEMO_PASSWORD = "plaza-demo";

/**
 * Fills an empty site with a demo community: members (password "plaza-demo"), nested categories
 * with a staff-only junction, discussions with tags and comments (one long enough to page), reactions,
 * bookmarks, notifications and private conversations, a featured collection and a few site
 * settings. Runs in one transaction and records itself in `seed_runs`, so it happens at most once;
 * `{ran: false}` when it already did. Content is deterministic: dates are offsets from `options.now`
 * (default: now). Given the site's media storage, a few members get a drawn photo (demo-photos.ts);
 * the others show their letter avatar.
 */
export async function seedDemoCommunity(
  db: Kysely<Database>,
  options: { now?: Date; seed?: number; storage?: MediaStorage } = {},
): Promise<{ ran: boolean }> {
  if (await alreadySeeded(db)) return { ran: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = (options.now ?? new Date()).getTime();
  const random = new SeededRandom(options.seed ?? 20240611);
  const ran = await db.transaction().execute(async (trx) => {
    if (await alreadySeeded(trx)) return false;
    await seedAll(trx, { now, random, passwordHash, storage: options.storage });
    await seedDemoCollections(trx, { now });
    await trx
      .insertInto("seed_runs")
      .values({ name: DEMO_SEED_NAME, dateInserted: iso(now) })
      .execute();
    return true;
  });
  // The demo posts are written as markdown; their HTML is rendered like any stored body, then the
  // search index reads their text.
  if (ran) {
    await renderPendingBodies(db);
    await rebuildSearchIndex(db);
  }
  return { ran };
}

/** Whether the site was filled already, by the demo or by an import. */
async function alreadySeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("seed_runs")
    .select("name")
    .where("name", "in", [DEMO_SEED_NAME, IMPORT_SEED_NAME])
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the site holds the demo community (and so its sign-ins), not an imported one. */
export async function holdsDemoCommunity(db: Kysely<Database>): Promise<boolean> {
  const rows = await db.selectFrom("seed_runs").select("name").execute();
  const names = new Set(rows.map((row) => row.name));
  return names.has(DEMO_SEED_NAME) && !names.has(IMPORT_SEED_NAME);
}

interface SeedContext {
  now: number;
  random: SeededRandom;
  passwordHash: string;
  storage?: MediaStorage;
}

async function seedAll(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const users = await seedUsers(db, ctx);
  if (ctx.storage) await seedDemoPhotos(db, ctx.storage, users);
  const categories = await seedCategories(db, ctx);
  const tagIDs = await seedTags(db);
  const discussions = await seedDiscussions(db, ctx, users, categories, tagIDs);
  const comments = await seedComments(db, ctx, users, discussions);
  await seedDemoActivity(db, ctx, users, discussions, comments);
  for (const discussion of discussions)
    lookup(categories, discussion.categoryCode).countComments += discussion.comments.length;

  for (const user of users.values()) {
    await db
      .updateTable("users")
      .set({
        countDiscussions: user.countDiscussions,
        countComments: user.countComments,
        dateLastActive: iso(user.lastActive),
      })
      .where("userID", "=", user.userID)
      .execute();
  }
  for (const category of categories.values()) {
    await db
      .updateTable("categories")
      .set({ countDiscussions: category.countDiscussions, countComments: category.countComments })
      .where("categoryID", "=", category.categoryID)
      .execute();
  }

  const settings: Record<string, unknown> = {
    "ui.siteName": "Plaza Demo Community",
    "ui.description": "A friendly demo community for trying out Plaza: browse, post, react and chat.",
    "context.conversationsEnabled": true,
    "ui.editContentTimeout": 3600,
    // The demo members have signatures (demo-content.ts): show them (content spec §5).
    "signatures.enabled": true,
  };
  for (const [key, value] of Object.entries(settings)) {
    await db
      .insertInto("config")
      .values({ key, value: JSON.stringify(value) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  }
}

async function seedUsers(db: Kysely<Database>, ctx: SeedContext): Promise<Map<string, SeededUser>> {
  const roles = await db.selectFrom("roles").select(["roleID", "type"]).execute();
  const roleIDOf = (type: string) => {
    const role = roles.find((r) => r.type === type);
    if (!role) throw new Error(`The ${type} role is missing; run the migrations first.`);
    return role.roleID;
  };
  const users = new Map<string, SeededUser>();
  for (const demo of demoUsers) {
    const joined = ctx.now - demo.joinedDaysAgo * DAY - ctx.random.int(0, 23) * HOUR;
    const { userID } = await db
      .insertInto("users")
      .values({
        name: demo.name,
        nameKey: demo.name.toLowerCase(),
        email: `${demo.name}@plaza.invalid`,
        emailKey: `${demo.name}@plaza.invalid`.toLowerCase(),
        passwordHash: ctx.passwordHash,
        photoUrl: "",
        title: demo.title ?? "",
        private: demo.private ? 1 : 0,
        banned: demo.banned ? 1 : 0,
        emailConfirmed: 1,
        dateInserted: iso(joined),
        dateLastActive: iso(joined),
        signature: demo.signature ?? "",
      })
      .returning("userID")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("user_roles")
      .values({ userID, roleID: roleIDOf(demo.role) })
      .execute();
    const isStaff = demo.role !== "member";
    // Banned members stopped posting when they were banned; everyone else was around lately.
    const lastActive = demo.banned ? ctx.now - 140 * DAY : ctx.now - ctx.random.int(5, 72 * 60) * MINUTE;
    users.set(demo.name, {
      userID,
      name: demo.name,
      joined,
      isStaff,
      bannedSince: demo.banned ? ctx.now - 140 * DAY : null,
      countDiscussions: 0,
      countComments: 0,
      lastActive,
    });
  }
  return users;
}

interface SeededCategory {
  categoryID: number;
  urlcode: string;
  staff: boolean;
  countDiscussions: number;
  countComments: number;
}

async function seedCategories(db: Kysely<Database>, ctx: SeedContext): Promise<Map<string, SeededCategory>> {
  const categories = new Map<string, SeededCategory>();
  const dateInserted = iso(ctx.now - 729 * DAY);
  /** Inserts a category; it answers to its own permissions unless `aliasOf` names the junction it inherits. */
  const insert = async (
    category: { name: string; urlcode: string; description: string; color?: string },
    place: { parentCategoryID: number | null; sort: number; staff: boolean; aliasOf?: number },
  ) => {
    const { categoryID } = await db
      .insertInto("categories")
      .values({
        parentCategoryID: place.parentCategoryID,
        name: category.name,
        urlcode: category.urlcode,
        description: category.description,
        sort: place.sort,
        depth: place.parentCategoryID === null ? 1 : 2,
        permissionCategoryID: -1,
        displayAs: "discussions",
        color: category.color ?? null,
        dateInserted,
      })
      .returning("categoryID")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("categories")
      .set({ permissionCategoryID: place.aliasOf ?? categoryID })
      .where("categoryID", "=", categoryID)
      .execute();
    categories.set(category.urlcode, {
      categoryID,
      urlcode: category.urlcode,
      staff: place.staff,
      countDiscussions: 0,
      countComments: 0,
    });
    return categoryID;
  };

  for (const [index, top] of demoCategories.entries()) {
    const staff = top.staff === true;
    const topID = await insert(top, { parentCategoryID: null, sort: index + 1, staff });
    if (staff) await makeStaffJunction(db, topID);
    for (const [childIndex, child] of (top.children ?? []).entries()) {
      await insert(child, {
        parentCategoryID: topID,
        sort: childIndex + 1,
        staff,
        aliasOf: staff ? topID : undefined,
      });
    }
  }
  return categories;
}

/** Category permissions for every role on the staff junction: only moderators and administrators. */
async function makeStaffJunction(db: Kysely<Database>, categoryID: number): Promise<void> {
  const roles = await db.selectFrom("roles").select(["roleID", "type"]).execute();
  const rows = roles.flatMap((role) =>
    categoryPermissionNames.map((permission) => ({
      roleID: role.roleID,
      resourceType: "category",
      resourceID: categoryID,
      permission,
      allowed: role.type === "moderator" || role.type === "administrator" ? 1 : 0,
    })),
  );
  await db.insertInto("role_permissions").values(rows).execute();
}

async function seedTags(db: Kysely<Database>): Promise<Map<string, number>> {
  const tagIDs = new Map<string, number>();
  for (const tag of demoTags) {
    const { tagID } = await db
      .insertInto("tags")
      .values({ name: tag.name, urlcode: tag.urlcode, type: "", countDiscussions: 0 })
      .returning("tagID")
      .executeTakeFirstOrThrow();
    tagIDs.set(tag.urlcode, tagID);
  }
  return tagIDs;
}

async function seedDiscussions(
  db: Kysely<Database>,
  ctx: SeedContext,
  users: Map<string, SeededUser>,
  categories: Map<string, SeededCategory>,
  tagIDs: Map<string, number>,
): Promise<SeededDiscussion[]> {
  const { random, now } = ctx;
  // Dates first, so IDs grow with time like on a real site.
  const planned = demoDiscussions.map((demo) => {
    const author = lookup(users, demo.author);
    const daysAgo = demo.daysAgo ?? random.int(1, 320);
    const date = Math.max(now - daysAgo * DAY - random.int(0, 20 * 60) * MINUTE, author.joined + DAY);
    return { demo, author, category: lookup(categories, demo.category), date };
  });
  planned.sort((a, b) => a.date - b.date);

  const discussions: SeededDiscussion[] = [];
  const tagCounts = new Map<number, number>();
  for (const { demo, author, category, date } of planned) {
    const { discussionID } = await db
      .insertInto("discussions")
      .values({
        categoryID: category.categoryID,
        insertUserID: author.userID,
        type: "discussion",
        name: demo.title,
        body: demo.body,
        format: "markdown",
        dateInserted: iso(date),
        dateLastComment: iso(date),
        closed: demo.closed ? 1 : 0,
        sink: demo.sink ? 1 : 0,
        pinned: demo.pinned ? 1 : 0,
        pinLocation: demo.pinned ? "recent" : "none",
        resolved: demo.resolved ? 1 : 0,
      })
      .returning("discussionID")
      .executeTakeFirstOrThrow();
    for (const urlcode of demo.tags ?? []) {
      const tagID = lookup(tagIDs, urlcode);
      await db.insertInto("discussion_tags").values({ discussionID, tagID }).execute();
      tagCounts.set(tagID, (tagCounts.get(tagID) ?? 0) + 1);
    }
    author.countDiscussions++;
    author.lastActive = Math.max(author.lastActive, date);
    category.countDiscussions++;
    discussions.push({
      discussionID,
      demo,
      author,
      date,
      categoryCode: category.urlcode,
      staff: category.staff,
      comments: [],
      score: 0,
    });
  }
  for (const [tagID, count] of tagCounts) {
    await db.updateTable("tags").set({ countDiscussions: count }).where("tagID", "=", tagID).execute();
  }
  return discussions;
}

async function seedComments(
  db: Kysely<Database>,
  ctx: SeedContext,
  users: Map<string, SeededUser>,
  discussions: SeededDiscussion[],
): Promise<SeededComment[]> {
  const planned = discussions.flatMap((discussion) => planReplies(ctx, discussion, users));
  planned.sort((a, b) => a.date - b.date);
  const comments: SeededComment[] = [];
  for (const plan of planned) {
    const { commentID } = await db
      .insertInto("comments")
      .values({
        discussionID: plan.discussion.discussionID,
        insertUserID: plan.author.userID,
        body: plan.body,
        format: "markdown",
        dateInserted: iso(plan.date),
      })
      .returning("commentID")
      .executeTakeFirstOrThrow();
    const comment: SeededComment = {
      commentID,
      discussion: plan.discussion,
      author: plan.author,
      date: plan.date,
      score: 0,
    };
    comments.push(comment);
    plan.discussion.comments.push(comment);
    plan.author.countComments++;
    plan.author.lastActive = Math.max(plan.author.lastActive, plan.date);
  }
  return comments;
}
