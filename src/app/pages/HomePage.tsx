import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import * as styles from "../shell/shell.styles";

/** The first screen until the layout runtime renders the home layout: the site and who is here. */
export function HomePage() {
  const user = useSession((s) => s.user);
  const siteName = useSession((s) => configValue(s, "ui.siteName", "Plaza"));
  const description = useSession((s) => configValue(s, "ui.description", ""));
  return (
    <section className={`${styles.panel} ${styles.wide}`}>
      <h1>{siteName}</h1>
      {description && <p>{description}</p>}
      <p className={styles.muted}>
        {user.userID === 0
          ? t("You are browsing as a guest.")
          : t("Signed in as {name}.", { name: user.name })}
      </p>
    </section>
  );
}
