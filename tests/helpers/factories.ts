import type { FastifyInstance } from "fastify";
import type { DiscussionPostBody } from "../../schemas/api/discussion-writes.schema";
import type { Kysely } from "kysely";
import { categoryPermissionNames, type RoleType } from "../../server/auth/role-definitions";
import { hashPassword } from "../../server/auth/password";
import { createSession, SESSION_COOKIE } from "../../server/auth/sessions";
import { loadViewer } from "../../server/auth/viewer";
import { nowISO } from "../../server/db/columns";
import type { Database } from "../../server/db/types";
import { createComment } from "../../server/services/comments/comment-writes";
import { createDiscussion } from "../../server/services/discussions/discussion-writes";
import { react } from "../../server/services/reactions/reactions";
import { createUser } from "../../server/services/users/users";
import { createFragment } from "../../server/layouts/fragment-writes";

/*
 * Factories: the records a test needs, made on the empty site (`buildTestApp()` seeds nothing but
 * the built-in roles, reaction types and default config). Names are unique within the test file
 * (a counter), so no test depends on a name it did not choose. Users, discussions, comments and
 * reactions go through the services the API calls, so rendered bodies, counts, search rows and
 * notifications are what a real post leaves behind.
 */

let made = 0;
/** `${prefix}${n}`, n counting up for the whole test file. */
function uniqueName(prefix: string): string {
  made += 1;
  return `${prefix}${made}`;
}

/** A user made by {@link buildUser}. */
export interface BuiltUser {
  userID: number;
  name: string;
  email: string;
  /** The password they sign in with; empty when none was given (sign them in by {@link signInCookie}). */
  password: string;
}

/**
 * Adds a user (a Member unless `roles` says otherwise) through the service staff use to add one,
 * email confirmed. No password unless given (hashing one costs time); `banned` also marks the
 * account banned as a ban does, `private` makes the profile private.
 */
export async function buildUser(
  db: Kysely<Database>,
  options: {
    name?: string;
    roles?: readonly RoleType[];
    email?: string;
    password?: string;
    title?: string;
    banned?: boolean;
    /** A private profile (others see only its public part). */
    private?: boolean;
    emailConfirmed?: boolean;
  } = {},
): Promise<BuiltUser> {
  const name = options.name ?? uniqueName("user");
  const email = options.email ?? `${name.toLowerCase()}@example.test`;
  const types = options.roles ?? (options.banned ? ["banned"] : ["member"]);
  const roles = await db.selectFrom("roles").select(["roleID", "type"]).where("type", "in", types).execute();
  const roleIDs = types.map((type) => {
    const role = roles.find((r) => r.type === type);
    if (!role) throw new Error(`No ${type} role on this site.`);
    return role.roleID;
  });
  const password = options.password ?? "";
  const row = await createUser(db, {
    name,
    email,
    passwordHash: password ? await hashPassword(password) : "",
    roleIDs,
    emailConfirmed: options.emailConfirmed ?? true,
    ...(options.title !== undefined ? { title: options.title } : {}),
  });
  const marks = { ...(options.banned ? { banned: 1 } : {}), ...(options.private ? { private: 1 } : {}) };
  if (Object.keys(marks).length > 0)
    await db.updateTable("users").set(marks).where("userID", "=", row.userID).execute();
  return { userID: row.userID, name: row.name, email: row.email, password };
}

/** The cookie header of a new session for `userID`, made as sign-in makes it (no password round). */
export async function signInCookie(db: Kysely<Database>, userID: number): Promise<string> {
  const session = await createSession(db, userID);
  return `${SESSION_COOKIE}=${session.token}`;
}

/** A category made by {@link buildCategory}. */
export interface BuiltCategory {
  categoryID: number;
  name: string;
  urlcode: string;
}

/**
 * Adds a category holding discussions, at the top (answering to its own permissions) or under
 * `parentID` (answering to the parent's); `private` makes it like the demo's Staff Room: only
 * moderators and administrators may see it or post there.
 */
