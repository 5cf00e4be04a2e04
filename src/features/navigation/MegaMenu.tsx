import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { cx } from "@linaria/core";
import { openExclusively } from "../../ui/dropdown-registry";
import { megaMenuGroups, type MegaMenuGroup } from "./mega-menu-groups";
import { NavItemLink } from "./NavItemLink";
import { NavItemLabel } from "./NavItemLabel";
import type { NavEntry } from "./use-title-bar-navigation";
import * as styles from "./title-bar-nav.styles";

/** The mega-menu closes this long after the pointer or focus leaves it (shell spec §4, §9). */
export const MEGA_MENU_CLOSE_DELAY_MS = 250;

/** Props of {@link MegaMenu}. */
export interface MegaMenuProps {
  item: NavEntry;
}

/**
 * A main navigation item with children and its mega-menu (shell spec §2 "Title bar"): it opens on
 * hover, on a click, or with Enter, Space or ArrowDown; it closes 250 ms after the pointer or focus
 * leaves (§4), at once on Escape (focus back on the item), and when another menu opens.
 */
export function MegaMenu({ item }: MegaMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirstLink = useRef(false);
  // A mouse click lands right after the hover that opened the menu: it must not close it again.
  const isOpenedByHover = useRef(false);
  const panelID = useId();

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(
    (returnFocus: boolean) => {
      cancelClose();
      if (returnFocus) buttonRef.current?.focus();
      setIsOpen(false);
    },
    [cancelClose],
  );
  const open = useCallback(() => {
    cancelClose();
    setIsOpen(true);
  }, [cancelClose]);
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setIsOpen(false), MEGA_MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);
  useEffect(() => {
    if (!isOpen) return undefined;
    if (focusFirstLink.current) panelRef.current?.querySelector<HTMLElement>("a")?.focus();
    focusFirstLink.current = false;
    // Shell spec §4: opening one menu closes every other one.
    return openExclusively(() => close(false));
  }, [isOpen, close]);

  function handlePointerEnter(event: PointerEvent) {
    // A touch "hover" comes just before its click, which would close the menu again.
    if (event.pointerType !== "mouse") return;
    if (!isOpen) isOpenedByHover.current = true;
    open();
  }
  function handlePointerLeave(event: PointerEvent) {
    if (event.pointerType === "mouse" && isOpen) scheduleClose();
  }
  function handleClick() {
    if (isOpen && !isOpenedByHover.current) close(false);
    else open();
    isOpenedByHover.current = false;
  }
  function handleBlur(event: FocusEvent) {
    const next = event.relatedTarget;
    if (isOpen && !(next instanceof Node && rootRef.current?.contains(next))) scheduleClose();
  }
  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && isOpen) {
      event.stopPropagation();
      close(true);
    }
  }
  function handleButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    focusFirstLink.current = true;
    if (isOpen) panelRef.current?.querySelector<HTMLElement>("a")?.focus();
    else open();
  }

  const groups = megaMenuGroups(item);
  return (
    <div
      ref={rootRef}
      className={styles.megaMenuRoot}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onFocus={cancelClose}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.navLink, isOpen && styles.navLinkActive)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelID : undefined}
        onClick={handleClick}
        onKeyDown={handleButtonKeyDown}
      >
        <NavItemLabel item={item} />
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {isOpen && (
        <div ref={panelRef} id={panelID} className={styles.megaMenu}>
          <div className={styles.megaMenuInner}>
            {item.url && (
              <NavItemLink url={item.url} className={styles.megaMenuTitle} onNavigate={() => close(false)}>
                {item.name}
              </NavItemLink>
            )}
            <div className={styles.megaMenuGroups}>
              {groups.map((group) => (
                <MegaMenuColumn
                  key={group.key}
                  group={group}
                  label={item.name}
                  onNavigate={() => close(false)}
                />
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** One group of links; the extra group of leaf children has no heading and is named after the item. */
function MegaMenuColumn({
  group,
  label,
  onNavigate,
}: {
  group: MegaMenuGroup;
  label: string;
  onNavigate: () => void;
}) {
  const headingID = useId();
  const { heading } = group;
  return (
    <div
      role="group"
      className={styles.megaMenuGroup}
      aria-labelledby={heading ? headingID : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading && (
        <div id={headingID} className={styles.megaMenuHeading}>
          {heading.url ? (
            <NavItemLink url={heading.url} onNavigate={onNavigate}>
              {heading.name}
            </NavItemLink>
          ) : (
            heading.name
          )}
        </div>
      )}
      <ul className={styles.megaMenuLinks}>
        {group.links.map((link, index) => (
          <li key={link.id ?? index}>
            <NavItemLink url={link.url ?? "/"} className={styles.megaMenuLink} onNavigate={onNavigate}>
              <NavItemLabel item={link} />
            </NavItemLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
