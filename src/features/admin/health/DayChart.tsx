import { t } from "../../../../runtime/i18n/t";
import { visuallyHidden } from "../../../ui/visually-hidden.styles";
import * as styles from "./HealthSection.styles";

/** One day's count, with the day as people read it. */
export interface DayValue {
  /** `YYYY-MM-DD`, the bar's key. */
  date: string;
  /** The day as shown (the locale's short date). */
  label: string;
  value: number;
}

/** Props of {@link DayChart}. */
export interface DayChartProps {
  /** The series' name, e.g. "Page views": the caption of its data table. */
  name: string;
  days: readonly DayValue[];
  /** Formats a count for the table (thousands separators). */
  formatCount(value: number): string;
}

const WIDTH = 300;
const HEIGHT = 80;
/** The least height of a bar with a count, so a small count next to a large one still shows. */
const MIN_BAR = 2;

/**
 * A small bar chart of one count per day, oldest first, drawn in SVG with the theme's colours
 * (primary bars on a border-coloured baseline; system colours in forced-colours mode). The drawing
 * is hidden from assistive technology: the same numbers are in a visually hidden table, one row per
 * day, captioned with the series' name. Nothing in it is interactive.
 */
export function DayChart({ name, days, formatCount }: DayChartProps) {
  const max = Math.max(1, ...days.map((day) => day.value));
  const slot = WIDTH / Math.max(1, days.length);
  const gap = slot > 4 ? 1 : 0;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className={styles.chartDrawing}
      >
        {days.map((day, i) => {
          const height = day.value === 0 ? 0 : Math.max(MIN_BAR, (day.value / max) * (HEIGHT - 1));
          return (
            <rect
              key={day.date}
              className={styles.bar}
              x={i * slot + gap / 2}
              y={HEIGHT - 1 - height}
              width={Math.max(0.5, slot - gap)}
              height={height}
            />
          );
        })}
        <line className={styles.baseline} x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
      </svg>
      {first && last && (
        <div className={styles.axis} aria-hidden="true">
          <span>{first.label}</span>
          <span>{last.label}</span>
        </div>
      )}
      <table className={visuallyHidden}>
        <caption>{t("{series} per day", { series: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Day")}</th>
            <th scope="col">{name}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.label}</th>
              <td>{formatCount(day.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
