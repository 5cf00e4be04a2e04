import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import { Modal } from "../../ui/Modal";
import { ModalHeader } from "../../ui/ModalHeader";
import * as styles from "./LayoutEditor.styles";

/** One choice of the picker: a catalog entry's hydrate key and name. */
export interface CatalogChoice {
  hydrate: string;
  name: string;
}

/** Props of {@link CatalogPicker}. */
export interface CatalogPickerProps {
  title: string;
  choices: readonly CatalogChoice[];
  onPick: (hydrate: string) => void;
  onClose: () => void;
}

/**
 * A dialog listing catalog entries to add, with a search field: typing filters the list, the arrow
 * keys go from the field into the list and along it, Enter adds the focused entry.
 */
export function CatalogPicker({ title, choices, onPick, onClose }: CatalogPickerProps) {
  const titleID = useId();
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return choices.filter(
      (choice) => !q || choice.name.toLowerCase().includes(q) || choice.hydrate.includes(q),
    );
  }, [choices, query]);

  const buttons = () => [...(list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "ArrowUp" && at <= 0) {
      search.current?.focus();
      return;
    }
    all[Math.min(all.length - 1, at + (event.key === "ArrowDown" ? 1 : -1))]?.focus();
  };

  return (
    <Modal size="medium" titleID={titleID} onClose={onClose} initialFocusRef={search}>
      <ModalHeader title={title} />
      <div className={styles.picker} onKeyDown={onListKey}>
        <label className={styles.field}>
          <span>{t("Search")}</span>
          <input
            ref={search}
            type="search"
            value={query}
            className={styles.input}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && shown[0]) {
                event.preventDefault();
                onPick(shown[0].hydrate);
              }
            }}
          />
        </label>
        {shown.length === 0 ? (
          <p>{t("Nothing matches your search.")}</p>
        ) : (
          <ul ref={list} className={styles.pickerList} aria-label={title}>
            {shown.map((choice) => (
              <li key={choice.hydrate}>
                <button type="button" className={styles.pickerChoice} onClick={() => onPick(choice.hydrate)}>
                  {t(choice.name)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
