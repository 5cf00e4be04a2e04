import { useId } from "react";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { DiscussionOptions } from "../../../schemas/widgets/discussions-widget.schema";
import { t } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DiscussionOptionsMenu } from "../discussion-options";
import { SelectDiscussionCheckbox } from "../moderation";
import { UserPhoto } from "../../ui/UserPhoto";
import { BookmarkButton } from "./BookmarkButton";
import { DiscussionBadges } from "./DiscussionBadges";
import { DiscussionMeta } from "./DiscussionMeta";
import * as styles from "./discussion-list.styles";

const stayOnList = () => undefined;

/** Props of {@link DiscussionListItem}. */
export interface DiscussionListItemProps {
  discussion: Discussion;
  options?: DiscussionOptions;
}

/**
 * One discussion of a list: its author's photo beside it, the bulk-selection checkbox (moderators of
 * its category), its title linking to it, a "New" marker while a member has not read it all,
 * announcement and closed badges, the bookmark toggle (members), the options menu (whoever has an
 * action on it, content spec §6), excerpt and metas.
 */
export function DiscussionListItem({ discussion, options = {} }: DiscussionListItemProps) {
  const titleID = useId();
  const showExcerpt = options.excerpt?.display !== false && Boolean(discussion.excerpt);
  // The photo is decorative: the author's name, a link, is in the meta line.
  const photo = options.authorPhoto?.display !== false && discussion.insertUser;
  return (
    <li className={photo ? `${styles.item} ${styles.itemWithPhoto}` : styles.item}>
      {photo ? <UserPhoto user={photo} size="medium" isDecorative className={styles.authorPhoto} /> : null}
      <div className={styles.itemBody}>
        <div className={styles.titleRow}>
          <SelectDiscussionCheckbox
            discussion={{
              discussionID: discussion.discussionID,
              name: discussion.name,
              categoryID: discussion.categoryID,
              closed: discussion.closed === true,
            }}
          />
          <h3 className={styles.title} id={titleID}>
            <a href={sanitizeLink(discussion.url)} dir="auto">
              {discussion.name}
            </a>
          </h3>
          {discussion.unread ? <span className={styles.unreadBadge}>{t("New")}</span> : null}
          <DiscussionBadges discussion={discussion} />
          <BookmarkButton
            discussionID={discussion.discussionID}
            bookmarked={discussion.bookmarked === true}
            describedBy={titleID}
            className={styles.bookmark}
          />
          {/* A delete from a list stays on the list, which is fetched again without it. */}
          <DiscussionOptionsMenu discussion={discussion} onDeleted={stayOnList} />
        </div>
        {showExcerpt ? (
          <p className={styles.excerpt} dir="auto">
            {discussion.excerpt}
          </p>
        ) : null}
        <DiscussionMeta discussion={discussion} display={options.metas?.display} />
      </div>
    </li>
  );
}
