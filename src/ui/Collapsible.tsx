import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { Button } from "./Button";
import * as styles from "./Collapsible.styles";

/** Collapsed content shows this many pixels (shell spec §9, content spec §9: default max height 100). */
export const COLLAPSIBLE_MAX_HEIGHT = 100;
/** Content at most this much taller than the max height is shown whole, since a toggle would hide little (overshoot 50). */
export const COLLAPSIBLE_OVERSHOOT = 50;

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  children: ReactNode;
  maxHeight?: number;
  overshoot?: number;
  className?: string;
}

/**
 * Long content cut to `maxHeight` with a fade and an Expand/Collapse toggle (shell spec §4
 * "Collapsible content"). Content no taller than `maxHeight + overshoot` shows whole, with no toggle.
 * Heights are measured with a ResizeObserver where there is one (images loading, fonts, width
 * changes), otherwise once after rendering.
 */
export function Collapsible({
  children,
  maxHeight = COLLAPSIBLE_MAX_HEIGHT,
  overshoot = COLLAPSIBLE_OVERSHOOT,
  className,
}: CollapsibleProps) {
  const id = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [isExpanded, setIsExpanded] = useState(false);

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => setHeight(content.scrollHeight);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const isCollapsible = height > maxHeight + overshoot;
  const isCollapsed = isCollapsible && !isExpanded;
  return (
    <div className={className}>
      <div
        id={id}
        className={cx(styles.viewport, isCollapsed && styles.collapsed)}
        style={isCollapsed ? { maxHeight } : undefined}
        // Tabbing to a link hidden below the cut opens the content, so focus is never invisible.
        onFocus={isCollapsed ? () => setIsExpanded(true) : undefined}
      >
        <div ref={contentRef}>{children}</div>
      </div>
      {isCollapsible && (
        <Button
          buttonType="text"
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {isExpanded ? t("Collapse") : t("Expand")}
        </Button>
      )}
    </div>
  );
}
