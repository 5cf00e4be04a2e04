import { useId, useRef, useState, type FormEvent } from "react";
import { cx } from "@linaria/core";
import { useLocation } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { isKnownPagePath } from "../../../runtime/url/match-route";
import { Button } from "../../ui/Button";
import { buildSearchUrl, hasExternalSearch, searchParamName, SEARCH_PAGE_PATH } from "./search-url";
import { useSearchSettings } from "./use-search-settings";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import * as styles from "./SearchForm.styles";

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  placeholder?: string;
  /** Taller input, for banners (shell spec §9 large input 48). */
  isLarge?: boolean;
  className?: string;
}

/**
 * A search box with a clear and a submit button (shell spec §2 "Search bar"). It is a plain GET form
 * to the search page, so it works before scripts load; with scripts, an external search template
 * opens its URL (in a new tab when configured) and a search page known to the client router opens
 * without a reload.
 */
export function SearchForm({ placeholder, isLarge = false, className }: SearchFormProps) {
  const settings = useSearchSettings();
  const [term, setTerm] = useState("");
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const target = buildSearchUrl(term, settings);
    if (target.isExternal) {
      event.preventDefault();
      window.open(target.url, target.newTab ? "_blank" : "_self", target.newTab ? "noopener,noreferrer" : "");
    } else if (isKnownPagePath(SEARCH_PAGE_PATH)) {
      event.preventDefault();
      navigate(target.url);
    }
    // Otherwise the browser submits the form: a full load of the search page.
  }

  function handleClear() {
    setTerm("");
    inputRef.current?.focus();
  }

  return (
    <form
      role="search"
      action={SEARCH_PAGE_PATH}
      method="get"
      className={cx(styles.form, className)}
      onSubmit={handleSubmit}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {t("Search")}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name={searchParamName(settings)}
          value={term}
          placeholder={placeholder}
          autoComplete={hasExternalSearch(settings) ? "off" : undefined}
          className={cx(styles.input, isLarge && styles.large)}
          onChange={(event) => setTerm(event.target.value)}
        />
        {term !== "" && (
          <button type="button" className={styles.clear} aria-label={t("Clear")} onClick={handleClear}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <Button type="submit" buttonType="primary" className={cx(styles.submit, isLarge && styles.large)}>
        {t("Search")}
      </Button>
    </form>
  );
}
