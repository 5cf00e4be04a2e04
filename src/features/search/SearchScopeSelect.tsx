import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import * as styles from "./SearchForm.styles";

/**
 * One choice of the search box's scope drop-down (shell spec §2 "Search bar"), its label already in
 * the member's language: the value `""` searches everywhere, `category:<id>` one category with its
 * children (see `buildSearchUrl`).
 */
export interface SearchScope {
  value: string;
  label: string;
}

/** Props of {@link SearchScopeSelect}. */
export interface SearchScopeSelectProps {
  scopes: readonly SearchScope[];
  /** The chosen scope's value; null while the member has chosen none (a search everywhere). */
  value: string | null;
  onChange: (value: string) => void;
  isLarge?: boolean;
}

/**
 * The scope drop-down. Until the member picks, it shows the spec's placeholder "Search" and searches
 * everywhere, the default a member expects from a search box; the placeholder is a hidden option, so
 * the open list holds only real choices (e.g. "Everywhere" and the current category), and a choice
 * made shows its own label.
 */
export function SearchScopeSelect({ scopes, value, onChange, isLarge = false }: SearchScopeSelectProps) {
  const index = value === null ? -1 : scopes.findIndex((scope) => scope.value === value);
  return (
    <select
      aria-label={t("Search scope")}
      className={cx(styles.scope, isLarge && styles.large)}
      value={index < 0 ? "" : String(index)}
      onChange={(event) => {
        const scope = scopes[Number(event.target.value)];
        if (scope) onChange(scope.value);
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
