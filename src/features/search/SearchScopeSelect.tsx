import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import { scopeSearchParams, type SearchScope } from "./search-scope";
import { large } from "./SearchForm.styles";
import * as styles from "./search-scope.styles";

/** Props of {@link SearchScopeSelect}. */
export interface SearchScopeSelectProps {
  scopes: readonly SearchScope[];
  /** The chosen scope's value; null while the member has chosen none (a search everywhere). */
  value: string | null;
  /** Told the chosen scope's value and the search page parameters it adds. */
  onChange: (value: string, params: Record<string, string>) => void;
  isLarge?: boolean;
}

/**
 * The scope drop-down, loaded only where one is offered. Until the member picks, it shows the spec's placeholder "Search" and searches
 * everywhere, the default a member expects from a search box; the placeholder is a hidden option, so
 * the open list holds only real choices (e.g. "Everywhere" and the current category), and a choice
 * made shows its own label.
 */
export default function SearchScopeSelect({
  scopes,
  value,
  onChange,
  isLarge = false,
}: SearchScopeSelectProps) {
  const index = value === null ? -1 : scopes.findIndex((scope) => scope.value === value);
  return (
    <select
      aria-label={t("Search scope")}
      className={cx(styles.scope, isLarge && large)}
      value={index < 0 ? "" : String(index)}
      onChange={(event) => {
        const scope = scopes[Number(event.target.value)];
        if (scope) onChange(scope.value, scopeSearchParams(scope.value));
      }}
    >
      <option value="" disabled hidden>
        {t("Search")}
      </option>
      {scopes.map((scope, i) => (
        <option key={`${i}:${scope.value}`} value={String(i)}>
          {scope.label}
        </option>
      ))}
    </select>
  );
}
