import type { Ref } from "react";
import type { Rich2Block, Rich2Document } from "../../../schemas/entities/rich2";

/** What a parent can do to a mounted editor (quote into the comment box, clear after posting). */
export interface RichEditorHandle {
  focus(): void;
  /** Inserts blocks at the end of the document (or at the selection) and focuses the editor. */
  insertBlocks(blocks: Rich2Block[]): void;
  /** Replaces the whole document (an empty one when omitted). */
  reset(value?: Rich2Document): void;
}

/** Props of the lazily loaded rich editor (`rich2` format). */
export interface RichEditorProps {
  /** The accessible name of the editing area. */
  label: string;
  id?: string;
  initialValue?: Rich2Document;
  onChange(value: Rich2Document): void;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  handleRef?: Ref<RichEditorHandle>;
  /** The id of the message under the editor that says what is wrong with its text, if anything. */
  errorID?: string;
  /** Its text was refused: the editor is outlined like any field with an error. */
  isInvalid?: boolean;
  /** Mod+Enter: submit the surrounding form. */
  onSubmitShortcut?(): void;
}
