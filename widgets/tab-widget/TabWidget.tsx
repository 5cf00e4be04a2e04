import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { t } from "../../runtime/i18n/t";
import type { TabWidgetSchemaProps } from "../../schemas/widgets/tab-widget.schema";
import * as styles from "./TabWidget.styles";

/** One tab as the component receives it: the runtime has already rendered its child nodes. */
export interface RenderedTab {
  label: string;
  componentName?: string;
  children?: ReactNode;
}

/** Props of {@link TabWidget}: the schema's, with each tab's nodes rendered. */
export type TabWidgetProps = Omit<TabWidgetSchemaProps, "tabs"> & { tabs: RenderedTab[] };

/**
 * Widgets grouped under tabs, following the WAI-ARIA tabs pattern: a tablist with one tab stop
 * (roving tabindex), arrow keys (mirrored right-to-left), Home and End move and select. A panel's
 * widgets mount the first time its tab is chosen and then stay mounted, so they keep their state.
 */
export function TabWidget({ title, tabs }: TabWidgetProps) {
  const baseID = useId();
  const [selected, setSelected] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  if (tabs.length === 0) return null;

  const current = Math.min(selected, tabs.length - 1);
  const hasTitle = Boolean(title?.trim());

  function select(index: number) {
    setSelected(index);
    setVisited((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
    tabRefs.current[index]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const isRtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (current + step + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={styles.widget}>
      {hasTitle && (
        <h2 id={`${baseID}-title`} className={styles.title}>
          {title}
        </h2>
      )}
      <div
        role="tablist"
        className={styles.tablist}
        aria-labelledby={hasTitle ? `${baseID}-title` : undefined}
        aria-label={hasTitle ? undefined : t("Tabs")}
      >
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseID}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${baseID}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={handleKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${baseID}-panel-${index}`}
          aria-labelledby={`${baseID}-tab-${index}`}
          tabIndex={0}
          hidden={index !== current}
          className={styles.panel}
        >
          {(index === current || visited.has(index)) && tab.children}
        </div>
      ))}
    </div>
  );
}

export default TabWidget;
