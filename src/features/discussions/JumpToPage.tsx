import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import { useIsServerRender } from "../../ui/use-browser-value";
import { jumpPageDigits, jumpPageTarget } from "./pager-state";
import * as styles from "./discussion-list.styles";

/** Props of {@link JumpToPage}. */
export interface JumpToPageProps {
  page: number;
  pageCount: number;
  /** Goes to the page (a navigation, or a change in place). */
  onJump(page: number): void;
}

/**
 * The pager's jump-to-page mode (content spec §4, §5): a "Jump to page" button opens a page-number
 * box that keeps digits only; Go (or Enter) goes to the page, kept between 1 and the page count, an
 * empty box staying on the current page. Escape or Cancel closes it, focus back on the button.
 */
export function JumpToPage({ page, pageCount, onJump }: JumpToPageProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const formID = useId();
  const inputID = useId();
  const countID = useId();
  // Until the page is hydrated the button could not open anything: it waits disabled.
  const waitsForScript = useIsServerRender();

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  function close() {
    toggleRef.current?.focus();
    setIsOpen(false);
    setTyped("");
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = jumpPageTarget(typed, page, pageCount);
    close();
    if (target !== page) onJump(target);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Escape") return;
    // Stops here so an enclosing modal or menu stays open.
    event.stopPropagation();
    close();
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.pagerControl}
        disabled={waitsForScript}
        aria-expanded={isOpen}
        aria-controls={isOpen ? formID : undefined}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        {t("Jump to page")}
      </button>
      {isOpen ? (
        <form
          id={formID}
          className={styles.jumpForm}
          aria-label={t("Jump to page")}
          onSubmit={handleSubmit}
          onKeyDown={handleKeyDown}
        >
          <label htmlFor={inputID}>{t("Page number")}</label>
          <input
            ref={inputRef}
            id={inputID}
            className={styles.jumpInput}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            size={4}
            placeholder={String(page)}
            aria-describedby={countID}
            value={typed}
            onChange={(event) => setTyped(jumpPageDigits(event.target.value))}
          />
          <span id={countID}>{t("of {count}", { count: pageCount })}</span>
          <button type="submit" className={styles.pagerControl}>
            {t("Go")}
          </button>
          <button type="button" className={styles.pagerControl} onClick={close}>
            {t("Cancel")}
          </button>
        </form>
      ) : null}
    </>
  );
}
