import { t } from "../../runtime/i18n/t";
import * as styles from "./ProgressBar.styles";

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** How many are done, out of `max`. */
  value: number;
  max: number;
  /** What a screen reader says for the value ("12 of 150"). */
  valueText: string;
  /** The bar's name; "Progress" by default. */
  label?: string;
}

/** A determinate progress bar: a `progressbar` with its value, its text and its name. */
export function ProgressBar({ value, max, valueText, label }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label ?? t("Progress")}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={styles.track}
    >
      <div
        className={styles.fill}
        style={{ inlineSize: `${max > 0 ? Math.min(1, value / max) * 100 : 0}%` }}
      />
    </div>
  );
}