export async function buildCategory(
  db: Kysely<Database>,
  options: {
    name?: string;
    urlcode?: string;
    description?: string;
    parentID?: number | null;
    private?: boolean;
    displayAs?: "discussions" | "categories" | "flat" | "heading";
  } = {},
): Promise<BuiltCategory> {
  const name = options.name ?? uniqueName("Category ");
  const urlcode = options.urlcode ?? name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const parentID = options.parentID ?? null;
  const parent = parentID
    ? await db
        .selectFrom("categories")
        .select(["depth", "permissionCategoryID"])
        .where("categoryID", "=", parentID)
        .executeTakeFirstOrThrow()
    : undefined;
  const { sort } = await db
    .selectFrom("categories")
    .select((eb) => eb.fn.coalesce(eb.fn.max("sort"), eb.lit(0)).as("sort"))
    .executeTakeFirstOrThrow();
  const { categoryID } = await db
    .insertInto("categories")
    .values({
      parentCategoryID: parentID,
      name,
      urlcode,
      description: options.description ?? "",
      sort: Number(sort) + 1,
      depth: parent ? parent.depth + 1 : 1,
      permissionCategoryID: -1,
      displayAs: options.displayAs ?? "discussions",
      color: null,
      dateInserted: nowISO(),
    })
    .returning("categoryID")
    .executeTakeFirstOrThrow();
  // A subcategory answers to its parent's permissions, as the demo's do, unless made private itself.
  await db
    .updateTable("categories")
    .set({ permissionCategoryID: parent && !options.private ? parent.permissionCategoryID : categoryID })
    .where("categoryID", "=", categoryID)
    .execute();
  if (options.private) {
    const roles = await db.selectFrom("roles").select(["roleID", "type"]).execute();
    await db
      .insertInto("role_permissions")
      .values(
        roles.flatMap((role) =>
          categoryPermissionNames.map((permission) => ({
            roleID: role.roleID,
            resourceType: "category",
            resourceID: categoryID,
            permission,
            allowed: role.type === "moderator" || role.type === "administrator" ? 1 : 0,
          })),
        ),
      )
      .execute();
  }
  return { categoryID, name, urlcode };
}

/**
 * Starts a discussion as `insertUserID` through the service `POST /discussions` calls (their
 * permissions apply), then sets what a later change would: `closed`, `pinned`, `dateInserted`.
 * Answers its ID.
 */
export async function buildDiscussion(
  db: Kysely<Database>,
  options: {
    categoryID: number;
    insertUserID: number;
    name?: string;
    body?: string;
    format?: DiscussionPostBody["format"];
    type?: DiscussionPostBody["type"];
    tagIDs?: number[];
    closed?: boolean;
    pinned?: boolean;
    dateInserted?: string;
  },
): Promise<number> {
  const name = options.name ?? uniqueName("Discussion ");
  const viewer = await loadViewer(db, options.insertUserID);
  const discussionID = await createDiscussion(db, viewer, {
    categoryID: options.categoryID,
    name,
    body: options.body ?? `The body of ${name}.`,
    format: options.format ?? "markdown",
    type: options.type ?? "discussion",
    ...(options.tagIDs !== undefined ? { tagIDs: options.tagIDs } : {}),
  });
  const later = {
    ...(options.closed !== undefined ? { closed: options.closed ? 1 : 0 } : {}),
    ...(options.pinned !== undefined
      ? { pinned: options.pinned ? 1 : 0, pinLocation: options.pinned ? "recent" : "none" }
      : {}),
    ...(options.dateInserted !== undefined
      ? { dateInserted: options.dateInserted, dateLastComment: options.dateInserted }
      : {}),
  };
  if (Object.keys(later).length > 0)
    await db.updateTable("discussions").set(later).where("discussionID", "=", discussionID).execute();
  return discussionID;
}

/**
 * Inserts a fresh discussion straight into the table (no reactions, no comments, score 0, not
 * pinned, counts left as they were) and answers its id: for tests about what happens to a
 * discussion, not about posting one, or that make very many.
 */
