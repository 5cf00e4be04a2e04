import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/** The first schema: config, roles and permissions, users and sessions, and the community's content. */
export function initialMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("config")
        .addColumn("key", "varchar(200)", (col) => col.primaryKey())
        .addColumn("value", c.json, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("seed_runs")
        .addColumn("name", "varchar(100)", (col) => col.primaryKey())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();

      await c
        .id(db.schema.createTable("roles"), "roleID")
        .addColumn("name", "varchar(100)", (col) => col.notNull().unique())
        .addColumn("description", "varchar(500)", (col) => col.notNull().defaultTo(""))
        .addColumn("type", "varchar(50)", (col) => col.notNull())
        .addColumn("isAdmin", "integer", c.bool)
        .addColumn("sort", "integer", c.bool)
        .execute();
      await db.schema
        .createTable("role_permissions")
        .addColumn("roleID", "integer", (col) => col.notNull().references("roles.roleID").onDelete("cascade"))
        .addColumn("resourceType", "varchar(50)", (col) => col.notNull())
        .addColumn("resourceID", "integer", (col) => col.notNull())
        .addColumn("permission", "varchar(100)", (col) => col.notNull())
        .addColumn("allowed", "integer", c.bool)
        .addPrimaryKeyConstraint("role_permissions_pk", [
          "roleID",
          "resourceType",
          "resourceID",
          "permission",
        ])
        .execute();

      await c
        .id(db.schema.createTable("users"), "userID")
        .addColumn("name", "varchar(100)", (col) => col.notNull())
        .addColumn("nameKey", "varchar(100)", (col) => col.notNull().unique())
        .addColumn("email", "varchar(200)", (col) => col.notNull())
        .addColumn("emailKey", "varchar(200)", (col) => col.notNull().unique())
        .addColumn("passwordHash", "varchar(300)", (col) => col.notNull())
        .addColumn("photoUrl", "varchar(500)", (col) => col.notNull().defaultTo(""))
        .addColumn("title", "varchar(100)", (col) => col.notNull().defaultTo(""))
        .addColumn("private", "integer", c.bool)
        .addColumn("banned", "integer", c.bool)
        .addColumn("emailConfirmed", "integer", c.bool)
        .addColumn("countDiscussions", "integer", c.bool)
        .addColumn("countComments", "integer", c.bool)
        .addColumn("points", "integer", c.bool)
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateLastActive", c.timestamp)
        .addColumn("dateUpdated", c.timestamp)
        .execute();
      await db.schema
        .createTable("user_roles")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("roleID", "integer", (col) => col.notNull().references("roles.roleID").onDelete("cascade"))
        .addPrimaryKeyConstraint("user_roles_pk", ["userID", "roleID"])
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("tokenHash", "varchar(64)", (col) => col.primaryKey())
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateExpires", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("sessions_user").on("sessions").column("userID").execute();

      await c
        .id(db.schema.createTable("categories"), "categoryID")
        .addColumn("parentCategoryID", "integer", (col) => col.references("categories.categoryID"))
        .addColumn("name", "varchar(200)", (col) => col.notNull())
        .addColumn("urlcode", "varchar(200)", (col) => col.notNull().unique())
        .addColumn("description", "varchar(1000)", (col) => col.notNull().defaultTo(""))
        .addColumn("sort", "integer", c.bool)
        .addColumn("depth", "integer", c.bool)
        .addColumn("permissionCategoryID", "integer", (col) => col.notNull())
        .addColumn("displayAs", "varchar(50)", (col) => col.notNull().defaultTo("discussions"))
        .addColumn("countDiscussions", "integer", c.bool)
        .addColumn("countComments", "integer", c.bool)
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();

      await c
        .id(db.schema.createTable("discussions"), "discussionID")
        .addColumn("categoryID", "integer", (col) => col.notNull().references("categories.categoryID"))
        .addColumn("insertUserID", "integer", (col) => col.notNull().references("users.userID"))
        .addColumn("updateUserID", "integer")
        .addColumn("lastCommentUserID", "integer")
        .addColumn("lastCommentID", "integer")
        .addColumn("type", "varchar(50)", (col) => col.notNull().defaultTo("discussion"))
        .addColumn("name", "varchar(200)", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("format", "varchar(20)", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp)
        .addColumn("dateLastComment", c.timestamp, (col) => col.notNull())
        .addColumn("countComments", "integer", c.bool)
        .addColumn("countViews", "integer", c.bool)
        .addColumn("score", "integer", c.bool)
        .addColumn("closed", "integer", c.bool)
        .addColumn("sink", "integer", c.bool)
        .addColumn("pinned", "integer", c.bool)
        .addColumn("pinLocation", "varchar(20)", (col) => col.notNull().defaultTo("none"))
        .addColumn("resolved", "integer", c.bool)
        .execute();
      await db.schema
        .createIndex("discussions_category")
        .on("discussions")
        .columns(["categoryID", "dateLastComment"])
        .execute();
      await db.schema.createIndex("discussions_last").on("discussions").column("dateLastComment").execute();
      await db.schema.createIndex("discussions_user").on("discussions").column("insertUserID").execute();

      await c
        .id(db.schema.createTable("tags"), "tagID")
        .addColumn("name", "varchar(100)", (col) => col.notNull())
        .addColumn("urlcode", "varchar(100)", (col) => col.notNull().unique())
        .addColumn("type", "varchar(50)", (col) => col.notNull().defaultTo(""))
        .addColumn("countDiscussions", "integer", c.bool)
        .execute();
      await db.schema
        .createTable("discussion_tags")
        .addColumn("discussionID", "integer", (col) =>
          col.notNull().references("discussions.discussionID").onDelete("cascade"),
        )
        .addColumn("tagID", "integer", (col) => col.notNull().references("tags.tagID").onDelete("cascade"))
        .addPrimaryKeyConstraint("discussion_tags_pk", ["discussionID", "tagID"])
        .execute();

      await c
        .id(db.schema.createTable("comments"), "commentID")
        .addColumn("discussionID", "integer", (col) =>
          col.notNull().references("discussions.discussionID").onDelete("cascade"),
        )
        .addColumn("parentCommentID", "integer")
        .addColumn("insertUserID", "integer", (col) => col.notNull().references("users.userID"))
        .addColumn("updateUserID", "integer")
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("format", "varchar(20)", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp)
        .addColumn("score", "integer", c.bool)
        .execute();
      await db.schema
        .createIndex("comments_discussion")
        .on("comments")
        .columns(["discussionID", "dateInserted"])
        .execute();
      await db.schema.createIndex("comments_user").on("comments").column("insertUserID").execute();

      await db.schema
        .createTable("reaction_types")
        .addColumn("tagID", "integer", (col) => col.primaryKey())
        .addColumn("urlcode", "varchar(50)", (col) => col.notNull().unique())
        .addColumn("name", "varchar(100)", (col) => col.notNull())
        .addColumn("class", "varchar(50)", (col) => col.notNull())
        .addColumn("reactionValue", "integer", (col) => col.notNull())
        .addColumn("active", "integer", c.bool)
        .execute();
      await db.schema
        .createTable("reactions")
        .addColumn("recordType", "varchar(20)", (col) => col.notNull())
        .addColumn("recordID", "integer", (col) => col.notNull())
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("tagID", "integer", (col) => col.notNull().references("reaction_types.tagID"))
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("reactions_pk", ["recordType", "recordID", "userID"])
        .execute();

      await db.schema
        .createTable("user_discussions")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("discussionID", "integer", (col) =>
          col.notNull().references("discussions.discussionID").onDelete("cascade"),
        )
        .addColumn("bookmarked", "integer", c.bool)
        .addColumn("dismissed", "integer", c.bool)
        .addColumn("countCommentsRead", "integer", c.bool)
        .addColumn("dateLastViewed", c.timestamp)
        .addPrimaryKeyConstraint("user_discussions_pk", ["userID", "discussionID"])
        .execute();

      await c
        .id(db.schema.createTable("notifications"), "notificationID")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("activityUserID", "integer")
        .addColumn("reason", "varchar(100)", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("url", "varchar(500)", (col) => col.notNull())
        .addColumn("photoUrl", "varchar(500)", (col) => col.notNull().defaultTo(""))
        .addColumn("recordType", "varchar(20)")
        .addColumn("recordID", "integer")
        .addColumn("read", "integer", c.bool)
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("notifications_user")
        .on("notifications")
        .columns(["userID", "read"])
        .execute();

      await c
        .id(db.schema.createTable("conversations"), "conversationID")
        .addColumn("insertUserID", "integer", (col) => col.notNull().references("users.userID"))
        .addColumn("name", "varchar(200)", (col) => col.notNull().defaultTo(""))
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateLastMessage", c.timestamp, (col) => col.notNull())
        .addColumn("countMessages", "integer", c.bool)
        .execute();
      await db.schema
        .createTable("conversation_participants")
        .addColumn("conversationID", "integer", (col) =>
          col.notNull().references("conversations.conversationID").onDelete("cascade"),
        )
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("countRead", "integer", c.bool)
        .addColumn("deleted", "integer", c.bool)
        .addPrimaryKeyConstraint("conversation_participants_pk", ["conversationID", "userID"])
        .execute();
      await c
        .id(db.schema.createTable("messages"), "messageID")
        .addColumn("conversationID", "integer", (col) =>
          col.notNull().references("conversations.conversationID").onDelete("cascade"),
        )
        .addColumn("insertUserID", "integer", (col) => col.notNull().references("users.userID"))
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("format", "varchar(20)", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("messages_conversation")
        .on("messages")
        .columns(["conversationID", "dateInserted"])
        .execute();
    },
  };
}
