import type { ColumnType, Generated } from "kysely";
import type { Bool, Count, NullableTimestamp, Timestamp } from "./column-types";
import type { AddonAndAdminTables } from "./types-admin";
import type { LayoutHistoryTables } from "./types-layouts";

/** Tables of the Plaza database (the addons' and administration's in server/db/types-admin.ts, layout history in types-layouts.ts). */
export interface Database extends AddonAndAdminTables, LayoutHistoryTables {
  config: { key: string; value: string };
  seed_runs: { name: string; dateInserted: Timestamp };
  roles: {
    roleID: Generated<number>;
    name: string;
    description: string;
    type: string;
    isAdmin: Bool;
    sort: Count;
  };
  role_permissions: {
    roleID: number;
    resourceType: string;
    resourceID: number;
    permission: string;
    allowed: Bool;
  };
  users: {
    userID: Generated<number>;
    name: string;
    nameKey: string;
    email: string;
    emailKey: string;
    passwordHash: string;
    photoUrl: string;
    title: string;
    private: Bool;
    banned: Bool;
    emailConfirmed: Bool;
    countDiscussions: Count;
    countComments: Count;
    points: Count;
    dateInserted: Timestamp;
    dateLastActive: NullableTimestamp;
    dateUpdated: NullableTimestamp;
    /** The member's signature, markdown. */
    signature: Generated<string>;
    /** The signature as sanitised HTML, rendered when it is written (null until then). */
    signatureHtml: string | null;
    /** The name's confusable skeleton (server/services/abuse/name-skeleton.ts); "" until filled. */
    nameSkeleton: ColumnType<string, string | undefined, string>;
  };
  user_roles: { userID: number; roleID: number };
  sessions: {
    tokenHash: string;
    userID: number;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
    /** 1: kept 30 days from its last use ("Keep me signed in"); 0: 12 hours, in a browser-session cookie. */
    persistent: ColumnType<number, number | undefined, number>;
  };
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
  notifications: {
    notificationID: Generated<number>;
    userID: number;
    activityUserID: number | null;
    reason: string;
    body: string;
    url: string;
    photoUrl: string;
    recordType: string | null;
    recordID: number | null;
    read: Bool;
    dateInserted: Timestamp;
    dateUpdated: Timestamp;
    /** Notices of one group (a conversation, a discussion) share a member's unread row. */
    groupKey: ColumnType<string | null, string | null | undefined, string | null>;
    /** How many notices the row stands for. */
    count: ColumnType<number, number | undefined, number>;
  };
  /** Members a member blocked: they cannot start, join or write a conversation with them. */
  user_blocks: { userID: number; blockedUserID: number; dateBlocked: Timestamp };
  /** Whom a member takes private messages from: "everyone" or "known" (staff and people they wrote to). */
  message_preferences: { userID: number; messagesFrom: string; dateUpdated: Timestamp };
  conversations: {
    conversationID: Generated<number>;
    insertUserID: number;
    name: string;
    dateInserted: Timestamp;
    dateLastMessage: Timestamp;
    countMessages: Count;
  };
  conversation_participants: {
    conversationID: number;
    userID: number;
    countRead: Count;
    deleted: Bool;
  };
  category_follows: { userID: number; categoryID: number; dateFollowed: Timestamp };
  privacy_choices: { userID: number; anonymizeData: number; dateUpdated: Timestamp };
  /** Notification mail waiting to be sent (migration 0038, services/notifications/notification-mail.ts). */
  notification_mail_jobs: {
    jobID: Generated<number>;
    userID: number;
    notificationID: number;
    attempts: ColumnType<number, number | undefined, number>;
    runAfter: Timestamp;
    claimedUntil: NullableTimestamp;
    claimToken: string | null;
    lastError: string | null;
    dateInserted: Timestamp;
  };
  notification_mail_settings: {
    userID: number;
    frequency: string;
    dateUpdated: Timestamp;
  };
  notification_digests: {
    digestID: Generated<number>;
    userID: number;
    frequency: string;
    attempts: ColumnType<number, number | undefined, number>;
    runAfter: Timestamp;
    claimedUntil: NullableTimestamp;
    claimToken: string | null;
    lastError: string | null;
    dateInserted: Timestamp;
  };
  notification_digest_items: {
    digestID: number;
    notificationID: number;
  };
  notification_preferences: {
    userID: number;
    kind: string;
    popup: number;
    email: number;
    dateUpdated: Timestamp;
  };
  messages: {
    messageID: Generated<number>;
    conversationID: number;
    insertUserID: number;
    body: string;
    format: string;
    /** The message as safe HTML, rendered when stored (null only before migration 0009 ran). */
    bodyHtml: string | null;
    /** Plain text of the message, for the conversation list's excerpt. */
    bodyText: string | null;
    dateInserted: Timestamp;
  };
  layouts: {
    layoutID: Generated<number>;
    name: string;
    layoutViewType: string;
    /** JSON: the `layout` array of definition nodes. */
    definition: string;
    /** JSON: the title bar's definition node. */
    titleBar: string;
    insertUserID: number;
    updateUserID: number | null;
    dateInserted: Timestamp;
    dateUpdated: NullableTimestamp;
  };
  layout_views: {
    layoutViewID: Generated<number>;
    layoutID: number;
    layoutViewType: string;
    recordType: string;
    recordID: number;
    insertUserID: number;
    dateInserted: Timestamp;
  };
  fragments: {
    fragmentUUID: string;
    fragmentRevisionUUID: string;
    fragmentType: string;
    name: string;
    js: string;
    css: string;
    dateInserted: Timestamp;
    dateUpdated: NullableTimestamp;
    insertUserID: number;
  };
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
  /** Window counters of the abuse limits (server/services/abuse/limiter.ts), keyed by bucket and key. */
  abuse_counters: {
    bucket: string;
    key: string;
    count: number;
    dateWindowEnds: Timestamp;
    dateBlockedUntil: NullableTimestamp;
  };
  /** Sign-ups waiting for their email address to be proven; the account is made when the link is followed. */
  registrations: {
    tokenHash: string;
    name: string;
    nameKey: string;
    email: string;
    emailKey: string;
    passwordHash: string;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
    /** The hash of the invitation code the sign-up came with, spent when it is confirmed. */
    invitationCodeHash: string | null;
  };
  /** One code per invited address, stored hashed; it works once, until it expires. */
  invitations: {
    codeHash: string;
    email: string;
    insertUserID: number;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
    dateAccepted: NullableTimestamp;
    acceptedUserID: number | null;
  };
  /** One-time tokens mailed to a member (password reset, email confirmation), stored hashed. */
  user_tokens: {
    tokenHash: string;
    userID: number;
    purpose: string;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
  };
  /** Secrets shared by every server process (made on first use), e.g. the long-runner signing key. */
  system_secrets: { name: string; secret: string; dateInserted: Timestamp };
  /** Unfinished bulk jobs a signed callbackPayload continues (server/services/jobs/long-runner.ts). */
  long_runner_jobs: {
    jobID: string;
    userID: number;
    action: string;
    params: string;
    recordIDs: string;
    cursor: number;
    countTotalIDs: number;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
    /** The Idempotency-Key of the call that started the job, if it sent one. */
    requestKey: string | null;
    /** The cursor the last answered step started from, and that answer (JSON), to replay a retry. */
    lastCursor: number | null;
    lastAnswer: string | null;
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
