/** The permission table's rows for the actions on one discussion: its options menu, reactions and bookmark. */

import type { ActionRow } from "./discussion-actions.table";
import { N, Y, who } from "./discussion-actions.who";

const OPTIONS = "src/features/discussion-options/discussion-actions.ts discussionActions";
const UPDATE = "server/services/discussions/discussion-writes.ts updateDiscussion";

/** Every action on one discussion × every kind of user (content spec §6). */
export const singleDiscussionActions: readonly ActionRow[] = [
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
    label: "Reopen",
    place: "discussionMenu",
    request: "PATCH /discussions/{id} {closed: false} on a closed discussion",
    // §4: "closed (Close/Closed)" toggles both ways, under the same rule as closing; the menu names
    // the reverse action (Reopen) rather than the state, so nobody reads "Closed" as a dead label.
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
    serverCheck: "server/services/discussions/discussion-writes.ts setDiscussionDismissed",
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
    serverCheck: "server/services/discussions/discussion-writes.ts bumpDiscussion",
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
    serverCheck: "server/services/discussions/discussion-writes.ts setDiscussionType via canManageDiscussion",
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
    serverCheck: "server/services/discussions/discussion-writes.ts setDiscussionTags",
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
    serverCheck: "server/routes/categories/collections.ts PUT /collections/by-resource",
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
    serverCheck: "server/services/moderation/reports.ts createReport",
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
    serverCheck: "server/services/discussions/discussion-delete.ts deleteDiscussion",
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
    serverCheck: "server/services/moderation/revisions.ts listRevisions",
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
    serverCheck: "server/services/reactions/reactions.ts react (authorizeReaction)",
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
    serverCheck: "server/services/discussions/discussion-writes.ts setDiscussionBookmark",
    clientCheck: "src/features/discussions/BookmarkButton.tsx",
    allowed: who(N, Y, Y, Y, Y, N),
  },
];
