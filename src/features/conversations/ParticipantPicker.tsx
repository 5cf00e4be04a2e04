import { useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { lookupMentionUsers, mentionConstants, type MentionUser } from "../editor";
import { Combobox, useDebouncedSearch } from "../post-form";
import * as styles from "./messages.styles";

/** Props of {@link ParticipantPicker}. */
export interface ParticipantPickerProps {
  /** The people picked so far. */
  selected: readonly MentionUser[];
  onChange(next: MentionUser[]): void;
  /** The viewer, never offered: they always take part. */
  viewerID: number;
  /** Others not to offer (those already in the conversation). */
  excludeIDs?: readonly number[];
}

/**
 * Picks the people to write to: a name lookup (`GET /users/by-names`, as @mentions look names up,
 * content spec §5, §9) offering those not picked yet, and the picked names, each with a remove button.
 */
export function ParticipantPicker({ selected, onChange, viewerID, excludeIDs = [] }: ParticipantPickerProps) {
  const [text, setText] = useState("");
  const search = useDebouncedSearch(text, lookupMentionUsers, mentionConstants.debounceMs);
  const pickedIDs = new Set([...excludeIDs, ...selected.map((user) => user.userID)]);
  const options = search.results.filter((user) => user.userID !== viewerID && !pickedIDs.has(user.userID));
  return (
    <div>
      {selected.length > 0 && (
        <ul className={styles.chips} aria-label={t("Recipients")}>
          {selected.map((user) => (
            <li key={user.userID} className={styles.chip}>
              {user.name}
              <Button
                buttonType="icon"
                aria-label={t("Remove {name}", { name: user.name })}
                onClick={() => onChange(selected.filter((other) => other.userID !== user.userID))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        label={t("To")}
        inputValue={text}
        onInputChange={setText}
        options={options}
        optionKey={(user) => user.userID}
        optionLabel={(user) => user.name}
        onSelect={(user) => {
          onChange([...selected, user]);
          setText("");
        }}
        status={search.status}
      />
    </div>
  );
}
