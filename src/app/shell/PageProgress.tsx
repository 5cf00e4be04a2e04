import { t } from "../../../runtime/i18n/t";
import { LOADER_DELAY_MS } from "../../ui/Loader";
import { useDelayElapsed } from "../../ui/use-delay-elapsed";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import { usePageWaiting } from "./page-progress";
import * as styles from "./page-progress.styles";

/**
 * The bar across the top of the window while the next page loads (after a link, after posting),
 * shown only once the wait passed the loader's delay (shell spec §4 "Loader", 150 ms), so quick pages
 * never flash it. Fixed, so nothing moves; the page keeps what it showed until the next is ready.
 * Screen readers hear "Loading page" from a polite live region that is always there.
 */
export function PageProgress() {
  const isShown = useDelayElapsed(usePageWaiting(), LOADER_DELAY_MS);
  return (
    <>
      {/* A live region without the status role: the page's own statuses stay the only ones. */}
      <div className={visuallyHidden} aria-live="polite" data-page-progress="">
        {isShown ? t("Loading page") : ""}
      </div>
      {isShown && <div className={styles.bar} role="progressbar" aria-label={t("Loading page")} />}
    </>
  );
}
