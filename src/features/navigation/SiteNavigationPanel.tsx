import { useEffect, useId, useRef, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ModalHeader } from "../../ui/ModalHeader";
import { NavItemLabel } from "./NavItemLabel";
import { NavItemLink } from "./NavItemLink";
import type { NavEntry } from "./use-title-bar-navigation";
import * as styles from "./compact-nav.styles";

/** Props of {@link SiteNavigationPanel}. */
export interface SiteNavigationPanelProps {
  items: NavEntry[];
  onClose: () => void;
}

/**
 * The "Site Navigation" side panel from the left (shell spec §2 "Title bar"): items with children
 * open their own list with a Back button, as deep as the navigation goes. Following a link closes it.
 */
export function SiteNavigationPanel({ items, onClose }: SiteNavigationPanelProps) {
  const titleID = useId();
  return (
    <Modal size="sidePanelLeft" titleID={titleID} onClose={onClose}>
      <ModalHeader title={t("Site Navigation")} />
      <NestedNavList items={items} onNavigate={onClose} />
    </Modal>
  );
}

/** The list at the current depth; `trail` holds the items opened on the way down. */
function NestedNavList({ items, onNavigate }: { items: NavEntry[]; onNavigate: () => void }) {
  const [trail, setTrail] = useState<NavEntry[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  // Where focus goes after the list changes: the Back button going down, the opened item coming back.
  const focusAfterChange = useRef<{ itemID: string } | "back" | null>(null);
  const parent = trail.at(-1);
  const current = parent?.children ?? items;

  useEffect(() => {
    const target = focusAfterChange.current;
    focusAfterChange.current = null;
    const list = listRef.current;
    if (!target || !list) return;
    const buttons = Array.from(list.querySelectorAll<HTMLElement>("[data-back], [data-item-id]"));
    buttons
      .find((button) =>
        target === "back" ? button.hasAttribute("data-back") : button.dataset.itemId === target.itemID,
      )
      ?.focus();
  }, [trail]);

  function openChild(item: NavEntry, index: number) {
    focusAfterChange.current = "back";
    setTrail([...trail, { ...item, id: item.id ?? index }]);
  }
  function goBack() {
    if (parent) focusAfterChange.current = { itemID: String(parent.id) };
    setTrail(trail.slice(0, -1));
  }

  return (
    <div ref={listRef} className={styles.body}>
      {parent && (
        <>
          <Button buttonType="text" className={styles.back} data-back="" onClick={goBack}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M14.5 6 8.5 12l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t("Back")}
          </Button>
          <h3 className={styles.parentHeading}>
            {parent.url ? (
              <NavItemLink url={parent.url} onNavigate={onNavigate}>
                {parent.name}
              </NavItemLink>
            ) : (
              parent.name
            )}
          </h3>
        </>
      )}
      <ul className={styles.list} aria-label={parent?.name}>
        {current.map((item, index) => (
          <li key={item.id ?? index}>
            {item.children?.length ? (
              <button
                type="button"
                className={styles.item}
                data-item-id={String(item.id ?? index)}
                onClick={() => openChild(item, index)}
              >
                <NavItemLabel item={item} />
                <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M4.5 2.5 8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </button>
            ) : (
              <NavItemLink url={item.url ?? "/"} className={styles.item} onNavigate={onNavigate}>
                <NavItemLabel item={item} />
              </NavItemLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
