/** The permission table's rows for the actions on a comment: its "Comment Options" menu. */

import type { ActionRow } from "./discussion-actions.table";
import { N, Y, who } from "./discussion-actions.who";

const COMMENT_OPTIONS = "src/features/discussion-options/comment-actions.ts commentActions";

/** Every comment action × every kind of user (content spec §6). */
export const commentActions: readonly ActionRow[] = [
  {
    id: "commentEdit",
    label: "Edit",
    place: "commentMenu",
    request: "PATCH /comments/{id} {body} on the author's comment",
    // §6: the author within the edit window; "comments.edit ... scoped to category"; community.moderate.
    rule: "the comment's author in the edit window, comments.edit in the category, or community.moderate",
    serverCheck: "server/services/comments/comment-writes.ts updateComment / assertCanEdit",
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
    serverCheck: "server/services/comments/comment-writes.ts deleteComment",
    clientCheck: COMMENT_OPTIONS,
    allowed: who(N, N, N, Y, Y, N),
  },
];
