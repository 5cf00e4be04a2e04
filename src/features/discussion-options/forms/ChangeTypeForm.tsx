import { useId, useState } from "react";
import { discussionTypes, type DiscussionType } from "../../../../schemas/api/discussion-writes.schema";
import { t, msg } from "../../../../runtime/i18n/t";
import { OptionsDialog } from "../OptionsDialog";
import { putDiscussionType } from "../options-api";
import type { DiscussionFormProps } from "./form-props";
import { MODERATION_TEXTS } from "../moderation-texts";
import * as styles from "../discussion-options.styles";

const typeLabels: Record<DiscussionType, string> = {
  discussion: msg("Discussion"),
  question: msg("Question"),
  idea: msg("Idea"),
};

function isDiscussionType(value: string): value is DiscussionType {
  return (discussionTypes as readonly string[]).includes(value);
}

/** Change Post Type: `PUT /discussions/{id}/type`. */
export default function ChangeTypeForm({ discussion, onClose, onDone }: DiscussionFormProps) {
  const id = useId();
  const [type, setType] = useState<DiscussionType>(
    isDiscussionType(discussion.type) ? discussion.type : "discussion",
  );
  return (
    <OptionsDialog
      title={t("Change Post Type")}
      submitLabel={t("Save")}
      onClose={onClose}
      onSubmit={async () => {
        await putDiscussionType(discussion.discussionID, type);
        await onDone(t(MODERATION_TEXTS.typeChanged));
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t("Post Type")}
        </label>
        <select
          id={id}
          className={styles.select}
          value={type}
          onChange={(event) => {
            if (isDiscussionType(event.target.value)) setType(event.target.value);
          }}
        >
          {discussionTypes.map((value) => (
            <option key={value} value={value}>
              {t(typeLabels[value])}
            </option>
          ))}
        </select>
      </div>
    </OptionsDialog>
  );
}
