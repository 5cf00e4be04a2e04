// The named export: the default one is the module object under some bundlers (is-hotkey is CommonJS).
import { isHotkey, type KeyboardEventLike } from "is-hotkey";
import type { KeyboardEvent } from "react";
import type { Editor } from "slate";
import { toggleMark, type MarkType } from "./formatting";

/** What the shortcuts call besides marks. */
export interface HotkeyActions {
  onLink(): void;
  onSubmit?(): void;
}

const markKeys: [(event: KeyboardEventLike) => boolean, MarkType][] = [
  [isHotkey("mod+b"), "bold"],
  [isHotkey("mod+i"), "italic"],
  [isHotkey("mod+shift+x"), "strikethrough"],
  [isHotkey("mod+e"), "code"],
];
const isLinkKey = isHotkey("mod+k");
const isSubmitKey = isHotkey("mod+enter");

/**
 * The editor's keyboard shortcuts: Mod+B, Mod+I, Mod+Shift+X, Mod+E toggle bold, italic,
 * strikethrough and code; Mod+K edits the link; Mod+Enter submits the form. True when handled.
 */
export function handleHotkeys(event: KeyboardEvent, editor: Editor, actions: HotkeyActions): boolean {
  const native = event.nativeEvent;
  for (const [matches, mark] of markKeys) {
    if (matches(native)) {
      event.preventDefault();
      toggleMark(editor, mark);
      return true;
    }
  }
  if (isLinkKey(native)) {
    event.preventDefault();
    actions.onLink();
    return true;
  }
  if (isSubmitKey(native) && actions.onSubmit) {
    event.preventDefault();
    actions.onSubmit();
    return true;
  }
  return false;
}
