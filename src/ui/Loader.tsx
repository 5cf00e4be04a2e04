import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { useDelayElapsed } from "./use-delay-elapsed";
import * as styles from "./Loader.styles";

/** A loader shows only after this much time, so quick loads never flash a spinner (shell spec §4, §9). */
export const LOADER_DELAY_MS = 150;

/** Loader sizes of shell spec §9: full page 100, medium 50, small 36. */
export type LoaderSize = "fullPage" | "medium" | "small";

/** Props of {@link Loader}. */
export interface LoaderProps {
  size?: LoaderSize;
  /** Milliseconds to wait before showing anything; 0 shows at once. */
  delay?: number;
  className?: string;
}

/** A spinner named "Loading" (shell spec §8 icon titles) that appears only after `delay` ms. */
export function Loader({ size = "medium", delay = LOADER_DELAY_MS, className }: LoaderProps) {
  const isShown = useDelayElapsed(true, delay);
  if (!isShown) return null;
  const spinner = (
    <span role="status" aria-label={t("Loading")} className={cx(styles.loader, styles[size], className)}>
      <span className={styles.ring} />
    </span>
  );
  return size === "fullPage" ? <div className={styles.fullPageFrame}>{spinner}</div> : spinner;
}
