import { useLayoutEffect, useState, type RefObject } from "react";
import { useSlateStatic, ReactEditor } from "slate-react";
import type { BaseRange } from "slate";
import { UserPhoto } from "../../ui/UserPhoto";
import { t } from "../../../runtime/i18n/t";
import type { MentionUser } from "./mention-sort";
import { cx } from "@linaria/core";
import * as popupStyles from "../../ui/popup-list.styles";
import * as styles from "./RichEditor.styles";

/** Props of {@link MentionListbox}. */
export interface MentionListboxProps {
  id: string;
  users: MentionUser[];
  activeIndex: number;
  /** The typed "@name": the listbox opens under it. */
  range: BaseRange;
  /** The positioned element the listbox is placed in. */
  containerRef: RefObject<HTMLElement | null>;
  optionID(index: number): string;
  onChoose(user: MentionUser): void;
  onHover(index: number): void;
}

/** Where the caret's text is, relative to the container; null where the browser cannot say (jsdom). */
function placeUnder(editor: ReactEditor, range: BaseRange, container: HTMLElement | null) {
  try {
    const rect = ReactEditor.toDOMRange(editor, range).getBoundingClientRect();
    const box = container?.getBoundingClientRect();
    if (!box) return null;
    return { top: rect.bottom - box.top + 4, left: Math.max(0, rect.left - box.left) };
  } catch {
    return null;
  }
}

/** The @mention suggestions: a listbox of users under the caret; the editable keeps the focus. */
export function MentionListbox(props: MentionListboxProps) {
  const { id, users, activeIndex, range, containerRef, optionID, onChoose, onHover } = props;
  const editor = useSlateStatic();
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    setPosition(placeUnder(editor, range, containerRef.current));
  }, [editor, range, containerRef]);

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t("Mention suggestions")}
      className={cx(popupStyles.popupList, styles.mentionList)}
      style={position ?? undefined}
    >
      {users.map((user, index) => (
        <li
          key={user.userID}
          id={optionID(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.mentionOption}
          // Keep the caret in the editable: choosing happens on click.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onChoose(user)}
        >
          <UserPhoto user={user} size="xsmall" isDecorative />
          <span>{user.name}</span>
        </li>
      ))}
    </ul>
  );
}
