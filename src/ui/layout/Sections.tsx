import type { CSSProperties, ReactNode } from "react";
import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import * as styles from "./sections.styles";

/** A column of slots stacked with the section gap; empty slots render nothing. */
function Stack({
  children,
  className,
  label,
}: {
  children: ReactNode[];
  className?: string;
  label?: string;
}) {
  const present = children.filter((c) => c !== undefined && c !== null && c !== false);
  if (present.length === 0) return null;
  return (
    <div
      className={cx(styles.stack, className)}
      aria-label={label}
      role={label ? "complementary" : undefined}
    >
      {present}
    </div>
  );
}

function Breadcrumbs({ children }: { children?: ReactNode }) {
  return children ? <div className={styles.breadcrumbs}>{children}</div> : null;
}

/** One column, optionally narrow (900). */
export function OneColumnLayout({ children, isNarrow }: { children?: ReactNode; isNarrow?: boolean }) {
  return <section className={cx(styles.container, isNarrow && styles.narrow)}>{children}</section>;
}

/** Full page width (banners). */
export function FullWidthLayout({ children }: { children?: ReactNode }) {
  return <section className={styles.fullWidth}>{children}</section>;
}

/** Main column and a panel (292), the panel dropping below the main column on narrow screens. */
export function TwoColumnLayout(props: {
  mainTop?: ReactNode;
  mainBottom?: ReactNode;
  secondaryTop?: ReactNode;
  secondaryBottom?: ReactNode;
  breadcrumbs?: ReactNode;
  isInverted?: boolean;
}) {
  return (
    <section className={styles.container}>
      <Breadcrumbs>{props.breadcrumbs}</Breadcrumbs>
      <div className={cx(styles.twoColumns, props.isInverted && styles.inverted)}>
        <Stack className={styles.areaMain}>{[props.mainTop, props.mainBottom]}</Stack>
        <Stack className={styles.areaPanel} label={t("Sidebar")}>
          {[props.secondaryTop, props.secondaryBottom]}
        </Stack>
      </div>
    </section>
  );
}

/** Left panel, middle column, right panel (216 / 672 / 216). */
export function ThreeColumnLayout(props: {
  leftTop?: ReactNode;
  leftBottom?: ReactNode;
  middleTop?: ReactNode;
  middleBottom?: ReactNode;
  rightTop?: ReactNode;
  rightBottom?: ReactNode;
  breadcrumbs?: ReactNode;
}) {
  return (
    <section className={styles.container}>
      <Breadcrumbs>{props.breadcrumbs}</Breadcrumbs>
      <div className={styles.threeColumns}>
        <Stack className={styles.areaLeft}>{[props.leftTop, props.leftBottom]}</Stack>
        <Stack className={styles.areaMiddle}>{[props.middleTop, props.middleBottom]}</Stack>
        <Stack className={styles.areaRight}>{[props.rightTop, props.rightBottom]}</Stack>
      </div>
    </section>
  );
}

/** Equal columns that stack below the compact breakpoint. */
export function EvenColumnsLayout({
  columns,
  breadcrumbs,
}: {
  columns: ReactNode[];
  breadcrumbs?: ReactNode;
}) {
  return (
    <section className={styles.container}>
      <Breadcrumbs>{breadcrumbs}</Breadcrumbs>
      <div className={styles.evenColumns} style={{ "--plaza-columns": columns.length } as CSSProperties}>
        {columns.map((column, i) => (
          <Stack key={i}>{[column]}</Stack>
        ))}
      </div>
    </section>
  );
}
