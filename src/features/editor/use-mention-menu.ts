import { useCallback, useState, type KeyboardEvent } from "react";
import type { Editor } from "slate";
import { getMentionQuery, insertMention, type MentionQuery } from "./mention-query";
import type { MentionUser } from "./mention-sort";
import { useMentionSuggestions, type MentionSuggestions } from "./use-mention-suggestions";

/** The mention suggestion menu's state and handlers, for the editor and its listbox. */
export interface MentionMenu {
  query: MentionQuery | null;
  /** True when the listbox shows (an "@name" is typed, not dismissed, and users were found). */
  isOpen: boolean;
  suggestions: MentionSuggestions;
  activeIndex: number;
  setActiveIndex(index: number): void;
  /** Re-reads the "@name" at the caret; call after every change. */
  refresh(): void;
  choose(user: MentionUser): void;
  /** Handles the listbox keys; true when the key was used. */
  handleKeyDown(event: KeyboardEvent): boolean;
}

const keyOf = (query: MentionQuery) => JSON.stringify(query.range.anchor);

/**
 * The "@" suggestion menu: ArrowUp/ArrowDown move through the users, Enter or Tab inserts the
 * active one, Escape closes the menu until another "@" is typed.
 */
export function useMentionMenu(editor: Editor): MentionMenu {
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // The active option belongs to one typed text: typing on starts again at the first user.
  const [active, setActive] = useState({ key: "", index: 0 });
  const activeKey = query ? keyOf(query) + query.text : "";
  const activeIndex = active.key === activeKey ? active.index : 0;
  const setActiveIndex = useCallback((index: number) => setActive({ key: activeKey, index }), [activeKey]);
  const wanted = query && keyOf(query) !== dismissed ? query.text : null;
  const suggestions = useMentionSuggestions(wanted);
  const { users } = suggestions;
  const isOpen = wanted !== null && users.length > 0;

  const refresh = useCallback(() => {
    const next = getMentionQuery(editor);
    setQuery((current) =>
      current && next && current.text === next.text && keyOf(current) === keyOf(next) ? current : next,
    );
  }, [editor]);

  const choose = useCallback(
    (user: MentionUser) => {
      if (!query) return;
      insertMention(editor, query.range, user);
      setQuery(null);
    },
    [editor, query],
  );

  const handleKeyDown = (event: KeyboardEvent): boolean => {
    if (!isOpen || !query) return false;
    const count = users.length;
    switch (event.key) {
      case "ArrowDown":
        setActiveIndex((activeIndex + 1) % count);
        break;
      case "ArrowUp":
        setActiveIndex((activeIndex - 1 + count) % count);
        break;
      case "Enter":
      case "Tab": {
        const user = users[Math.min(activeIndex, count - 1)];
        if (user) choose(user);
        break;
      }
      case "Escape":
        // Only the menu closes, not a modal the editor sits in.
        event.stopPropagation();
        setDismissed(keyOf(query));
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  };

  return { query, isOpen, suggestions, activeIndex, setActiveIndex, refresh, choose, handleKeyDown };
}
