import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import { IconLabel, useIconLabels } from "../../ui/IconLabel";
import * as styles from "./title-bar.styles";

// The field loads when first wanted, so the search feature stays out of the title bar's first load:
// on pointing at or focusing the button already, so it is usually there by the click. When it is not
// (a tap, a slow line), a plain box stands in until it comes, so no key typed after the click is lost.
const loadField = () => import("./TitleBarSearchField");
const TitleBarSearchField = lazy(() =>
  loadField().then((module) => ({ default: module.TitleBarSearchField })),
);
const preloadField = () => void loadField();
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

/** Props of {@link TitleBarSearch}. */
export interface TitleBarSearchProps {
  /** Told when the field opens or closes, so the bar can give it the navigation's room. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The title bar's search (shell spec §2 "Title bar", §4 "Search box"): closed, a button labelled
 * Search; open, an inline search field with Cancel (see TitleBarSearchField for when it closes).
 */
export function TitleBarSearch({ onOpenChange }: TitleBarSearchProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const isLabelled = useIconLabels();
  // What was typed into the stand-in box, handed to the field when it arrives.
  const [draft, setDraft] = useState("");

  function change(next: boolean, shouldReturnFocus = false) {
    returnFocus.current = shouldReturnFocus;
    if (next) setDraft("");
    setIsOpen(next);
    onOpenChange?.(next);
  }

  useEffect(() => {
    // The button is back in the page once the field closed: focus it if the close asked for that.
    if (!isOpen && returnFocus.current) buttonRef.current?.focus();
    returnFocus.current = false;
  }, [isOpen]);

  if (isOpen) {
    const close = (shouldReturnFocus: boolean) => change(false, shouldReturnFocus);
    // The stand-in: focused, labelled and styled like the field's box; Escape closes as in the field.
    const standIn = (
      <div className={styles.search}>
        <input
          ref={focusOnMount}
          type="search"
          aria-label={t("Search")}
          placeholder={t("Search")}
          autoComplete="off"
          value={draft}
          className={styles.searchStandIn}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.stopPropagation();
            close(true);
          }}
        />
      </div>
    );
    return (
      <Suspense fallback={standIn}>
        <TitleBarSearchField typedTerm={draft} onClose={close} />
      </Suspense>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className={cx(styles.iconButton, isLabelled && styles.iconButtonLabelled)}
      aria-label={t("Search")}
      onClick={() => change(true)}
      onPointerEnter={preloadField}
      onFocus={preloadField}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15 15 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <IconLabel>{t("Search")}</IconLabel>
    </button>
  );
}
