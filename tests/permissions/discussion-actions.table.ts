/**
 * Who may do what with a discussion and its comments: one row per action, one `allowed` value per
 * kind of user, each decided from the content spec §6 rule quoted beside it. The server test
 * (discussion-actions.server.test.ts) performs every action as every kind of user over HTTP; the
 * client test (discussion-actions.client.test.tsx) reads what the post page offers to the same users.
 *
 * The users: a guest; `member` is a signed-in member who did not write the post ("member2" in the
 * demo); `author` wrote it ("member"); `categoryModerator` holds the moderation rights only in the
 * discussion's category (Ideas & Feedback, through a permission junction) and is a plain member
 * elsewhere; `admin` ("admin"); `banned` ("banned"). The discussion under test is a fresh one by the
 * author in the moderator's category, inside the author's edit window; tagging, triage, escalations
 * and the create-post layout flag are on.
 *
 * The rows live in one file per kind of action: discussion-actions.single.ts (one discussion's
 * options menu, reactions and bookmark), discussion-actions.comments.ts (the comment's options menu)
 * and discussion-actions.bulk.ts (a discussion list's bulk bar); discussion-actions.who.ts holds the
 * `who(...)` shorthand they share.
 */

import { bulkDiscussionActions } from "./discussion-actions.bulk";
import { commentActions } from "./discussion-actions.comments";
import { singleDiscussionActions } from "./discussion-actions.single";

/** The kinds of user every action is tried with. */
export const userKinds = ["guest", "member", "author", "categoryModerator", "admin", "banned"] as const;
/** One kind of user. */
export type UserKind = (typeof userKinds)[number];

/** The demo account each signed-in kind uses (the category moderator is made in the test set-up). */
export const demoNameOf: Record<Exclude<UserKind, "guest" | "categoryModerator">, string> = {
  member: "member2",
  author: "member",
  admin: "admin",
  banned: "banned",
};

/** Every action in the table. */
export const actionIDs = [
  "close",
  "reopen",
  "sink",
  "announce",
  "dismiss",
  "bump",
  "move",
  "changeType",
  "changeAuthor",
  "tag",
  "addToCollection",
  "report",
  "resolve",
  "delete",
  "edit",
  "revisionHistory",
  "react",
  "bookmark",
  "commentEdit",
  "commentDelete",
  "bulkClose",
  "bulkMove",
  "bulkDelete",
  "merge",
  "warn",
] as const;
/** One action. */
export type ActionID = (typeof actionIDs)[number];

/** Where the post page (or a discussion list, for bulk actions) offers an action. */
export type ClientPlace =
  /** An item of the "Discussion Options" menu of the original post. */
  | "discussionMenu"
  /** An item of the comment's "Comment Options" menu. */
  | "commentMenu"
  /** A toggle of the reactions bar under the original post. */
  | "reactions"
  /** The bookmark toggle of the original post. */
  | "bookmark"
  /** The selection checkbox of a discussion list item plus an enabled button of the bulk bar. */
  | "bulkBar";

/** The state the discussion is put in before the action. */
export type DiscussionState = "open" | "closed" | "announced";

/** One action of the table. */
export interface ActionRow {
  id: ActionID;
  /** The control's name as the client shows it. */
  label: string;
  place: ClientPlace;
  /** The request the server test sends. */
  request: string;
  /** The content spec §6 rule the `allowed` values follow (and any reading of it). */
  rule: string;
  /** Where the server decides, to fix it there when it disagrees. */
  serverCheck: string;
  /** Where the client decides whether to offer it. */
  clientCheck: string;
  /** The discussion's state before the action; "open" by default. */
  state?: DiscussionState;
  /** Set while the server route does not exist yet: the row is reported, not tried. */
  pending?: string;
  allowed: Record<UserKind, boolean>;
}

/** The table: every discussion and comment action × every kind of user (content spec §6). */
export const discussionActionTable: readonly ActionRow[] = [
  ...singleDiscussionActions,
  ...commentActions,
  ...bulkDiscussionActions,
];

/** One case where what was observed differs from the table. */
export interface Mismatch {
  action: ActionID;
  user: UserKind;
  expected: "allowed" | "refused";
  observed: string;
  rule: string;
  fixIn: string;
}

/** A mismatch as one readable line. */
export function describeMismatch(m: Mismatch): string {
  return (
    `${m.action} as ${m.user}: spec says ${m.expected} (${m.rule}), observed ${m.observed}; ` +
    `decided in ${m.fixIn}`
  );
}
