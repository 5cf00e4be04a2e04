import { useId } from "react";
import { useSession } from "../../../runtime/data/session-store";
import { msg, t } from "../../../runtime/i18n/t";
import { DateTime } from "../../ui/DateTime";
import * as styles from "./BannedNotice.styles";

/** The notice's title: the server's own words when it refuses a banned member's write. */
export const BANNED_TEXT = msg("You have been banned.");

/** Props of {@link BannedNotice}. */
export interface BannedNoticeProps {
  /** The title's heading level where the notice stands (a page's h1, a box's h2). */
  headingLevel?: 1 | 2 | 3;
}

/**
 * What a banned member sees in place of a form they would write in (comment box, new discussion,
 * message box): that they are banned, the reason staff gave and until when, from their own
 * `/users/me` record (`ban`), the only place the reason reaches.
 */
export function BannedNotice({ headingLevel = 2 }: BannedNoticeProps) {
  const ban = useSession((s) => s.user.ban);
  const headingID = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.notice} aria-labelledby={headingID}>
      <Heading id={headingID} className={styles.heading}>
        {t(BANNED_TEXT)}
      </Heading>
      <dl className={styles.details}>
        <dt>{t("Reason")}</dt>
        <dd>{ban?.reason ? ban.reason : t("No reason was given.")}</dd>
        <dt>{t("Until")}</dt>
        <dd>{ban?.dateExpires ? <DateTime date={ban.dateExpires} /> : t("Permanently")}</dd>
      </dl>
    </section>
  );
}
