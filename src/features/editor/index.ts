import { lazy } from "react";

/** The rich2 editor, loaded on first use so it stays out of the first load. */
export const RichEditor = lazy(() => import("./RichEditor"));
export type { RichEditorHandle, RichEditorProps } from "./rich-editor-types";
export { isEmptyRich2, quoteNodeFrom, rich2FromText } from "./rich2-utils";
export { lookupMentionUsers } from "./mention-lookup";
export { mentionConstants } from "./mention-constants";
export type { MentionUser } from "./mention-sort";
