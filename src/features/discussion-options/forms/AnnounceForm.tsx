import { useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import { OptionsDialog } from "../OptionsDialog";
import { announceBody, patchDiscussion, pinLocationOf, type PinLocation } from "../options-api";
import type { DiscussionFormProps } from "./form-props";
import { MODERATION_TEXTS } from "../moderation-texts";
import * as styles from "../discussion-options.styles";

/**
 * Announce: where the discussion is pinned (content spec §3: none, category or recent; default none),
 * sent as `PATCH /discussions/{id}` with pinned and pinLocation.
 */
export default function AnnounceForm({ discussion, onClose, onDone }: DiscussionFormProps) {
  const [location, setLocation] = useState<PinLocation>(() => pinLocationOf(discussion));
  const category = discussion.category?.name ?? t("its category");
  const choices: { value: PinLocation; label: string }[] = [
    { value: "none", label: t("Don't announce.") },
    { value: "category", label: t("In {category}.", { category }) },
    { value: "recent", label: t("In {category} and recent discussions.", { category }) },
  ];
  return (
    <OptionsDialog
      title={t("Announce")}
      submitLabel={t("Save")}
      onClose={onClose}
      onSubmit={async () => {
        await patchDiscussion(discussion.discussionID, announceBody(location));
        await onDone(t(location === "none" ? MODERATION_TEXTS.unannounced : MODERATION_TEXTS.announced));
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("Where do you want to announce this discussion?")}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name="pinLocation"
              value={choice.value}
              checked={location === choice.value}
              onChange={() => setLocation(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </OptionsDialog>
  );
}
