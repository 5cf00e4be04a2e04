import { lazy, Suspense } from "react";
import { Link } from "wouter";
import useSWR from "swr";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { Tag } from "../../ui/Tag";
import { Toolbar } from "../../ui/Toolbar";
import { DiscussionOptionsMenu, discussionKey } from "../discussion-options";
import { BookmarkButton, DiscussionBadges } from "../discussions";
import { ReactionsBar } from "../reactions";
import { canComment } from "./can-comment";
import { commentBoxStore, CREATE_COMMENT_ID } from "./comment-box-store";
import { EditLink } from "./EditLink";
import { PostAuthor } from "./PostAuthor";
import { QuestionAnswer } from "./qna";
import { PostSignature } from "./PostSignature";
import { QuoteButton } from "./QuoteButton";
import { ShareMenu } from "./ShareMenu";
import { UserContent } from "./UserContent";
import { PostFiles } from "./PostFiles";
import { usePermissionChecker } from "./use-permission-checker";
import * as styles from "./posts.styles";

// Attachments are for signed-in members (the API lists them to them alone): a guest loads none of it.
const DiscussionAttachments = lazy(() =>
  import("../attachments").then((m) => ({ default: m.DiscussionAttachments })),
);

/** Props of {@link OriginalPost}. */
export interface OriginalPostProps {
  discussion: Discussion;
  /** Show the discussion's tags (tagging on). */
  showTags?: boolean;
}

/** The discussion's edit page (content spec §2). */
export function discussionEditUrl(discussionID: number): string {
  return `/post/editdiscussion/${discussionID}`;
}

/**
 * The original post of a discussion page: its title, author (photo, name with the user card, title,
 * rank) and date as a comment shows them, category, the Announcement and Closed badges as lists show
 * them, tags, the server-rendered body, the author's signature, its reactions and its actions (edit
 * while allowed, quote, share, bookmark).
 */
export function OriginalPost({ discussion: preloaded, showTags = true }: OriginalPostProps) {
  const checker = usePermissionChecker();
  const signedIn = useSession((s) => s.user.userID > 0);
  const discussion = useLiveDiscussion(preloaded);
  const tags = showTags ? (discussion.tags ?? []) : [];
  return (
    <article className={styles.post} aria-labelledby={`discussion-title-${discussion.discussionID}`}>
      {signedIn && canComment(checker, discussion) ? (
        // Keyboard users reach the comment box without tabbing through the whole thread.
        <a
          className={styles.skipToReply}
          href={`#${CREATE_COMMENT_ID}`}
          onClick={(event) => {
            event.preventDefault();
            // A move by the member: the box comes into view and its editor takes focus.
            commentBoxStore.replyTo(commentBoxStore.getParentID(), commentBoxStore.getParentName());
          }}
        >
          {t("Skip to reply")}
        </a>
      ) : null}
      <div className={styles.titleRow}>
        <h1 id={`discussion-title-${discussion.discussionID}`} className={styles.title} dir="auto">
          {discussion.name}
        </h1>
        <DiscussionOptionsMenu discussion={discussion} />
      </div>
      <PostAuthor
        user={discussion.insertUser}
        userID={discussion.insertUserID}
        dateInserted={discussion.dateInserted}
      >
        {discussion.category ? (
          <Link href={discussion.category.url}>
            <bdi>{discussion.category.name}</bdi>
          </Link>
        ) : null}
        <DiscussionBadges discussion={discussion} />
      </PostAuthor>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t("Tags")}>
          {tags.map((tag) => (
            <li key={tag.tagID}>
              <Tag to={`/discussions?tagID=${tag.tagID}`}>
                <bdi>{tag.name}</bdi>
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
      <UserContent html={discussion.body ?? ""} />
      <PostFiles files={discussion.files} />
      <PostSignature user={discussion.insertUser} />
      {signedIn ? (
        <Suspense fallback={null}>
          <DiscussionAttachments
            discussionID={discussion.discussionID}
            insertUserID={discussion.insertUserID}
          />
        </Suspense>
      ) : null}
      <Toolbar label={t("Discussion actions")}>
        {discussion.reactions ? (
          <ReactionsBar
            recordType="discussion"
            recordID={discussion.discussionID}
            reactions={discussion.reactions}
            score={discussion.score}
          />
        ) : null}
        <div className={styles.actions}>
          <EditLink
            post={discussion}
            recordType="discussion"
            href={discussionEditUrl(discussion.discussionID)}
          />
          {canComment(checker, discussion) ? (
            <QuoteButton recordType="discussion" recordID={discussion.discussionID} />
          ) : null}
          <ShareMenu url={discussion.url} name={discussion.name} />
          <BookmarkButton discussionID={discussion.discussionID} bookmarked={discussion.bookmarked} />
        </div>
      </Toolbar>
      <QuestionAnswer discussion={discussion} />
    </article>
  );
}

/**
 * The discussion as the page shows it: the preloaded record, kept under the key the options menu
 * refetches after a moderation action (content spec §4). A record that came without its reactions
 * (content spec §3: "when expanded") is fetched once more with them.
 */
function useLiveDiscussion(preloaded: Discussion): Discussion {
  const { data } = useSWR<Discussion>(discussionKey(preloaded.discussionID), apiFetcher, {
    fallbackData: preloaded,
    revalidateOnMount: preloaded.reactions === undefined,
    revalidateIfStale: false,
  });
  return data ?? preloaded;
}
