import { Link } from "wouter";
import type { User } from "../../../schemas/entities/user.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { FormattedNumber } from "../../ui/FormattedNumber";
import { Loader } from "../../ui/Loader";
import { DiscussionPager } from "../discussions";
import { ProfilePostItem } from "./ProfilePostItem";
import { profileReactionsUrl } from "./profile-route";
import { useProfileReacted } from "./use-profile";
import * as styles from "./profiles.styles";

/** What the reactions list says when the member's posts received none (content spec §8). */
export const NO_REACTIONS_TEXT = msg("No Reactions Yet");

/** Props of {@link ProfileReactions}. */
export interface ProfileReactionsProps {
  user: User;
  /** The reaction of the address (`?reaction=`); the first one received when absent. */
  reaction: string | null;
  page: number;
}

/**
 * The reactions a member's posts received, each with its count, and the posts that received the
 * chosen one, the latest reacted to first, with the pager (content spec §2 profile links).
 */
export function ProfileReactions({ user, reaction, page }: ProfileReactionsProps) {
  const locale = useSession((s) => s.locale);
  const received = user.reactionsReceived ?? [];
  const wanted = reaction?.toLowerCase();
  const current = wanted ? received.find((r) => r.urlcode.toLowerCase() === wanted) : received[0];
  return (
    <section aria-labelledby="profile-list-heading">
      <h2 id="profile-list-heading" className={styles.listHeading}>
        {t("Reactions")}
      </h2>
      {received.length === 0 ? (
        <p className={styles.muted}>{t(NO_REACTIONS_TEXT)}</p>
      ) : (
        <nav aria-label={t("Reactions received")}>
          <ul className={styles.tabs}>
            {received.map((type) => (
              <li key={type.tagID}>
                <Link
                  href={profileReactionsUrl(user.name, type.urlcode)}
                  aria-current={type === current ? "page" : undefined}
                >
                  {t(type.name)} <FormattedNumber value={type.count} locale={locale} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {current ? (
        <ReactedPosts user={user} urlcode={current.urlcode} page={page} />
      ) : (
        received.length > 0 && <p className={styles.muted}>{t(NO_REACTIONS_TEXT)}</p>
      )}
    </section>
  );
}

function ReactedPosts({ user, urlcode, page }: { user: User; urlcode: string; page: number }) {
  const list = useProfileReacted(user.userID, urlcode, page);
  if (list.error)
    return (
      <p role="alert" className={styles.error}>
        {list.error.message}
      </p>
    );
  if (!list.data) return <Loader />;
  return (
    <div aria-busy={list.isValidating}>
      <ul className={styles.comments}>
        {list.data.items.map((post) => (
          <ProfilePostItem key={`${post.recordType}:${post.recordID}`} {...post} />
        ))}
      </ul>
      <DiscussionPager
        paging={list.data.paging}
        hrefFor={(next) => profileReactionsUrl(user.name, urlcode, next)}
      />
    </div>
  );
}
