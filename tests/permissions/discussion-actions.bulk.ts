/** The permission table's rows for the bulk actions of a discussion list's selection. */

import type { ActionRow } from "./discussion-actions.table";
import { N, Y, who } from "./discussion-actions.who";

const BULK_BAR =
  "src/features/moderation/SelectDiscussionCheckbox.tsx (discussions.manage) + bulk-validation.ts bulkAvailability";

/** Every bulk action × every kind of user (content spec §5 and §6). */
export const bulkDiscussionActions: readonly ActionRow[] = [
  {
    id: "bulkClose",
    label: "Close",
    place: "bulkBar",
    request: "PATCH /discussions/close {discussionIDs: [id], closed: true}",
    // §6: "discussions.manage scoped to category (bulk actions)"; §5: "Close without permission: You
    // don't have the close permission": manage plus the close permission, so not the author.
    rule: "discussions.manage and discussions.close in the category",
    serverCheck:
      "server/services/discussions/discussion-bulk.ts discussionBulkActions['discussions.close'] (runs updateDiscussion)",
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
      "server/services/discussions/discussion-bulk.ts discussionBulkActions['discussions.move'] (runs updateDiscussion)",
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
      "server/services/discussions/discussion-bulk.ts discussionBulkActions['discussions.delete'] (runs deleteDiscussion)",
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
    serverCheck: "server/services/discussions/discussion-merge.ts checkMergeDestination / mergeDiscussion",
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
    serverCheck: "server/services/moderation/warnings.ts warnDiscussionAuthor",
    clientCheck: BULK_BAR,
    allowed: who(N, N, N, Y, Y, N),
  },
];
