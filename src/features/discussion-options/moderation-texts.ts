import { msg } from "../../../runtime/i18n/t";

/**
 * What each moderation action says once done. Our texts: content spec §8 gives the delete
 * confirmation and the dismiss and bump toasts only (those live beside their actions).
 */
export const MODERATION_TEXTS = {
  closed: msg("Success. The discussion has been closed."),
  reopened: msg("Success. The discussion has been reopened."),
  sunk: msg("Success. The discussion has been sunk."),
  unsunk: msg("Success. The discussion is no longer sunk."),
  resolved: msg("Success. The discussion has been resolved."),
  unresolved: msg("Success. The discussion is no longer resolved."),
  announced: msg("Success. The discussion has been announced."),
  unannounced: msg("Success. The discussion is no longer announced."),
  moved: msg("Success. The discussion has been moved to {category}."),
  typeChanged: msg("Success. The post type has been changed."),
  authorChanged: msg("Success. The author has been changed."),
  tagged: msg("Success. The tags have been saved."),
  collected: msg("Success. The collections have been saved."),
  deleted: msg("Success. The discussion has been deleted."),
  commentDeleted: msg("Success. The comment has been deleted."),
} as const;

/** One moderation outcome. */
export type ModerationOutcome = keyof typeof MODERATION_TEXTS;
