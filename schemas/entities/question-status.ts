/**
 * The states of a question while the Q&A addon is on: no comment by anyone but its author yet, some,
 * or an accepted answer. A module of its own, so the list's filter and badges take no schema with them.
 */
export const questionStatuses = ["unanswered", "answered", "accepted"] as const;
/** One question state. */
export type QuestionStatus = (typeof questionStatuses)[number];
