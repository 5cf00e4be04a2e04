import { idOf } from "./import-scan";
import { count, dateOf, EPOCH, flag, formatOf, referred, type TableMapper } from "./import-mapping";

/** Private conversations, their messages and participants, and members' read state of discussions. */
export const conversationMappers: [string, TableMapper][] = [
  [
    "Conversation",
    (row, ctx) => {
      const conversationID = idOf(row("ConversationID"));
      if (conversationID === null) return { skip: "no ConversationID" };
      const refs = referred(row, ctx, { insertUserID: ["InsertUserID", "users", "author"] });
      if ("skip" in refs) return refs;
      const dateInserted = dateOf(row("DateInserted"), EPOCH);
      return {
        insert: {
          conversations: [
            {
              conversationID,
              insertUserID: refs.insertUserID,
              name: (row("Subject") ?? "").trim().slice(0, 200),
              dateInserted,
              dateLastMessage: dateOf(row("DateUpdated"), dateInserted),
              countMessages: 0,
            },
          ],
        },
      };
    },
  ],
  [
    "ConversationMessage",
    (row, ctx) => {
      const messageID = idOf(row("MessageID"));
      if (messageID === null) return { skip: "no MessageID" };
      const refs = referred(row, ctx, {
        conversationID: ["ConversationID", "conversations", "conversation"],
        insertUserID: ["InsertUserID", "users", "author"],
      });
      if ("skip" in refs) return refs;
      return {
        insert: {
          messages: [
            {
              messageID,
              ...refs,
              body: row("Body") ?? "",
              format: formatOf(ctx, "ConversationMessage", messageID, row("Format")),
              bodyHtml: null,
              bodyText: null,
              dateInserted: dateOf(row("DateInserted"), EPOCH),
            },
          ],
        },
      };
    },
  ],
  [
    "UserConversation",
    (row, ctx) => {
      const refs = referred(row, ctx, {
        userID: ["UserID", "users", "member"],
        conversationID: ["ConversationID", "conversations", "conversation"],
      });
      if ("skip" in refs) return refs;
      return {
        insert: {
          conversation_participants: [
            { ...refs, countRead: count(row("CountReadMessages")), deleted: flag(row("Deleted")) },
          ],
        },
      };
    },
  ],
  [
    "UserDiscussion",
    (row, ctx) => {
      const refs = referred(row, ctx, {
        userID: ["UserID", "users", "member"],
        discussionID: ["DiscussionID", "discussions", "discussion"],
      });
      if ("skip" in refs) return refs;
      const viewed = row("DateLastViewed");
      return {
        insert: {
          user_discussions: [
            {
              ...refs,
              bookmarked: flag(row("Bookmarked")),
              dismissed: flag(row("Dismissed")),
              countCommentsRead: count(row("CountComments")),
              dateLastViewed: viewed ? dateOf(viewed, EPOCH) : null,
            },
          ],
        },
      };
    },
  ],
];
