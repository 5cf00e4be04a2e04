import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cx } from "@linaria/core";
import { Button, type ButtonType } from "./Button";
import { focusableIn } from "./focusable";
import { openExclusively } from "./dropdown-registry";
import { DropDownContext, type DropDownContextValue } from "./dropdown-context";
import * as styles from "./DropDown.styles";

/** Flyout widths of shell spec §9: default 250, medium 300, account (and notifications) at least 350. */
export type DropDownWidth = "default" | "medium" | "account";

/** Props of {@link DropDown}. */
export interface DropDownProps {
  /** What the toggle button shows: text, or an icon with `buttonLabel`. */
  buttonContents: ReactNode;
  /** The toggle's accessible name when its contents are not text. */
  buttonLabel?: string;
  buttonType?: ButtonType;
  buttonClassName?: string;
  width?: DropDownWidth;
  /** The edge of the toggle the flyout lines up with. */
  align?: "start" | "end";
  className?: string;
  /** DropDownItem elements. */
  children: ReactNode;
}

const ITEM_SELECTOR = '[role="menuitem"]:not(:disabled), [role="menuitemcheckbox"]:not(:disabled)';

/**
 * A toggle button and its flyout menu (shell spec §4 "Drop-down or flyout"): opens on click, closes on Escape,
 * an outside click or focus leaving it; one open at a time; focus goes to the first item on open and back
 * to the button on close. Arrow keys, Home and End move between items.
 */
export function DropDown({
  buttonContents,
  buttonLabel,
  buttonType = "standard",
  buttonClassName,
  width = "default",
  align = "start",
  className,
  children,
}: DropDownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const flyoutRef = useRef<HTMLDivElement>(null);
  const buttonID = useId();
  const flyoutID = useId();

  const close = useCallback((returnFocus: boolean) => {
    // Focus moves before the flyout unmounts, so the focus-leaving check sees it stay inside.
    if (returnFocus) buttonRef.current?.focus();
    setIsOpen(false);
  }, []);
  const context = useMemo<DropDownContextValue>(() => ({ close }), [close]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const flyout = flyoutRef.current;
    if (flyout) (flyout.querySelector<HTMLElement>(ITEM_SELECTOR) ?? focusableIn(flyout)[0])?.focus();
    const release = openExclusively(() => setIsOpen(false));

    function handleDocumentClick(event: MouseEvent) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      // A click on something focusable keeps its focus; a click on plain page gives focus back to the button.
      const active = document.activeElement;
      close(!active || active === document.body || Boolean(flyoutRef.current?.contains(active)));
    }
    document.addEventListener("click", handleDocumentClick);
    return () => {
      release();
      document.removeEventListener("click", handleDocumentClick);
    };
  }, [isOpen, close]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (isOpen && event.key === "Escape") {
      // Stops here so an enclosing modal stays open.
      event.stopPropagation();
      close(true);
    } else if (!isOpen && event.target === buttonRef.current && event.key === "ArrowDown") {
      event.preventDefault();
      setIsOpen(true);
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    // Null means focus went nowhere in particular (a click on plain page): the outside-click check decides.
    if (!isOpen || !(next instanceof Node) || rootRef.current?.contains(next)) return;
    close(false);
  }

  function handleFlyoutKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(flyoutRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: current <= 0 ? items.length - 1 : current - 1,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  }

  return (
    <div ref={rootRef} className={cx(styles.root, className)} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <Button
        ref={buttonRef}
        id={buttonID}
        buttonType={buttonType}
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? flyoutID : undefined}
        onClick={() => setIsOpen(!isOpen)}
      >
        {buttonContents}
      </Button>
      {isOpen && (
        <div
          ref={flyoutRef}
          id={flyoutID}
          role="menu"
          aria-labelledby={buttonID}
          className={cx(
            styles.flyout,
            align === "end" && styles.alignEnd,
            width === "medium" && styles.medium,
            width === "account" && styles.account,
          )}
          onKeyDown={handleFlyoutKeyDown}
        >
          <DropDownContext.Provider value={context}>{children}</DropDownContext.Provider>
        </div>
      )}
    </div>
  );
}
