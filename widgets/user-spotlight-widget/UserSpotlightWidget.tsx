import { UserPhoto } from "../../src/ui/UserPhoto";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { profileUrl } from "../../runtime/url/profile-url";
import { sanitizeLink } from "../../runtime/url/safe-link";
import type { UserSpotlightWidgetProps } from "../../schemas/widgets/user-spotlight-widget.schema";
import { FormattedNumber } from "../../src/ui/FormattedNumber";
import * as styles from "./UserSpotlightWidget.styles";

/**
 * UserSpotlightWidget: the featured member the server preloaded in `userInfo` (photo or the default icon,
 * name linking to the profile, title and post counts; a private profile shows only name and photo).
 * Without `userInfo` (unknown user or no profiles.view) it takes no room.
 */
export function UserSpotlightWidget(props: UserSpotlightWidgetProps) {
  const user = props.userInfo;
  if (!user) return null;
  const label = props.title || t("User spotlight");
  const title = user.label || user.title;

  return (
    <section
      className={cx(styles.root, props.containerOptions?.borderType === "border" && styles.bordered)}
      aria-label={label}
    >
      {props.title ? <h2 className={styles.title}>{props.title}</h2> : null}
      {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
      <div className={cx(styles.body, props.userTextAlignment === "left" && styles.textFirst)}>
        <UserPhoto user={user} size="large" />
        <div className={styles.details}>
          <a className={styles.name} href={sanitizeLink(user.url ?? profileUrl(user.name))} dir="auto">
            {user.name}
          </a>
          {title ? <span className={styles.label}>{title}</span> : null}
          {props.description ? <p className={styles.description}>{props.description}</p> : null}
          {user.countDiscussions !== undefined || user.countComments !== undefined ? (
            <ul className={styles.stats} aria-label={t("Posts")}>
              {user.countDiscussions !== undefined ? (
                <li>
                  <FormattedNumber value={user.countDiscussions} /> {t("Discussions")}
                </li>
              ) : null}
              {user.countComments !== undefined ? (
                <li>
                  <FormattedNumber value={user.countComments} /> {t("Comments")}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export default UserSpotlightWidget;
