/**
 * The keys of the search box's suggestion list (WAI-ARIA combobox pattern): the arrows move the
 * active option round the list, Enter chooses it, Escape closes the list. Pure, so it is easy to test.
 */
export type ComboboxAction =
  { kind: "move"; index: number } | { kind: "choose"; index: number } | { kind: "close" } | { kind: "none" };

/** What a key does, given whether the list shows, the active option (-1: none) and the option count. */
export function comboboxKey(key: string, isOpen: boolean, active: number, count: number): ComboboxAction {
  if (count === 0) return { kind: "none" };
  switch (key) {
    case "ArrowDown":
      return { kind: "move", index: isOpen ? (active + 1) % count : 0 };
    case "ArrowUp":
      return { kind: "move", index: isOpen && active > 0 ? active - 1 : count - 1 };
    case "Enter":
      return isOpen && active >= 0 ? { kind: "choose", index: active } : { kind: "none" };
    case "Escape":
      return isOpen ? { kind: "close" } : { kind: "none" };
    default:
      return { kind: "none" };
  }
}

/** The id of an option element, for aria-activedescendant. */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}
