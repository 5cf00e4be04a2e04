import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { cx } from "@linaria/core";
import { focusableIn } from "./focusable";
import { lockBodyScroll } from "./body-scroll-lock";
import { ModalContext, type ModalContextValue } from "./modal-context";
import * as styles from "./Modal.styles";

/** Modal sizes of shell spec §2 "Modals and overlays"; widths in §9. */
export type ModalSize =
  | "fullScreen"
  | "sidePanelRight"
  | "sidePanelRightLarge"
  | "sidePanelLeft"
  | "dropDown"
  | "xl"
  | "xxl"
  | "large"
  | "medium"
  | "small";

/** Where the scrim places each size: centred unless said here. */
const placements: Partial<Record<ModalSize, string>> = {
  fullScreen: styles.placeStart,
  sidePanelLeft: styles.placeStart,
  sidePanelRight: styles.placeEnd,
  sidePanelRightLarge: styles.placeEnd,
  dropDown: styles.placeTop,
};

/** A dialog needs a name: the id of its visible title, or a label when it has none. */
type ModalName = { titleID: string; label?: undefined } | { label: string; titleID?: undefined };

/** Props of {@link Modal}. */
export type ModalProps = ModalName & {
  size: ModalSize;
  /** Called on Escape, on a scrim click (unless `isNotDismissable`) and by the header's close button. */
  onClose: () => void;
  /** False renders nothing; the same as not rendering the modal. */
  isVisible?: boolean;
  /** A scrim click does not close the modal (Escape still does, so a keyboard user is never stuck). */
  isNotDismissable?: boolean;
  /** Takes focus on open instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/** A modal's place in the React tree: a modal rendered inside another has it as parent. */
interface StackEntry {
  parent: StackEntry | null;
}
const ParentModal = createContext<StackEntry | null>(null);

/** Open modals, the top one last: only the top modal takes focus, traps it and answers keys. */
const openModals: { entry: StackEntry; dialog: HTMLElement }[] = [];

function isInside(entry: StackEntry, ancestor: StackEntry): boolean {
  for (let parent = entry.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

function isTopModal(dialog: HTMLElement): boolean {
  return openModals.at(-1)?.dialog === dialog;
}

/**
 * A modal dialog in a portal on document.body (shell spec §2, §9 z-index 1051). While open it holds focus
 * (Tab and Shift+Tab cycle inside), locks the page scroll, closes on Escape, and gives focus back on close.
 */
export function Modal({ isVisible = true, ...props }: ModalProps) {
  return isVisible ? <OpenModal {...props} /> : null;
}

function OpenModal({
  size,
  onClose,
  titleID,
  label,
  isNotDismissable = false,
  initialFocusRef,
  className,
  children,
}: Omit<ModalProps, "isVisible">) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const isScrimPressRef = useRef(false);
  const parent = useContext(ParentModal);
  const [entry] = useState<StackEntry>(() => ({ parent }));
  const context = useMemo<ModalContextValue>(() => ({ titleID, onClose }), [titleID, onClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const record = { entry, dialog };
    // Child effects run first: a modal opened together with one nested in it goes below its child.
    const childIndex = openModals.findIndex((open) => isInside(open.entry, entry));
    if (childIndex === -1) openModals.push(record);
    else openModals.splice(childIndex, 0, record);
    const isTop = isTopModal(dialog);
    const active = document.activeElement;
    const opener = isTop && active instanceof HTMLElement ? active : null;
    const unlockScroll = lockBodyScroll();
    if (isTop) (initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

    // Focus that lands outside the top modal (a click on the page behind, a script) is brought back in.
    function handleFocusIn(event: FocusEvent) {
      if (!dialog || !isTopModal(dialog)) return;
      if (event.target instanceof Node && dialog.contains(event.target)) return;
      (focusableIn(dialog)[0] ?? dialog).focus();
    }
    document.addEventListener("focusin", handleFocusIn);
    return () => {
      document.removeEventListener("focusin", handleFocusIn);
      openModals.splice(openModals.indexOf(record), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [entry, initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog || !isTopModal(dialog)) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else if (event.key === "Tab") {
      trapTab(event, dialog);
    }
  }

  function handleScrimMouseDown(event: MouseEvent<HTMLDivElement>) {
    // A press that starts inside the dialog and ends on the scrim (selecting text) must not close it.
    isScrimPressRef.current = event.target === event.currentTarget;
    // Keeps focus inside the dialog: a press on the scrim would otherwise move it to the page body.
    if (isScrimPressRef.current) event.preventDefault();
  }

  function handleScrimClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || !isScrimPressRef.current) return;
    isScrimPressRef.current = false;
    if (!isNotDismissable) onClose();
  }

  return createPortal(
    <div
      className={cx(styles.scrim, placements[size])}
      onMouseDown={handleScrimMouseDown}
      onClick={handleScrimClick}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleID}
        aria-label={titleID ? undefined : label}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={handleKeyDown}
      >
        <ParentModal.Provider value={entry}>
          <ModalContext.Provider value={context}>{children}</ModalContext.Provider>
        </ParentModal.Provider>
      </div>
    </div>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab cycling through the dialog's focusable elements. */
function trapTab(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement): void {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
