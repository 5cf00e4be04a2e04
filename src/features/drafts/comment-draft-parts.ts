import { lazy } from "react";

// The comment box's draft parts, as lazy components only: this module loads with the comment box,
// for guests too, so nothing of drafts but these two imports is in a guest's first load.

/** The reply-while-draft question, loaded when first asked. */
export const DiscardDraftDialog = lazy(() => import("./DiscardDraftDialog"));
/** The comment box's draft keeper, loaded only for members who may comment. */
export const CommentDraftKeeper = lazy(() => import("./CommentDraftKeeper"));
/** The question before a link leaves unposted text, loaded when first asked. */
export const LeaveDraftDialog = lazy(() => import("./LeaveDraftDialog"));
