import type { KeyboardEvent } from "react";
import * as styles from "./TabList.styles";

/** Props of {@link TabList}. */
export interface TabListProps<T extends string> {
  /** The list's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ value: T; name: string }>;
  selected: T;
  onSelect(value: T): void;
  /** The id of a tab's button and of the panel it controls (the panels are the caller's). */
  tabID(value: T): string;
  panelID(value: T): string;
}

/**
 * The tab buttons of the WAI-ARIA tabs pattern: only the selected tab is in the tab order, and
 * ArrowLeft / ArrowRight (Home / End) move between the tabs, selecting and focusing them.
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabID,
  panelID,
}: TabListProps<T>) {
  function choose(value: T) {
    onSelect(value);
    document.getElementById(tabID(value))?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    const next =
      step !== undefined
        ? tabs[(index + step + tabs.length) % tabs.length]
        : event.key === "Home"
          ? tabs[0]
          : event.key === "End"
            ? tabs[tabs.length - 1]
            : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next.value);
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={tabID(tab.value)}
          aria-selected={selected === tab.value}
          aria-controls={panelID(tab.value)}
          tabIndex={selected === tab.value ? 0 : -1}
          className={styles.tab}
          onClick={() => choose(tab.value)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
