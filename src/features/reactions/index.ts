export { ReactionsBar, type ReactionsBarProps } from "./ReactionsBar";
export { NO_REACTIONS_TEXT, REACTION_TOOLTIP_USERS } from "./ReactionLog";
export {
  applyReactionChange,
  canOfferReaction,
  type ReactionRecordType,
  type ReactionState,
} from "./reaction-rules";
