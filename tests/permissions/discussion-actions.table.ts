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
 */

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

/** Shorthand for the `allowed` values, in the order of {@link userKinds}. */
function who(
  guest: boolean,
  member: boolean,
  author: boolean,
  categoryModerator: boolean,
  admin: boolean,
  banned: boolean,
): Record<UserKind, boolean> {
  return { guest, member, author, categoryModerator, admin, banned };
}

const Y = true;
const N = false;

const OPTIONS = "src/features/discussion-options/discussion-actions.ts discussionActions";
const COMMENT_OPTIONS = "src/features/discussion-options/comment-actions.ts commentActions";
const UPDATE = "server/services/discussion-writes.ts updateDiscussion";
const BULK_BAR =
  "src/features/moderation/SelectDiscussionCheckbox.tsx (discussions.manage) + bulk-validation.ts bulkAvailability";

/** The table: every discussion and comment action × every kind of user (content spec §6). */
export const discussionActionTable: readonly ActionRow[] = [
  {
    id: "close",
    label: "Close",
    place: "discussionMenu",
    request: "PATCH /discussions/{id} {closed: true}",
    // §6: "discussions.moderate optionally scoped (sink, close, ...)"; "discussions.closeOwn (author
    // closes own)"; the category moderator holds discussions.moderate and discussions.close there.
    rule: "discussions.moderate / discussions.close in the category, or discussions.closeOwn for the author",
    serverCheck: `${UPDATE} (closed) via discussion-permissions.ts canCloseDiscussion`,
    clientCheck: OPTIONS,
    allowed: who(N, N, Y, Y, Y, N),
  },
  {
    id: "reopen",
    label: "Closed",
    place: "discussionMenu",
    request: "PATCH /discussions/{id} {closed: false} on a closed discussion",
    // §4: "closed (Close/Closed)" toggles both ways, under the same rule as closing.
    rule: "as close: discussions.moderate / discussions.close in the category, or discussions.closeOwn for the author",
    serverCheck: `${UPDATE} (closed) via discussion-permissions.ts canCloseDiscussion`,
    clientCheck: OPTIONS,
    state: "closed",
    allowed: who(N, N, Y, Y, Y, N),
  },
  {
    id: "sink",
    label: "Sink",
    place: "discussionMenu",
    request: "PATCH /discussions/{id} {sink: true}",
    // §6: "community.manage (Announce, Add to Collection, Sink, ...)"; "discussions.moderate
    // optionally scoped (sink, close, announce, revision history)".
    rule: "community.manage, or discussions.moderate in the category",
    serverCheck: `${UPDATE} (sink) via discussion-permissions.ts canModerateDiscussion`,
    clientCheck: OPTIONS,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "announce",
    label: "Announce",
    place: "discussionMenu",
    request: 'PATCH /discussions/{id} {pinned: true, pinLocation: "category"}',
    // §6: "community.manage (Announce, ...)"; "discussions.moderate optionally scoped (..., announce, ...)".
    rule: "community.manage, or discussions.moderate in the category",
    serverCheck: `${UPDATE} (pinned, pinLocation) via discussion-permissions.ts canModerateDiscussion`,
    clientCheck: OPTIONS,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "dismiss",
    label: "Dismiss",
    place: "discussionMenu",
    request: "PUT /discussions/{id}/dismiss {dismissed: true} on an announced discussion",
    // §4: "dismissed (Dismiss/Dismissed, for pinned or announced discussions)": the viewer's own flag,
    // no permission named; signed-in members only, and banned members write nothing (recorded decision).
    rule: "any signed-in member who is not banned, on an announced discussion",
    serverCheck: "server/services/discussion-writes.ts setDiscussionDismissed",
    clientCheck: OPTIONS,
    state: "announced",
    allowed: who(N, Y, Y, Y, Y, N),
  },
  {
    id: "bump",
    label: "Bump",
    place: "discussionMenu",
    request: "PATCH /discussions/{id}/bump",
    // §6: "curation.manage (Bump, Promote)": a global right the category moderator lacks.
    rule: "curation.manage",
    serverCheck: "server/services/discussion-writes.ts bumpDiscussion",
    clientCheck: OPTIONS,
    allowed: who(N, N, N, N, Y, N),
  },
  {
    id: "move",
    label: "Move Post",
    place: "discussionMenu",
    request: "PATCH /discussions/{id} {categoryID: General}",
    // §6: "discussions.edit (Move Post; ...)" scoped to the discussion's category; the spec names no
    // right on the destination beyond it being a category one may post in. Plus the recorded decision
    // (ARCHITECTURE.md "Authors may move their own discussion"): the category is part of what an
    // author edits within the edit window (§6 "An author may edit their own open discussion"), so
    // the author is offered Move Post while they may edit, and the server takes it.
    rule: "discussions.edit in the discussion's category, or the author within the edit window",
    serverCheck: `${UPDATE} (categoryID: byModerator / byAuthor)`,
    clientCheck: OPTIONS,
    allowed: who(N, N, Y, Y, Y, N),
  },
  {
    id: "changeType",
    label: "Change Post Type",
    place: "discussionMenu",
    request:
      'PUT /discussions/{id}/type {type: "question"} (featureFlags.customLayout.createPost.Enabled on)',
    // §6: "discussions.edit (...; Change Post Type when the custom-layout create-post flag is on)".
    rule: "discussions.edit in the category, with the create-post layout flag on",
    serverCheck: "server/services/discussion-writes.ts setDiscussionType via canManageDiscussion",
    clientCheck: OPTIONS,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "changeAuthor",
    label: "Change Author",
    place: "discussionMenu",
    request: "PATCH /discussions/{id} {insertUserID: member2}",
    // §6: "site.manage (Change Author)".
    rule: "site.manage",
    serverCheck: `${UPDATE} (insertUserID)`,
    clientCheck: OPTIONS,
    allowed: who(N, N, N, N, Y, N),
  },
  {
    id: "tag",
    label: "Tag",
    place: "discussionMenu",
    request: "PUT /discussions/{id}/tags {tagIDs: [Meta]} (tagging.enabled on)",
    // §6: "The Tag action shows when tagging.enabled is on and the author can still edit", read as
    // "the viewer may still edit the post" (the author in the window, and those who edit any post).
    rule: "tagging.enabled and the viewer may edit the discussion now",
    serverCheck: "server/services/discussion-writes.ts setDiscussionTags",
    clientCheck: OPTIONS,
    allowed: who(N, N, Y, Y, Y, N),
  },
  {
    id: "addToCollection",
    label: "Add to Collection",
    place: "discussionMenu",
    request: "PUT /collections/by-resource {record: discussion, collectionIDs: [first collection]}",
    // §6: "community.manage (Announce, Add to Collection, Sink, moderation group)".
    rule: "community.manage",
    serverCheck: "server/routes/collections.ts PUT /collections/by-resource",
    clientCheck: OPTIONS,
    allowed: who(N, N, N, N, Y, N),
  },
  {
    id: "report",
    label: "Report",
    place: "discussionMenu",
    request: "POST /discussions/{id}/reports {reason} (featureFlags.escalations.Enabled on)",
    // §6: "flag.add plus the escalations flag (Report)": every member holds flag.add; banned members do not.
    rule: "flag.add, with the escalations flag on",
    serverCheck: "server/services/reports.ts createReport",
    clientCheck: OPTIONS,
    allowed: who(N, Y, Y, Y, Y, N),
  },
  {
    id: "resolve",
    label: "Resolve",
    place: "discussionMenu",
    request: "PATCH /discussions/{id} {resolved: true} (triage.enabled on)",
    // §6: "staff.allow plus the triage flag (Resolve)": staff.allow is global and not among the
    // category moderator's rights.
    rule: "staff.allow, with the triage flag on",
    serverCheck: `${UPDATE} (resolved)`,
    clientCheck: OPTIONS,
    allowed: who(N, N, N, N, Y, N),
  },
  {
    id: "delete",
    label: "Delete",
    place: "discussionMenu",
    request: "DELETE /discussions/{id}",
    // §6: "discussions.delete" (scoped to the category); the spec gives authors no delete.
    rule: "discussions.delete in the category",
    serverCheck: "server/services/discussion-delete.ts deleteDiscussion",
    clientCheck: OPTIONS,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "edit",
    label: "Edit",
    place: "discussionMenu",
    request: "PATCH /discussions/{id} {name}",
    // §6: "An author may edit their own open discussion ... until the edit timeout"; "community.moderate
    // (edit any content without time limit)"; "comments.edit or discussions.edit scoped to category".
    rule: "the author in the edit window, discussions.edit in the category, or community.moderate",
    serverCheck: `${UPDATE} (name) via runtime/permissions/edit-window.ts editWindow`,
    clientCheck: OPTIONS,
    allowed: who(N, N, Y, Y, Y, N),
  },
  {
    id: "revisionHistory",
    label: "Revision History",
    place: "discussionMenu",
    request: "GET /discussions/{id}/revisions",
    // §6: "discussions.moderate optionally scoped (sink, close, announce, revision history)"; the spec
    // gives the author no revision history.
    rule: "discussions.moderate in the category (or community.moderate / community.manage)",
    serverCheck: "server/services/revisions.ts listRevisions",
    clientCheck: OPTIONS,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "react",
    label: "Like",
    place: "reactions",
    request: 'POST /discussions/{id}/reactions {reactionType: "Like"}',
    // §5/§6: "A reaction is offered only if the user holds the matching add permission"
    // (reactions.positive.add for Like): every member; not guests or banned members.
    rule: "reactions.positive.add",
    serverCheck: "server/services/reactions.ts react (authorizeReaction)",
    clientCheck: "src/features/reactions canOfferReaction",
    allowed: who(N, Y, Y, Y, Y, N),
  },
  {
    id: "bookmark",
    label: "Bookmark",
    place: "bookmark",
    request: "PUT /discussions/{id}/bookmark {bookmarked: true}",
    // §4 bookmark; §6 names no permission: the signed-in viewer's own flag. Banned members write
    // nothing (recorded decision).
    rule: "any signed-in member who is not banned",
    serverCheck: "server/services/discussion-writes.ts setDiscussionBookmark",
    clientCheck: "src/features/discussions/BookmarkButton.tsx",
    allowed: who(N, Y, Y, Y, Y, N),
  },
  {
    id: "commentEdit",
    label: "Edit",
    place: "commentMenu",
    request: "PATCH /comments/{id} {body} on the author's comment",
    // §6: the author within the edit window; "comments.edit ... scoped to category"; community.moderate.
    rule: "the comment's author in the edit window, comments.edit in the category, or community.moderate",
    serverCheck: "server/services/comment-writes.ts updateComment / assertCanEdit",
    clientCheck: COMMENT_OPTIONS,
    allowed: who(N, N, Y, Y, Y, N),
  },
  {
    id: "commentDelete",
    label: "Delete",
    place: "commentMenu",
    request: "DELETE /comments/{id} on the author's comment",
    // §6 lists comments.delete among the category rights; authors get no delete.
    rule: "comments.delete in the category",
    serverCheck: "server/services/comment-writes.ts deleteComment",
    clientCheck: COMMENT_OPTIONS,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "bulkClose",
    label: "Close",
    place: "bulkBar",
    request: "PATCH /discussions/close {discussionIDs: [id], closed: true}",
    // §6: "discussions.manage scoped to category (bulk actions)"; §5: "Close without permission: You
    // don't have the close permission": manage plus the close permission, so not the author.
    rule: "discussions.manage and discussions.close in the category",
    serverCheck:
      "server/services/discussion-bulk.ts discussionBulkActions['discussions.close'] (runs updateDiscussion)",
    clientCheck: BULK_BAR,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "bulkMove",
    label: "Move",
    place: "bulkBar",
    request: "PATCH /discussions/move {discussionIDs: [id], categoryID: General}",
    // §6: "discussions.manage scoped to category (bulk actions)"; §5: "Move and Merge are disabled
    // without manage permission on the category of any selected discussion".
    rule: "discussions.manage in the discussion's category",
    serverCheck:
      "server/services/discussion-bulk.ts discussionBulkActions['discussions.move'] (runs updateDiscussion)",
    clientCheck: BULK_BAR,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "bulkDelete",
    label: "Delete",
    place: "bulkBar",
    request: "DELETE /discussions/list?longRunnerMode=sync {discussionIDs: [id]}",
    // §6: discussions.manage (bulk actions); §5: "Delete: You don’t have the delete permission".
    rule: "discussions.manage and discussions.delete in the category",
    serverCheck:
      "server/services/discussion-bulk.ts discussionBulkActions['discussions.delete'] (runs deleteDiscussion)",
    clientCheck: BULK_BAR,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "merge",
    label: "Merge",
    place: "bulkBar",
    request: "POST /discussions/merge {discussionIDs: [id, other], destinationDiscussionID: other}",
    // §5: "Merge needs at least 2 selected discussions"; "Move and Merge are disabled without manage
    // permission on the category of any selected discussion".
    rule: "discussions.manage in the categories of the merged discussions",
    serverCheck: "server/services/discussion-merge.ts checkMergeDestination / mergeDiscussion",
    clientCheck: BULK_BAR,
    allowed: who(N, N, N, Y, Y, N),
  },
  {
    id: "warn",
    label: "Warn",
    place: "bulkBar",
    request: "POST /discussions/warn {discussionIDs: [id], reason, points: 1}",
    // Not named in §6; a bulk action (discussions.manage) warning the author, taken as moderation:
    // discussions.moderate in the category or community.moderate. Nobody warns themselves.
    rule: "discussions.manage (bulk) with discussions.moderate in the category, or community.moderate",
    serverCheck: "server/services/warnings.ts warnDiscussionAuthor",
    clientCheck: BULK_BAR,
    allowed: who(N, N, N, Y, Y, N),
  },
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
