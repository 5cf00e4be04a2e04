import { useId, useState, type KeyboardEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import type { LoadStatus } from "../../../runtime/data/load-status";
import { cx } from "@linaria/core";
import * as popupStyles from "../../ui/popup-list.styles";
import * as styles from "./post-form.styles";

/** Props of {@link Combobox}. */
export interface ComboboxProps<T> {
  label: string;
  inputValue: string;
  onInputChange(value: string): void;
  options: readonly T[];
  optionKey(option: T): string | number;
  optionLabel(option: T): string;
  onSelect(option: T): void;
  /** How the search behind the options went. */
  status: LoadStatus;
  errors?: string[];
  required?: boolean;
  disabled?: boolean;
  /** The list opens before anything is typed (a short set, such as the postable categories). */
  listsWhenEmpty?: boolean;
  /** Called whenever the list is asked to open (a click, ArrowDown or typing). */
  onOpen?(): void;
}

/**
 * A text input with a list of suggestions (the WAI-ARIA combobox pattern): ArrowDown / ArrowUp move
 * through the options, Enter picks one, Escape closes the list; the active option is announced
 * through aria-activedescendant so focus stays in the input.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const id = useId();
  const listID = `${id}-list`;
  const errorID = `${id}-error`;
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { options, errors = [] } = props;
  const hasQuery = props.inputValue.trim() !== "" || props.listsWhenEmpty === true;
  const isExpanded = isOpen && hasQuery && props.status !== "pending";

  function open() {
    setOpen(true);
    props.onOpen?.();
  }
  const activeOption = isExpanded && active >= 0 ? options[active] : undefined;

  function pick(option: T) {
    props.onSelect(option);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && activeOption !== undefined) {
      event.preventDefault();
      pick(activeOption);
    } else if (event.key === "Escape" && isExpanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className={styles.input}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listID}
        aria-activedescendant={activeOption !== undefined ? `${id}-${active}` : undefined}
        aria-required={props.required || undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? errorID : undefined}
        disabled={props.disabled}
        value={props.inputValue}
        onChange={(event) => {
          props.onInputChange(event.target.value);
          open();
          setActive(-1);
        }}
        onClick={open}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listID}
        role="listbox"
        aria-label={props.label}
        className={cx(popupStyles.popupList, styles.listbox)}
        hidden={!isExpanded}
      >
        {options.map((option, index) => (
          <li
            key={props.optionKey(option)}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Picking on mousedown keeps the input's blur from closing the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {props.optionLabel(option)}
          </li>
        ))}
        {isExpanded && options.length === 0 && (
          <li role="presentation" className={styles.status}>
            {props.status === "loading"
              ? t("Loading…")
              : props.status === "error"
                ? t("Search failed.")
                : t("No results")}
          </li>
        )}
      </ul>
      {errors.length > 0 && (
        <div id={errorID} className={styles.fieldError}>
          {errors.join(" ")}
        </div>
      )}
    </div>
  );
}
