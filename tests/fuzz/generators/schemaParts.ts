// Valid-ish request parts from route schemas: id pools and property hints.
import fc from "fast-check";
import { discussionExpands } from "../../../schemas/entities/discussion.schema";
import { arbitraryFromSchema, type PropertyHint } from "../schema-arbitrary";
import { hostileUrl } from "./bodies";
import { type IdPools } from "./core";
import { layoutNode } from "./layouts";

// ---------------------------------------------------------------------------------------------
// Valid-ish request parts from the route schemas
// ---------------------------------------------------------------------------------------------

/** Which id pool an integer property or `:id` parameter draws from. */
export const poolOfProperty: Record<string, string> = {
  discussionID: "discussionID",
  commentID: "commentID",
  parentCommentID: "commentID",
  categoryID: "categoryID",
  parentCategoryID: "categoryID",
  userID: "userID",
  insertUserID: "userID",
  authorUserID: "userID",
  conversationID: "conversationID",
  notificationID: "notificationID",
  mediaID: "mediaID",
  foreignID: "discussionID",
  collectionID: "collectionID",
  layoutID: "layoutID",
  tagID: "tagID",
  recordID: "discussionID",
  fragmentUUID: "fragmentUUID",
  fragmentRevisionUUID: "fragmentRevisionUUID",
  rev: "fragmentRevisionUUID",
  roleID: "roleID",
  roleIDs: "roleID",
};

/** The pool of a route's `:id`, from the path segment before it. */
export const poolOfSegment: Record<string, string> = {
  discussions: "discussionID",
  comments: "commentID",
  categories: "categoryID",
  users: "userID",
  conversations: "conversationID",
  notifications: "notificationID",
  media: "mediaID",
  collections: "collectionID",
  layouts: "layoutID",
  locales: "localeID",
};

/** A value from an id pool, read when the request is generated so new records are reached too. */
export function fromPool(pools: IdPools, name: string): fc.Arbitrary<number | string> {
  return fc.nat().map((i) => {
    const pool = pools[name] ?? [];
    return pool.length > 0 ? pool[i % pool.length]! : i + 1;
  });
}

const expandWords = [
  "all",
  "true",
  "-body",
  ...discussionExpands,
  "lastPost",
  "-insertUser",
  "users",
  "crawl",
];

/** Property hints: ids of existing records, post bodies, layout nodes, known names and expansions. */
export function propertyHint(pools: IdPools): PropertyHint {
  return (name, schema) => {
    const pool = poolOfProperty[name];
    const types = typeof schema.type === "string" ? [schema.type] : (schema.type ?? []);
    if (pool && (types.includes("integer") || types.includes("string") || schema.anyOf)) {
      return fc.oneof(
        { arbitrary: fromPool(pools, pool), weight: 4 },
        { arbitrary: arbitraryFromSchema(schema), weight: 1 },
      );
    }
    const itemPool = schema.items
      ? (poolOfProperty[name] ?? poolOfProperty[name.replace(/s$/, "")])
      : undefined;
    if (itemPool && types.includes("array")) {
      return fc.oneof(
        { arbitrary: fc.uniqueArray(fromPool(pools, itemPool), { maxLength: 4 }), weight: 3 },
        { arbitrary: arbitraryFromSchema(schema), weight: 1 },
      );
    }
    if (name.startsWith("date") && types.includes("string")) {
      // The date-range syntax of the discussion filters: a day, [start,end], >=start, <end, …
      const day = fc
        .date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
      return fc.oneof(
        day,
        fc.tuple(day, day).map(([a, b]) => `[${a},${b}]`),
        fc.tuple(fc.constantFrom(">=", "<=", ">", "<"), day).map(([op, d]) => `${op}${d}`),
        arbitraryFromSchema(schema),
      );
    }
    if (name === "email" && types.includes("string"))
      return fc.oneof(fc.emailAddress(), arbitraryFromSchema(schema));
    if (name === "tagIDs") {
      return fc.oneof(
        fc.uniqueArray(fromPool(pools, "tagID"), { maxLength: 4 }),
        arbitraryFromSchema(schema),
      );
    }
    if (name === "layout" && types.includes("array")) return fc.array(layoutNode, { maxLength: 3 });
    if (name === "titleBar") return layoutNode;
    if (name === "expand") {
      return fc.oneof(
        fc.subarray(expandWords, { maxLength: 4 }),
        fc.subarray(expandWords, { minLength: 1, maxLength: 4 }).map((words) => words.join(",")),
      );
    }
    if (name === "username" || (name === "name" && schema.maxLength === 40)) {
      return fc.oneof(
        fc.constantFrom("member", "moderator", "admin", "banned", "member@example.com"),
        arbitraryFromSchema(schema),
      );
    }
    if (name === "password") return fc.oneof(fc.constant("plaza-demo"), arbitraryFromSchema(schema));
    if (name === "url" || name === "referrer" || name === "destinationUrl")
      return fc.oneof(fc.webUrl(), hostileUrl);
    return undefined;
  };
}
