import type { FromSchema } from "json-schema-to-ts";

/**
 * What a tab may follow on the live stream (`GET /live?topics=…`): a discussion it shows, the
 * viewer's own notifications, messages and jobs (`me`), a category's list or every list (`discussions`).
 */
export const LIVE_TOPIC_PATTERN = "^(discussion:[1-9][0-9]{0,9}|category:[1-9][0-9]{0,9}|discussions|me)$";

/** The most topics one stream follows. */
export const MAX_LIVE_TOPICS = 8;

/** How long a stream that reconnects may ask for what it missed (`Last-Event-ID`): 5 minutes. */
export const LIVE_BACKLOG_MS = 5 * 60_000;

/** `GET /live`: its query. */
export const liveQuerySchema = {
  $id: "liveQuery",
  type: "object",
  description: "What the stream follows.",
  properties: {
    topics: {
      type: "string",
      maxLength: 200,
      description:
        "Comma-separated topics: `discussion:{id}`, `category:{id}`, `discussions` (new discussions anywhere), `me` (the viewer's notifications, messages and long-running jobs).",
    },
    lastEventID: {
      type: "integer",
      minimum: 0,
      description:
        "The last event this tab received, when it opens a new stream (the `Last-Event-ID` header wins).",
    },
  },
  required: ["topics"],
  additionalProperties: false,
} as const;

export type LiveQuery = FromSchema<typeof liveQuerySchema>;

/** The events a stream carries, by their SSE `event:` name, with their `data`. */
export interface LiveEventData {
  /** A comment was posted in a followed discussion. */
  comment: { discussionID: number; commentID: number; insertUserID: number };
  /** A discussion's or comment's reactions changed. */
  reaction: { discussionID: number; recordType: "discussion" | "comment"; recordID: number; score: number };
  /** A discussion was started in a followed category (or anywhere, for `discussions`). */
  discussion: { discussionID: number; categoryID: number; insertUserID: number };
  /** The viewer got a notification. */
  notification: { notificationID: number };
  /** The viewer got a private message. */
  message: { conversationID: number; messageID: number };
  /**
   * A long-running job of the viewer's moved on (sent from its second step on, so the tab that drives
   * it already knows its `jobID` from the callbackPayload): how many of its records are done and failed.
   */
  job: {
    jobID: string;
    /** What the job does: `discussions.close`, `discussions.reopen`, `discussions.move`, `categories.delete`, … */
    action: string;
    countTotalIDs: number;
    countDone: number;
    countFailed: number;
    finished: boolean;
  };
}

export type LiveEventType = keyof LiveEventData;

/**
 * Not an event of a topic: the stream could not replay what the tab missed (its last event is older
 * than the backlog), so the page refetches what it shows, once.
 */
export const LIVE_RESET_EVENT = "reset";

/** Not an event of a topic: the stream is subscribed; its id is the last event before it started. */
export const LIVE_READY_EVENT = "ready";
