import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { t } from "../../../runtime/i18n/t";
import { isFlagReaction } from "../../../runtime/permissions/reaction-permission";

/** A reaction's name and how many people gave it, as its control in the reactions row is named. */
export function reactionCountName(reaction: Pick<ReactionSummary, "name" | "count">): string {
  const name = t(reaction.name);
  return reaction.count === 1
    ? t("{name}, 1 person", { name })
    : t("{name}, {count} people", { name, count: reaction.count });
}

/** A reaction value with its sign, the minus as a true minus sign: "+5", "−1". */
function signed(value: number): string {
  return value > 0 ? `+${value}` : `\u2212${Math.abs(value)}`;
}

/**
 * What the score means (content spec §4: the score moves by the reaction's value): the sum of the
 * values of the reactions given, with the value of each type that counts. Flags (reports) count
 * too; a viewer who is not shown them is told so, or a score below zero with no reaction in sight
 * would stay a riddle.
 */
export function scoreExplanation(reactions: readonly ReactionSummary[]): string {
  const values = reactions
    .filter((reaction) => reaction.reactionValue !== 0)
    .map((reaction) => `${t(reaction.name)} ${signed(reaction.reactionValue)}`)
    .join(", ");
  const sum = values
    ? t("Score: the sum of the values of the reactions given ({values}).", { values })
    : t("Score: the sum of the values of the reactions given.");
  return reactions.some(isFlagReaction) ? sum : `${sum} ${t("Reports to moderators count too.")}`;
}
