import { useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import { Combobox, useDebouncedSearch } from "../../post-form";
import { OptionsDialog } from "../OptionsDialog";
import { patchDiscussion, searchUsers, type UserOption } from "../options-api";
import type { DiscussionFormProps } from "./form-props";
import { MODERATION_TEXTS } from "../moderation-texts";

/** Content spec §9: mention lookups wait 50 ms; the author lookup uses the same call. */
export const USER_LOOKUP_DEBOUNCE_MS = 50;

/** Change Author (site.manage): a user lookup, then `PATCH /discussions/{id}` with insertUserID. */
export default function ChangeAuthorForm({ discussion, onClose, onDone }: DiscussionFormProps) {
  const [text, setText] = useState(discussion.insertUser?.name ?? "");
  const [user, setUser] = useState<UserOption | null>(null);
  const typed = user && text === user.name ? "" : text;
  const initialName = discussion.insertUser?.name ?? "";
  const search = useDebouncedSearch(typed === initialName ? "" : typed, searchUsers, USER_LOOKUP_DEBOUNCE_MS);
  return (
    <OptionsDialog
      title={t("Change Author")}
      submitLabel={t("Save")}
      onClose={onClose}
      canSubmit={user !== null}
      onSubmit={async () => {
        if (!user) return;
        await patchDiscussion(discussion.discussionID, { insertUserID: user.userID });
        await onDone(t(MODERATION_TEXTS.authorChanged));
      }}
    >
      <Combobox
        label={t("Author")}
        required
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          if (user && next !== user.name) setUser(null);
        }}
        options={search.results}
        optionKey={(option) => option.userID}
        optionLabel={(option) => option.name}
        onSelect={(option) => {
          setText(option.name);
          setUser(option);
        }}
        status={search.status}
      />
    </OptionsDialog>
  );
}
