import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { theme } from "../../../runtime/theme/variables";
import { openExclusively } from "../../ui/dropdown-registry";
import { focusableIn } from "../../ui/focusable";
import * as styles from "./UserCard.styles";

/** Props of {@link UserCardPopup}. */
export interface UserCardPopupProps {
  isOpen: boolean;
  panelID: string;
  /** The id of the heading that names the popup. */
  headingID: string;
  /** The trigger the popup hangs under and gives focus back to. */
  anchorRef: RefObject<HTMLElement | null>;
  /** `returnFocus` puts focus back on the trigger. */
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}

const GAP = 4;
const VIEWPORT_MARGIN = 8;

/**
 * The desktop user card (shell spec §2): a non-modal dialog under its trigger that behaves like a
 * drop-down (§4): it closes on Escape, an outside click or focus leaving it, opening it closes any open
 * drop-down, and focus moves in on open and back to the trigger on close. It lives in a portal on the
 * body, so a trigger inside a paragraph or a clipped list item can still show it whole.
 */
export function UserCardPopup({
  isOpen,
  panelID,
  headingID,
  anchorRef,
  onClose,
  children,
}: UserCardPopupProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    if (!isOpen || !anchor) return;
    const rect = anchor.getBoundingClientRect();
    const width = Math.min(theme.overlay.dropDownWidths.medium, window.innerWidth - 2 * VIEWPORT_MARGIN);
    const maxLeft = window.scrollX + window.innerWidth - width - VIEWPORT_MARGIN;
    setPosition({
      top: rect.bottom + window.scrollY + GAP,
      left: Math.max(VIEWPORT_MARGIN, Math.min(rect.left + window.scrollX, maxLeft)),
    });
  }, [isOpen, anchorRef]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();
    const release = openExclusively(() => onClose(false));
    const isInside = (node: unknown) =>
      node instanceof Node && Boolean(panelRef.current?.contains(node) || anchorRef.current?.contains(node));

    function handleDocumentClick(event: MouseEvent) {
      if (isInside(event.target)) return;
      const active = document.activeElement;
      onClose(!active || active === document.body || isInside(active));
    }
    function handleFocusIn(event: FocusEvent) {
      if (!isInside(event.target)) onClose(false);
    }
    // Escape also works while focus is still on the trigger.
    function handleKeyDownOutside(event: globalThis.KeyboardEvent) {
      if (event.key === "Escape" && isInside(event.target)) onClose(true);
    }
    document.addEventListener("click", handleDocumentClick);
    document.addEventListener("focusin", handleFocusIn);
    document.addEventListener("keydown", handleKeyDownOutside);
    return () => {
      release();
      document.removeEventListener("click", handleDocumentClick);
      document.removeEventListener("focusin", handleFocusIn);
      document.removeEventListener("keydown", handleKeyDownOutside);
    };
  }, [isOpen, onClose, anchorRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const panel = panelRef.current;
    if (!panel) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose(true);
    } else if (event.key === "Tab") {
      // The panel sits at the end of the body: leaving it by Tab returns to the trigger, where the
      // page's own order continues.
      const focusable = focusableIn(panel);
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (edge === undefined || document.activeElement === edge || document.activeElement === panel) {
        event.preventDefault();
        onClose(true);
      }
    }
  }

  if (!isOpen) return null;
  return createPortal(
    <div
      ref={panelRef}
      id={panelID}
      role="dialog"
      aria-labelledby={headingID}
      tabIndex={-1}
      className={styles.popup}
      style={position ?? undefined}
      onKeyDown={handleKeyDown}
    >
      {children}
    </div>,
    document.body,
  );
}
