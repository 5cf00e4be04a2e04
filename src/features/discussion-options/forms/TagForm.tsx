import { useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import { putDiscussionTags, TagsPicker, type TagOption } from "../../post-form";
import { OptionsDialog } from "../OptionsDialog";
import type { DiscussionFormProps } from "./form-props";
import { MODERATION_TEXTS } from "../moderation-texts";

/** Tag: the discussion's tags in the tags picker, saved with `PUT /discussions/{id}/tags`. */
export default function TagForm({ discussion, onClose, onDone }: DiscussionFormProps) {
  const [tags, setTags] = useState<TagOption[]>(() =>
    (discussion.tags ?? []).map((tag) => ({ tagID: tag.tagID, name: tag.name })),
  );
  return (
    <OptionsDialog
      title={t("Tag")}
      submitLabel={t("Save")}
      onClose={onClose}
      onSubmit={async () => {
        await putDiscussionTags(
          discussion.discussionID,
          tags.map((tag) => tag.tagID),
        );
        await onDone(t(MODERATION_TEXTS.tagged));
      }}
    >
      <TagsPicker value={tags} onChange={setTags} />
    </OptionsDialog>
  );
}
