import {
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { cx } from "@linaria/core";
import { useLocation } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { isKnownPagePath } from "../../../runtime/url/match-route";
import { Button } from "../../ui/Button";
import { comboboxKey, optionId } from "./combobox-keys";
import { buildSearchUrl, hasExternalSearch, searchParamName, SEARCH_PAGE_PATH } from "./search-url";
import type { SearchOption } from "./SearchSuggestions";
import type { SearchScope } from "./search-scope";
import { useSearchSettings } from "./use-search-settings";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import * as styles from "./SearchForm.styles";

// The suggestion list loads on the first keystroke or focus, out of the first load of every page.
const SearchSuggestions = lazy(() => import("./SearchSuggestions"));
/** Starts loading the suggestion list, as focusing a search field with suggestions does. */
export const preloadSearchSuggestions = () => import("./SearchSuggestions");
const loadSuggestions = () => void preloadSearchSuggestions();
// The scope drop-down, only where one is offered: out of the first load too.
const SearchScopeSelect = lazy(() => import("./SearchScopeSelect"));

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  placeholder?: string;
  /** Taller input, for banners (shell spec §9 large input 48). */
  isLarge?: boolean;
  className?: string;
  /** The text the box starts with, and shows again when it changes (the search page shows its query). */
  initialTerm?: string;
  /**
   * Takes over typing begun elsewhere (the title bar's stand-in box while this loaded): the box starts
   * with this text, focused with the caret at its end, and suggests for it as if it was typed here.
   */
  typedTerm?: string;
  /** Runs an on-site search in place of going to the search page's plain URL (the page keeps its filters). */
  onSearch?: (term: string) => void;
  /** The Clear button also runs the search, with no text (shell spec §2: where results are shown). */
  searchOnClear?: boolean;
  /** The scope drop-down's choices (shell spec §2); none, no drop-down. */
  scopes?: readonly SearchScope[];
  /** Told when a chosen suggestion leaves for its page or search (a title bar closes its field). */
  onChosen?: () => void;
}

/**
 * A search box with a clear and a submit button and an autocomplete list (shell spec §2 "Search bar",
 * WAI-ARIA combobox). It is a plain GET form to the search page, so it works before scripts load;
 * with scripts, an external search template opens its URL (in a new tab when configured, and without
 * suggestions), and a search page known to the client router opens without a reload.
 */
export function SearchForm({
  placeholder,
  isLarge = false,
  className,
  initialTerm = "",
  typedTerm,
  onSearch,
  searchOnClear = false,
  scopes = [],
  onChosen,
}: SearchFormProps) {
  const settings = useSearchSettings();
  const hasSuggestions = !hasExternalSearch(settings);
  const startsTyped = hasSuggestions && (typedTerm ?? "").trim() !== "";
  const [term, setTerm] = useState(typedTerm ?? initialTerm);
  const [shownInitialTerm, setShownInitialTerm] = useState(initialTerm);
  const [wantsList, setWantsList] = useState(startsTyped);
  const [isOpen, setIsOpen] = useState(startsTyped);
  const [scope, setScope] = useState<{ value: string; params: Record<string, string> } | null>(null);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [active, setActive] = useState(-1);
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const isExpanded = hasSuggestions && isOpen && options.length > 0;
  const takesOverTyping = typedTerm !== undefined;

  if (initialTerm !== shownInitialTerm) {
    // A new starting text (the search page's query after back or forward) replaces the box's.
    setShownInitialTerm(initialTerm);
    setTerm(initialTerm);
  }

  useLayoutEffect(() => {
    // Before the next key: focus and caret move in the same commit that shows the box.
    const input = inputRef.current;
    if (!takesOverTyping || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takesOverTyping]);

  function close() {
    setIsOpen(false);
    setActive(-1);
  }

  function runSearch(text: string, event?: FormEvent<HTMLFormElement>) {
    const target = buildSearchUrl(text, settings, scope?.params);
    close();
    if (target.isExternal) {
      event?.preventDefault();
      window.open(target.url, target.newTab ? "_blank" : "_self", target.newTab ? "noopener,noreferrer" : "");
    } else if (onSearch) {
      event?.preventDefault();
      onSearch(text);
    } else if (isKnownPagePath(SEARCH_PAGE_PATH)) {
      event?.preventDefault();
      navigate(target.url);
    } else if (!event) {
      window.location.assign(target.url);
    }
    // Otherwise the browser submits the form: a full load of the search page.
  }

  function choose(option: SearchOption) {
    if (option.kind === "term") {
      setTerm(option.term);
      runSearch(option.term);
    } else {
      close();
      const url = new URL(option.suggestion.url, window.location.href);
      if (url.origin === window.location.origin && isKnownPagePath(url.pathname)) {
        navigate(`${url.pathname}${url.search}${url.hash}`);
      } else {
        window.location.assign(url.href);
      }
    }
    onChosen?.();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!hasSuggestions) return;
    const action = comboboxKey(event.key, isExpanded, active, options.length);
    if (action.kind === "none") return;
    event.preventDefault();
    if (action.kind === "move") {
      setIsOpen(true);
      setActive(action.index);
    } else if (action.kind === "choose") {
      const option = options[action.index];
      if (option) choose(option);
    } else {
      // Escape closes the list only; a second Escape goes on to whatever holds the box.
      event.stopPropagation();
      close();
    }
  }

  function handleChange(value: string) {
    setTerm(value);
    setActive(-1);
    setIsOpen(value.trim() !== "");
    if (hasSuggestions) setWantsList(true);
  }

  function handleClear() {
    setTerm("");
    close();
    inputRef.current?.focus();
    if (searchOnClear) runSearch("");
  }

  const comboboxProps = hasSuggestions
    ? {
        role: "combobox",
        "aria-autocomplete": "list" as const,
        "aria-expanded": isExpanded,
        "aria-controls": isExpanded ? listId : undefined,
        "aria-activedescendant": isExpanded && active >= 0 ? optionId(listId, active) : undefined,
      }
    : {};

  return (
    <form
      role="search"
      action={SEARCH_PAGE_PATH}
      method="get"
      className={cx(styles.form, className)}
      onSubmit={(event) => runSearch(term, event)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          close();
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {t("Search")}
      </label>
      {scopes.length > 0 && (
        <Suspense fallback={null}>
          <SearchScopeSelect
            scopes={scopes}
            value={scope?.value ?? null}
            isLarge={isLarge}
            onChange={(value, params) => setScope({ value, params })}
          />
        </Suspense>
      )}
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name={searchParamName(settings)}
          value={term}
          placeholder={placeholder}
          autoComplete="off"
          className={cx(styles.input, isLarge && styles.large)}
          onChange={(event) => handleChange(event.target.value)}
          onFocus={hasSuggestions ? loadSuggestions : undefined}
          onKeyDown={handleKeyDown}
          {...comboboxProps}
        />
        {term !== "" && (
          <button type="button" className={styles.clear} aria-label={t("Clear")} onClick={handleClear}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {hasSuggestions && wantsList && (
          <Suspense fallback={null}>
            <SearchSuggestions
              term={term}
              listId={listId}
              isOpen={isOpen}
              options={options}
              activeIndex={active}
              onOptions={setOptions}
              onChoose={choose}
            />
          </Suspense>
        )}
      </div>
      <Button type="submit" buttonType="primary" className={cx(styles.submit, isLarge && styles.large)}>
        {t("Search")}
      </Button>
    </form>
  );
}
