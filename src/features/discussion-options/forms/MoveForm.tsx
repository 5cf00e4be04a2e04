import { useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import { CategoryPicker, type CategoryOption } from "../../post-form";
import { OptionsDialog } from "../OptionsDialog";
import { patchDiscussion } from "../options-api";
import type { DiscussionFormProps } from "./form-props";
import { MODERATION_TEXTS } from "../moderation-texts";

/** Move Post: a category picker, then `PATCH /discussions/{id}` with the new categoryID. */
export default function MoveForm({ discussion, onClose, onDone }: DiscussionFormProps) {
  const [category, setCategory] = useState<CategoryOption | null>(null);
  return (
    <OptionsDialog
      title={t("Move Post")}
      submitLabel={t("Move")}
      onClose={onClose}
      canSubmit={category !== null}
      onSubmit={async () => {
        if (!category) return;
        await patchDiscussion(discussion.discussionID, { categoryID: category.categoryID });
        await onDone(t(MODERATION_TEXTS.moved, { category: category.name }));
      }}
    >
      <CategoryPicker value={category} onChange={setCategory} />
    </OptionsDialog>
  );
}
