import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "wouter";
import useSWR from "swr";
import { t } from "../../../runtime/i18n/t";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { Button } from "../../ui/Button";
import { useUser } from "../users";
import {
  CATEGORY_CHOICES_KEY,
  categoryChoiceLabel,
  commaList,
  DOMAIN_LABELS,
  resolveAuthors,
  suggestAuthors,
  type AuthorChoice,
  SORT_OPTIONS,
  unknownAuthorsText,
  type CategoryChoice,
} from "./search-filters";
import { comboboxKey, optionId } from "./combobox-keys";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "./suggestions";
import { DOMAIN_FILTERS, SEARCH_DOMAINS, type SearchState } from "./search-params";
import * as styles from "./search-page.styles";

/** Props of {@link SearchDomainTabs}. */
export interface SearchDomainTabsProps {
  state: SearchState;
  urlOf: (state: SearchState) => string;
}

/** Links to each domain of the same search; the current one marked (content spec §2). */
export function SearchDomainTabs({ state, urlOf }: SearchDomainTabsProps) {
  return (
    <nav aria-label={t("Search Domain")}>
      <ul className={styles.tabs}>
        {SEARCH_DOMAINS.map((domain) => (
          <li key={domain}>
            <Link
              href={urlOf({ ...state, domain, page: 1 })}
              aria-current={domain === state.domain ? "page" : undefined}
            >
              {t(DOMAIN_LABELS[domain])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AuthorChip({ userID, known, onRemove }: { userID: number; known?: string; onRemove: () => void }) {
  const name = useUser(userID).data?.name ?? known ?? `#${userID}`;
  return (
    <li className={styles.chip}>
      {name}
      <button type="button" aria-label={t("Remove {name}", { name })} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps {
  state: SearchState;
  /** Runs the search with the chosen filters (page 1). */
  onApply: (next: SearchState) => void;
}

/**
 * The filters of the current domain (content spec §2): category with its children, authors, tags and
 * a date range, and for every domain the order and whether all or any of the words must match.
 */
export function SearchFilters({ state, onApply }: SearchFiltersProps) {
  const id = useId();
  const filters = DOMAIN_FILTERS[state.domain];
  const [draft, setDraft] = useState(state);
  const [tags, setTags] = useState(state.tags.join(", "));
  const [authors, setAuthors] = useState("");
  const [error, setError] = useState("");
  // The suggestions with the text they answer: only the current text's are shown.
  const [authorAnswer, setAuthorAnswer] = useState<{ typed: string; options: AuthorChoice[] }>({
    typed: "",
    options: [],
  });
  const authorOptions =
    authorAnswer.typed !== "" && authorAnswer.typed === authors.trim() ? authorAnswer.options : [];
  const setAuthorOptions = (options: AuthorChoice[]) => setAuthorAnswer({ typed: authors.trim(), options });
  const [activeAuthor, setActiveAuthor] = useState(-1);
  const [knownNames, setKnownNames] = useState<Record<number, string>>({});
  const authorListId = `${id}-author-suggestions`;
  const authorsOpen = authorOptions.length > 0;

  // Members whose name starts with the typed text, as it is typed; a newer text aborts the older ask,
  // so an older answer never replaces the newer one.
  useEffect(() => {
    const typed = authors.trim();
    if (typed === "" || typed.includes(",")) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestAuthors(typed, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setAuthorAnswer({ typed, options: found });
        })
        .catch(() => {
          if (!controller.signal.aborted) setAuthorAnswer({ typed, options: [] });
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [authors]);

  function chooseAuthor(choice: AuthorChoice) {
    setKnownNames((names) => ({ ...names, [choice.userID]: choice.name }));
    setDraft((current) => ({
      ...current,
      insertUserIDs: [...new Set([...current.insertUserIDs, choice.userID])],
    }));
    setAuthors("");
    setAuthorOptions([]);
    setActiveAuthor(-1);
  }

  function handleAuthorKey(event: KeyboardEvent<HTMLInputElement>) {
    const action = comboboxKey(event.key, authorsOpen, activeAuthor, authorOptions.length);
    if (action.kind === "none") return;
    event.preventDefault();
    if (action.kind === "move") setActiveAuthor(action.index);
    else if (action.kind === "choose") {
      const choice = authorOptions[action.index];
      if (choice) chooseAuthor(choice);
    } else {
      event.stopPropagation();
      setAuthorOptions([]);
      setActiveAuthor(-1);
    }
  }
  const categories = useSWR<CategoryChoice[]>(
    filters.includes("category") ? CATEGORY_CHOICES_KEY : null,
    apiFetcher,
  );
  const set = (patch: Partial<SearchState>) => setDraft((current) => ({ ...current, ...patch }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError("");
    const resolved = await resolveAuthors(commaList(authors)).catch(() => ({ ids: [], unknown: [] }));
    if (resolved.unknown.length > 0) {
      setError(unknownAuthorsText(resolved.unknown));
      return;
    }
    const insertUserIDs = [...new Set([...draft.insertUserIDs, ...resolved.ids])];
    setAuthors("");
    onApply({ ...draft, tags: commaList(tags), insertUserIDs, page: 1 });
  }

  return (
    <form className={styles.filters} onSubmit={handleSubmit} aria-label={t("Filter Results")}>
      {filters.includes("category") && (
        <div className={styles.filterField}>
          <label htmlFor={`${id}-category`}>{t("Category")}</label>
          <select
            id={`${id}-category`}
            value={draft.categoryID ?? ""}
            onChange={(event) => set({ categoryID: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t("All Categories")}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.categoryID} value={category.categoryID} dir="auto">
                {categoryChoiceLabel(category)}
              </option>
            ))}
          </select>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.includeChildCategories}
              onChange={(event) => set({ includeChildCategories: event.target.checked })}
            />
            {t("Search subcategories")}
          </label>
        </div>
      )}
      {filters.includes("author") && (
        <div className={styles.filterField}>
          <label htmlFor={`${id}-author`}>{t("Author")}</label>
          {draft.insertUserIDs.length > 0 && (
            <ul className={styles.chips}>
              {draft.insertUserIDs.map((userID) => (
                <AuthorChip
                  key={userID}
                  userID={userID}
                  known={knownNames[userID]}
                  onRemove={() =>
                    set({ insertUserIDs: draft.insertUserIDs.filter((other) => other !== userID) })
                  }
                />
              ))}
            </ul>
          )}
          <div className={styles.comboField}>
            <input
              id={`${id}-author`}
              value={authors}
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={authorsOpen}
              aria-controls={authorsOpen ? authorListId : undefined}
              aria-activedescendant={
                authorsOpen && activeAuthor >= 0 ? optionId(authorListId, activeAuthor) : undefined
              }
              aria-invalid={error !== "" || undefined}
              aria-describedby={error ? `${id}-author-error` : undefined}
              onChange={(event) => {
                setAuthors(event.target.value);
                setActiveAuthor(-1);
              }}
              onKeyDown={handleAuthorKey}
              onBlur={() => setAuthorOptions([])}
            />
            {authorsOpen && (
              <ul
                id={authorListId}
                role="listbox"
                aria-label={t("Author suggestions")}
                className={styles.listbox}
              >
                {authorOptions.map((choice, index) => (
                  <li
                    key={choice.userID}
                    id={optionId(authorListId, index)}
                    role="option"
                    aria-selected={index === activeAuthor}
                    onMouseDown={(event) => {
                      event.preventDefault();
                      chooseAuthor(choice);
                    }}
                  >
                    <bdi>{choice.name}</bdi>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {error && (
            <div id={`${id}-author-error`} role="alert" className={styles.error}>
              {error}
            </div>
          )}
        </div>
      )}
      {filters.includes("tags") && (
        <div className={styles.filterField}>
          <label htmlFor={`${id}-tags`}>{t("Tags")}</label>
          <input id={`${id}-tags`} value={tags} onChange={(event) => setTags(event.target.value)} />
        </div>
      )}
      {filters.includes("date") && (
        <fieldset className={styles.filterField}>
          <legend>{t("Date")}</legend>
          <label>
            {t("From")}{" "}
            <input
              type="date"
              value={draft.startDate}
              onChange={(event) => set({ startDate: event.target.value })}
            />
          </label>
          <label>
            {t("To")}{" "}
            <input
              type="date"
              value={draft.endDate}
              onChange={(event) => set({ endDate: event.target.value })}
            />
          </label>
        </fieldset>
      )}
      <div className={styles.filterField}>
        <label htmlFor={`${id}-sort`}>{t("Sort by")}</label>
        <select
          id={`${id}-sort`}
          value={draft.sort}
          onChange={(event) =>
            set({ sort: SORT_OPTIONS.find((o) => o.value === event.target.value)?.value ?? "relevance" })
          }
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.filterField}>
        <legend>{t("Match")}</legend>
        <label className={styles.check}>
          <input
            type="radio"
            name={`${id}-operator`}
            checked={draft.queryOperator === "and"}
            onChange={() => set({ queryOperator: "and" })}
          />
          {t("All words")}
        </label>
        <label className={styles.check}>
          <input
            type="radio"
            name={`${id}-operator`}
            checked={draft.queryOperator === "or"}
            onChange={() => set({ queryOperator: "or" })}
          />
          {t("Any word")}
        </label>
      </fieldset>
      <Button type="submit" buttonType="primary">
        {t("Filter")}
      </Button>
    </form>
  );
}
