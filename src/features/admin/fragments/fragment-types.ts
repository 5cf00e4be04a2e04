import { msg, t } from "../../../../runtime/i18n/t";
import { COMMENT_ITEM_FRAGMENT_TYPE, CUSTOM_FRAGMENT_TYPE } from "../../../../schemas/widgets/fragment-types";
import { knownFragmentTypes, widgetCatalog } from "../../../../schemas/widgets/index";

export { CUSTOM_FRAGMENT_TYPE };

/** Names of the types no catalog entry names. */
const OWN_NAMES: Readonly<Record<string, string>> = {
  [CUSTOM_FRAGMENT_TYPE]: msg("New widget type"),
  [COMMENT_ITEM_FRAGMENT_TYPE]: msg("Comment item"),
};

/** The catalog entry (widget or asset) a fragment type replaces, if any. */
export function widgetOfFragmentType(fragmentType: string) {
  return widgetCatalog.find((entry) => entry.fragmentTypes?.includes(fragmentType));
}

/** A fragment type for people: its widget's name ("Site totals"), translated. */
export function fragmentTypeLabel(fragmentType: string): string {
  const own = OWN_NAMES[fragmentType];
  if (own) return t(own);
  const widget = widgetOfFragmentType(fragmentType);
  return widget ? t(widget.name) : fragmentType;
}

/** Every fragment type a fragment may have, by readable name; a new widget type first. */
export function fragmentTypeOptions(): Array<{ value: string; label: string }> {
  const options = knownFragmentTypes
    .filter((type, index, all) => all.indexOf(type) === index && type !== CUSTOM_FRAGMENT_TYPE)
    .map((value) => ({ value, label: fragmentTypeLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: CUSTOM_FRAGMENT_TYPE, label: fragmentTypeLabel(CUSTOM_FRAGMENT_TYPE) }, ...options];
}

/** Whether `fragmentType` is one the server accepts. */
export function isKnownFragmentType(fragmentType: string): boolean {
  return knownFragmentTypes.includes(fragmentType);
}
