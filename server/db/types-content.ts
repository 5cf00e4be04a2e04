import type { Generated } from "kysely";
import type { Bool, Count, NullableTimestamp, Timestamp } from "./column-types";

/** Categories, discussions, comments and what hangs off them: tags, reactions, media, moderation. */
export interface ContentTables {
  categories: {
    categoryID: Generated<number>;
    parentCategoryID: number | null;
    name: string;
    urlcode: string;
    description: string;
    sort: Count;
    depth: Count;
    permissionCategoryID: number;
    displayAs: string;
    countDiscussions: Count;
    countComments: Count;
    dateInserted: Timestamp;
    /** A CSS hex colour `#rrggbb`, or null for the neutral one. */
    color: string | null;
    iconUrl: string | null;
    bannerUrl: string | null;
  };
  discussions: {
    discussionID: Generated<number>;
    categoryID: number;
    insertUserID: number;
    updateUserID: number | null;
    lastCommentUserID: number | null;
    lastCommentID: number | null;
    type: string;
    name: string;
    body: string;
    format: string;
    /** Sanitised HTML rendered from body at write time (null only before migration 0009 ran). */
    bodyHtml: string | null;
    /** Plain text of the body, whitespace collapsed, for excerpts. */
    bodyText: string | null;
    dateInserted: Timestamp;
    dateUpdated: NullableTimestamp;
    dateLastComment: Timestamp;
    countComments: Count;
    countViews: Count;
    score: Count;
    closed: Bool;
    sink: Bool;
    pinned: Bool;
    pinLocation: string;
    resolved: Bool;
  };
  tags: { tagID: Generated<number>; name: string; urlcode: string; type: string; countDiscussions: Count };
  discussion_tags: { discussionID: number; tagID: number };
  comments: {
    commentID: Generated<number>;
    discussionID: number;
    parentCommentID: number | null;
    insertUserID: number;
    updateUserID: number | null;
    body: string;
    format: string;
    /** Sanitised HTML rendered from body at write time (null only before migration 0009 ran). */
    bodyHtml: string | null;
    /** Plain text of the body, whitespace collapsed, for excerpts. */
    bodyText: string | null;
    dateInserted: Timestamp;
    dateUpdated: NullableTimestamp;
    score: Count;
    /** 1: deleted, kept as a tombstone because it has replies. */
    deleted: Bool;
    dateDeleted: NullableTimestamp;
  };
  reaction_types: {
    tagID: number;
    urlcode: string;
    name: string;
    class: string;
    reactionValue: number;
    active: Bool;
  };
  reactions: {
    recordType: string;
    recordID: number;
    userID: number;
    tagID: number;
    dateInserted: Timestamp;
  };
  user_discussions: {
    userID: number;
    discussionID: number;
    bookmarked: Bool;
    dismissed: Bool;
    countCommentsRead: Count;
    dateLastViewed: NullableTimestamp;
  };
  category_follows: { userID: number; categoryID: number; dateFollowed: Timestamp };
  collections: {
    collectionID: Generated<number>;
    name: string;
    insertUserID: number;
    updateUserID: number | null;
    dateInserted: Timestamp;
    dateUpdated: NullableTimestamp;
  };
  collection_records: {
    collectionID: number;
    recordType: string;
    recordID: number;
    sort: number | null;
    /** When the record was added to the collection (Vanilla's dateAddedToCollection). */
    dateInserted: Timestamp;
  };
  tracking_events: {
    eventID: Generated<number>;
    type: string;
    userID: number;
    url: string;
    referrer: string;
    destinationUrl: string | null;
    discussionID: number | null;
    categoryID: number | null;
    siteSectionID: number | null;
    dateInserted: Timestamp;
  };
  media: {
    mediaID: Generated<number>;
    name: string;
    type: string;
    size: number;
    width: number | null;
    height: number | null;
    /** Where the storage backend keeps the file (a relative path for local disk). */
    storageKey: string;
    url: string;
    foreignType: string | null;
    foreignID: number | null;
    insertUserID: number;
    dateInserted: Timestamp;
  };
  /** Reports of discussions and comments to the moderators (server/services/moderation/reports.ts). */
  reports: {
    reportID: Generated<number>;
    recordType: string;
    recordID: number;
    insertUserID: number;
    reason: string;
    noteBody: string | null;
    status: string;
    dateInserted: Timestamp;
    updateUserID: number | null;
    dateUpdated: NullableTimestamp;
    resolutionNote: string | null;
  };
  /** Replaced versions of discussions and comments (server/services/moderation/revisions.ts). */
  revisions: {
    revisionID: Generated<number>;
    recordType: string;
    recordID: number;
    name: string | null;
    body: string;
    format: string;
    insertUserID: number;
    dateInserted: Timestamp;
    editUserID: number;
    dateEdited: Timestamp;
  };
  /** Copies of deleted comments, kept for moderators (server/services/moderation/deleted-comments.ts). */
  deleted_comments: {
    deletionID: Generated<number>;
    commentID: number;
    discussionID: number;
    parentCommentID: number | null;
    body: string;
    format: string;
    bodyHtml: string;
    insertUserID: number;
    dateInserted: Timestamp;
    deleteUserID: number;
    dateDeleted: Timestamp;
  };
  /** Warnings moderators gave members for a post (server/services/moderation/warnings.ts). */
  warnings: {
    warningID: Generated<number>;
    userID: number;
    insertUserID: number;
    recordType: string;
    recordID: number;
    reason: string;
    points: number;
    dateInserted: Timestamp;
  };
}