export async function insertDiscussion(
  db: Kysely<Database>,
  values: { categoryID: number; insertUserID: number; name?: string; closed?: boolean | undefined },
): Promise<number> {
  const now = nowISO();
  const row = await db
    .insertInto("discussions")
    .values({
      categoryID: values.categoryID,
      insertUserID: values.insertUserID,
      updateUserID: null,
      lastCommentUserID: null,
      lastCommentID: null,
      type: "discussion",
      name: values.name ?? uniqueName("Discussion "),
      body: "Hello",
      format: "text",
      bodyHtml: "Hello",
      bodyText: "Hello",
      dateInserted: now,
      dateUpdated: null,
      dateLastComment: now,
      countComments: 0,
      countViews: 0,
      score: 0,
      closed: values.closed ? 1 : 0,
      sink: 0,
      pinned: 0,
      pinLocation: "none",
      resolved: 0,
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();
  return row.discussionID;
}

/**
 * Posts a comment as `insertUserID` through the service `POST /comments` calls (a reply to
 * `parentCommentID` when given); answers its ID.
 */
export async function buildComment(
  db: Kysely<Database>,
  options: {
    discussionID: number;
    insertUserID: number;
    body?: string;
    format?: string;
    parentCommentID?: number;
  },
): Promise<number> {
  const viewer = await loadViewer(db, options.insertUserID);
  return createComment(db, viewer, {
    discussionID: options.discussionID,
    body: options.body ?? `${uniqueName("Comment ")}.`,
    format: options.format ?? "markdown",
    ...(options.parentCommentID !== undefined ? { parentCommentID: options.parentCommentID } : {}),
  });
}

/** Gives `userID`'s reaction (`Like` unless `type` names another) to a discussion or a comment. */
export async function buildReaction(
  db: Kysely<Database>,
  options: { recordType: "discussion" | "comment"; recordID: number; userID: number; type?: string },
): Promise<void> {
  const viewer = await loadViewer(db, options.userID);
  await react(db, viewer, options.recordType, options.recordID, options.type ?? "Like");
}

/**
 * A small community on the empty site for tests that need a bit of everything: a member, a
 * moderator and an administrator, a public category and a private (staff-only) one.
 */
export async function buildCommunity(app: FastifyInstance): Promise<{
  member: BuiltUser;
  moderator: BuiltUser;
  admin: BuiltUser;
  general: BuiltCategory;
  staffRoom: BuiltCategory;
}> {
  const db = app.db;
  return {
    member: await buildUser(db),
    moderator: await buildUser(db, { roles: ["moderator"] }),
    admin: await buildUser(db, { roles: ["administrator"] }),
    general: await buildCategory(db),
    staffRoom: await buildCategory(db, { private: true }),
  };
}

/** Sets site settings (config keys) as the settings page would store them. */
export async function setConfig(db: Kysely<Database>, settings: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(settings)) {
    await db
      .insertInto("config")
      .values({ key, value: JSON.stringify(value) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  }
}

/** Adds a tag (no discussions yet; tag posts through `buildDiscussion`'s `tagIDs`) and answers its ID. */
export async function buildTag(
  db: Kysely<Database>,
  options: { name?: string; urlcode?: string } = {},
): Promise<number> {
  const name = options.name ?? uniqueName("Tag ");
  const { tagID } = await db
    .insertInto("tags")
    .values({
      name,
      urlcode: options.urlcode ?? name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      type: "",
      countDiscussions: 0,
    })
    .returning("tagID")
    .executeTakeFirstOrThrow();
  return tagID;
}

/**
 * Tags posted on: discussions in a new category by a new member, each holding the tags named by
 * `uses` (tag index per discussion), so tag `i` ends up on as many discussions as `uses` lists it.
 */
export async function buildTaggedDiscussions(
  db: Kysely<Database>,
  names: readonly string[],
  uses: readonly (readonly number[])[],
): Promise<number[]> {
  const tagIDs: number[] = [];
  for (const name of names) tagIDs.push(await buildTag(db, { name }));
  const author = await buildUser(db);
  const { categoryID } = await buildCategory(db);
  for (const indexes of uses) {
    await buildDiscussion(db, {
      categoryID,
      insertUserID: author.userID,
      tagIDs: indexes.map((index) => tagIDs[index]!),
    });
  }
  return tagIDs;
}

/** A fragment made by {@link buildFragment}: its id and its first revision's. */
export interface BuiltFragment {
  fragmentUUID: string;
  fragmentRevisionUUID: string;
}

/**
 * Adds a custom fragment through the service `POST /fragments` calls: a BannerFragment with a small
 * module, committed (active) unless `draft`; a CustomFragment gets a one-prop widget type unless
 * `customWidget` says otherwise.
 */
export async function buildFragment(
  db: Kysely<Database>,
  insertUserID: number,
  options: {
    fragmentType?: string;
    name?: string;
    js?: string;
    css?: string;
    draft?: boolean;
    customWidget?: { name: string; icon: string; schema: Record<string, unknown> };
  } = {},
): Promise<BuiltFragment> {
  const fragmentType = options.fragmentType ?? "BannerFragment";
  const customWidget =
    options.customWidget ??
    (fragmentType === "CustomFragment"
      ? {
          name: uniqueName("Widget "),
          icon: "★",
          schema: {
            type: "object",
            properties: { title: { type: "string", description: "The title." } },
            required: ["title"],
          },
        }
      : undefined);
  const fragment = await createFragment(
    db,
    {
      fragmentType,
      name: options.name ?? uniqueName("Fragment "),
      js: options.js ?? "export default function Fragment() { return null; }\n",
      css: options.css ?? "",
      ...(customWidget ? { customWidget } : {}),
      ...(options.draft ? {} : { commitMessage: "First version" }),
    },
    insertUserID,
  );
  const revision = await db
    .selectFrom("fragment_revisions")
    .select("fragmentRevisionUUID")
    .where("fragmentUUID", "=", fragment.fragmentUUID)
    .executeTakeFirstOrThrow();
  return { fragmentUUID: fragment.fragmentUUID, fragmentRevisionUUID: revision.fragmentRevisionUUID };
}
