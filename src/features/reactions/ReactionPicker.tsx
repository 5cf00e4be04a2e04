import type { ReactionSummary } from "../../../schemas/entities/discussion.schema";
import { t } from "../../../runtime/i18n/t";
import { DropDown } from "../../ui/DropDown";
import { DropDownItem } from "../../ui/DropDownItem";
import { ReactionIcon } from "./ReactionIcon";
import * as styles from "./reactions.styles";

/** Props of {@link ReactionPicker}. */
export interface ReactionPickerProps {
  /** The reaction types the viewer may give, in display order. */
  reactions: ReactionSummary[];
  onChoose(urlcode: string): void;
}

/**
 * The "Add reaction" button and its menu naming every reaction the viewer may give (content spec
 * §5), the viewer's own checked; choosing the checked one takes it back (§4). The drop-down gives
 * the keyboard its arrow keys, Home and End, closes on Escape or Tab and hands focus back to the
 * button.
 */
export function ReactionPicker({ reactions, onChoose }: ReactionPickerProps) {
  return (
    <DropDown
      buttonContents={<AddReactionIcon />}
      buttonLabel={t("Add reaction")}
      buttonType="custom"
      buttonClassName={styles.reaction}
      width="default"
    >
      {reactions.map((reaction) => (
        <DropDownItem
          key={reaction.tagID}
          className={styles.pickerItem}
          isChecked={reaction.hasReacted}
          onClick={() => onChoose(reaction.urlcode)}
        >
          <ReactionIcon urlcode={reaction.urlcode} className={styles.icon} />
          {t(reaction.name)}
        </DropDownItem>
      ))}
    </DropDown>
  );
}

/** A face with a plus: the usual sign of "add a reaction". */
function AddReactionIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      <path d="M20.5 11A9 9 0 1 1 13 3.1" />
      <path d="M9 10h.01M15 10h.01M8.5 14.5a4.5 4.5 0 0 0 7 0M19 2v6M16 5h6" />
    </svg>
  );
}
