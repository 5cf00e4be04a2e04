import { useId, type ReactNode } from "react";
import type {
  DiscussionDetails,
  DiscussionDetailsWidgetProps,
} from "../../schemas/widgets/discussion-details-widget.schema";
import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { CategoryChip } from "../../src/features/categories";
import { DateTime } from "../../src/ui/DateTime";
import { FormattedNumber } from "../../src/ui/FormattedNumber";
import { Tag } from "../../src/ui/Tag";
import { UserPhoto } from "../../src/ui/UserPhoto";
import * as styles from "./DiscussionDetailsWidget.styles";

/**
 * DiscussionDetailsWidget: the preloaded details of the page's discussion under an h2 (the widget's
 * title, "Discussion details" by default): its counts, last reply and category, then, each under an
 * h3, its participants' photos (linking to their profiles, "and N more" beyond the limit), its tags
 * and related discussions. Without details (a definition rendered off a post page) it shows nothing.
 */
export function DiscussionDetailsWidget(props: DiscussionDetailsWidgetProps) {
  const titleID = useId();
  const details = props.details;
  if (!details) return null;
  return (
    <section className={styles.root} aria-labelledby={titleID}>
      <h2 id={titleID} className={styles.title}>
        {props.title || t("Discussion details")}
      </h2>
      {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
      {props.description ? <p className={styles.description}>{props.description}</p> : null}
      <Facts details={details} />
      <Participants details={details} />
      {details.tags.length > 0 ? (
        <Part title={t("Tags")}>
          <ul className={styles.plainList}>
            {details.tags.map((tag) => (
              <li key={tag.tagID}>
                <Tag to={`/discussions?tagID=${tag.tagID}`}>
                  <bdi>{tag.name}</bdi>
                </Tag>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {details.related?.length ? (
        <Part title={t("Related discussions")}>
          <ul className={styles.related}>
            {details.related.map((item) => (
              <li key={item.discussionID}>
                <a href={sanitizeLink(item.url)} dir="auto">
                  {item.name}
                </a>
                <span className={styles.relatedMeta}>
                  <DateTime date={item.dateInserted} mode="relative" /> ·{" "}
                  <FormattedNumber value={item.countComments} />{" "}
                  {item.countComments === 1 ? t("comment") : t("comments")}
                </span>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
    </section>
  );
}

/** Counts, last reply and category, as a description list. */
function Facts({ details }: { details: DiscussionDetails }) {
  return (
    <dl className={styles.facts}>
      <dt>{t("Comments")}</dt>
      <dd>
        <FormattedNumber value={details.countComments} />
      </dd>
      <dt>{t("Views")}</dt>
      <dd>
        <FormattedNumber value={details.countViews} />
      </dd>
      {details.dateLastComment ? (
        <>
          <dt>{t("Last reply")}</dt>
          <dd>
            <DateTime date={details.dateLastComment} mode="relative" />
          </dd>
        </>
      ) : null}
      {details.category ? (
        <>
          <dt>{t("Category")}</dt>
          <dd>
            <CategoryChip category={details.category} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The participants' photos, each its own profile link named by the photo's alt (the member's name). */
function Participants({ details }: { details: DiscussionDetails }) {
  if (details.participants.length === 0) return null;
  const more = Math.max(0, (details.countParticipants ?? 0) - details.participants.length);
  return (
    <Part title={t("Participants")}>
      <ul className={styles.plainList}>
        {details.participants.map((user) => (
          <li key={user.userID}>
            <a className={styles.participant} href={sanitizeLink(user.url ?? "")} title={user.name}>
              <UserPhoto user={user} size="medium" />
            </a>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className={styles.more}>{t("and {count} more", { count: more })}</p> : null}
    </Part>
  );
}

/** One part of the panel under its h3. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.part} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.partTitle}>
        {title}
      </h3>
      {children}
    </div>
  );
}

export default DiscussionDetailsWidget;
