import { lazy, type ReactElement } from "react";
import type { FormDraftKeeperProps } from "./FormDraftKeeper";

// Only lazy components, types and two tiny helpers: whatever this file re-exports loads with the
// comment box for guests too, so the autosave itself stays behind these lazy imports.

/** The reply-while-draft question, loaded when first asked. */
export const DiscardDraftDialog = lazy(() => import("./DiscardDraftDialog"));
/** The comment box's draft keeper, loaded only for members who may comment. */
export const CommentDraftKeeper = lazy(() => import("./CommentDraftKeeper"));
/** A form's draft keeper (the new discussion form), loaded only for members; generic over the form's values. */
export const FormDraftKeeper = lazy(() => import("./FormDraftKeeper")) as unknown as <V>(
  props: FormDraftKeeperProps<V>,
) => ReactElement;
export type { CommentDraftKeeperProps } from "./CommentDraftKeeper";
export type { FormDraftControls, FormDraftKeeperProps } from "./FormDraftKeeper";
export type { CommentDraft } from "./use-comment-draft";
export { commentDraftLink } from "./draft-links";
export { pinLocationOfAnnounce } from "./legacy-pin-location";
export type { DraftInput, DiscussionDraftMeta, ServerDraft } from "./draft-types";
export type { AutosaveSnapshot, RestoreSource } from "./draft-autosave";
