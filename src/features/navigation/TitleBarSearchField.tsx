import { useEffect, useRef, type FocusEvent, type FormEvent, type KeyboardEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import { SearchForm } from "../search";
import { Button } from "../../ui/Button";
import * as styles from "./title-bar.styles";

/** Props of {@link TitleBarSearchField}. */
export interface TitleBarSearchFieldProps {
  /** Closes the field; `returnFocus` puts focus back on the Search button. */
  onClose: (returnFocus: boolean) => void;
  /** What was typed before the field's code arrived: the box goes on from it. */
  typedTerm?: string;
}

/**
 * The open title bar search (shell spec §4 "Search box"): a search field with Cancel, focused and
 * going on from what the bar's stand-in box received while this loaded. It closes on Cancel, an
 * outside click, Escape or focus leaving it. Showing suggestions keep it open:
 * choosing one keeps focus in the box, and the first Escape closes only the list. Searching follows
 * the search page URL rule of src/features/search.
 */
export function TitleBarSearchField({ onClose, typedTerm = "" }: TitleBarSearchFieldProps) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function handlePointerDown(event: PointerEvent) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      onClose(false);
    }
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [onClose]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    // Null means a click on plain page: the outside-click check decides.
    if (next instanceof Node && !rootRef.current?.contains(next)) onClose(false);
  }
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose(true);
  }
  function handleSubmit(event: FormEvent<HTMLDivElement>) {
    // Searches the app handles itself (in-app or external) are done: close. A full page load is left
    // alone, since removing the form now would cancel its submission.
    if (event.defaultPrevented) onClose(false);
  }

  return (
    <div
      ref={rootRef}
      className={styles.search}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
      onSubmit={handleSubmit}
    >
      <SearchForm
        className={styles.searchForm}
        placeholder={t("Search")}
        typedTerm={typedTerm}
        onChosen={() => onClose(false)}
      />
      <Button buttonType="text" className={styles.cancel} onClick={() => onClose(true)}>
        {t("Cancel")}
      </Button>
    </div>
  );
}
