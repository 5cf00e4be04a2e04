import { useId } from "react";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { t, msg } from "../../../runtime/i18n/t";
import { questionStatuses, type QuestionStatus } from "../../../schemas/entities/question-status";
import * as styles from "../../ui/SortSelect.styles";

/** Props of {@link QuestionStatusSelect}. */
export interface QuestionStatusSelectProps {
  /** The status the list is filtered by; undefined lists every discussion. */
  value: QuestionStatus | undefined;
  onChange(status: QuestionStatus | undefined): void;
}

const optionLabels: Record<QuestionStatus, string> = {
  unanswered: msg("Unanswered"),
  answered: msg("Answered"),
  accepted: msg("Accepted"),
};

/** True for one of the question states. */
export function isQuestionStatus(value: unknown): value is QuestionStatus {
  return (questionStatuses as readonly unknown[]).includes(value);
}

/**
 * The Q&A addon's list filter, beside the sort select: All, or only the questions that are
 * Unanswered, Answered or Accepted. Nothing while the addon is off (the API would refuse the filter).
 */
export function QuestionStatusSelect({ value, onChange }: QuestionStatusSelectProps) {
  const id = useId();
  const isQnaOn = useSession((s) => configValue(s, "addons.qna.enabled", false));
  if (!isQnaOn) return null;
  return (
    <span className={styles.sortSelect}>
      <label htmlFor={id}>{t("Question status")}</label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(isQuestionStatus(chosen) ? chosen : undefined);
        }}
      >
        <option value="">{t("All")}</option>
        {questionStatuses.map((status) => (
          <option key={status} value={status}>
            {t(optionLabels[status])}
          </option>
        ))}
      </select>
    </span>
  );
}
