import { t } from "../../../runtime/i18n/t";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import * as styles from "./UserCard.styles";

/** The loading skeleton (shell spec §2 "Profile flyout states"): the known name, grey shapes for the rest. */
export function CardSkeleton({ name, headingID }: { name: string; headingID: string }) {
  return (
    <div className={styles.card} aria-busy="true">
      <span className={styles.skeletonPhoto} />
      <h2 id={headingID} className={styles.name} dir="auto">
        {name}
      </h2>
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} />
      <span role="status" className={visuallyHidden}>
        {t("Loading")}
      </span>
    </div>
  );
}
