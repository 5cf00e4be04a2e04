import type { ColumnType, Generated } from "kysely";
import type { Bool, Count, NullableTimestamp, Timestamp } from "./column-types";

/** Notifications, their mail and digests, private conversations, and the live events' backlog. */
export interface MessageTables {
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
  /** Live events kept a few minutes for streams that reconnect (server/services/live/). */
  live_events: {
    eventID: Generated<number>;
    topic: string;
    type: string;
    /** JSON: the event's data as sent. */
    data: string;
    discussionID: number | null;
    categoryID: number | null;
    /** Only this member may receive it. */
    userID: number | null;
    dateInserted: Timestamp;
  };
}
