import { useEffect } from "react";
import { t } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { optionId } from "./combobox-keys";
import { crumbName } from "./crumb-name";
import { AUTOCOMPLETE_DEBOUNCE_MS, fetchSuggestions } from "./suggestions";
import type { SearchSuggestion } from "./search-types";
import * as styles from "./search-suggestions.styles";

/** One entry of the list: a suggestion, or the typed text itself (runs the search). */
export type SearchOption =
  { kind: "suggestion"; suggestion: SearchSuggestion } | { kind: "term"; term: string };

/** Props of {@link SearchSuggestions}. */
export interface SearchSuggestionsProps {
  term: string;
  listId: string;
  isOpen: boolean;
  options: readonly SearchOption[];
  activeIndex: number;
  /** Told the options for the current text, once its debounced lookup answered. */
  onOptions: (options: SearchOption[]) => void;
  onChoose: (option: SearchOption) => void;
}

/**
 * The autocomplete list of the search box (shell spec §2 "Search bar"): looks the typed text up 100 ms
 * after the last keystroke, places first and shown as links, then the typed text to search for.
 * Loaded only once the box is used, to keep it out of the first load.
 */
export default function SearchSuggestions(props: SearchSuggestionsProps) {
  const { term, listId, isOpen, options, activeIndex, onOptions, onChoose } = props;

  useEffect(() => {
    const trimmed = term.trim();
    if (trimmed === "") {
      onOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(trimmed, controller.signal)
        .then((suggestions) => {
          if (controller.signal.aborted) return;
          const found: SearchOption[] = suggestions.map((suggestion) => ({ kind: "suggestion", suggestion }));
          onOptions([...found, { kind: "term", term: trimmed }]);
        })
        .catch(() => {
          // A failed lookup offers only the typed text; the search itself still works.
          if (!controller.signal.aborted) onOptions([{ kind: "term", term: trimmed }]);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, onOptions]);

  if (!isOpen || options.length === 0) return null;
  return (
    <ul id={listId} role="listbox" aria-label={t("Search Suggestions")} className={styles.listbox}>
      {options.map((option, index) => (
        <li
          key={
            option.kind === "term" ? "term" : `${option.suggestion.recordType}:${option.suggestion.recordID}`
          }
          id={optionId(listId, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.option}
          // Keeps focus in the box, so the list stays open until the choice is made.
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.preventDefault();
            onChoose(option);
          }}
        >
          <SuggestionLabel option={option} />
        </li>
      ))}
    </ul>
  );
}

function SuggestionLabel({ option }: { option: SearchOption }) {
  if (option.kind === "term") return <span>{t("Search for “{term}”", { term: option.term })}</span>;
  const { suggestion } = option;
  const crumbs = suggestion.data?.crumbs ?? [];
  const where = crumbs.map(crumbName).join(" › ");
  const label =
    suggestion.type === "category" ? (
      <a href={sanitizeLink(suggestion.url)} tabIndex={-1} className={styles.placeLink}>
        <bdi>{suggestion.label}</bdi>
      </a>
    ) : (
      <bdi>{suggestion.label}</bdi>
    );
  return (
    <>
      {label}
      {where && <bdi className={styles.crumbs}>{where}</bdi>}
    </>
  );
}
