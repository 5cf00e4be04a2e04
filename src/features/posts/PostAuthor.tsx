import type { ReactNode } from "react";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import { t } from "../../../runtime/i18n/t";
import { DateTime } from "../../ui/DateTime";
import { UserPhoto } from "../../ui/UserPhoto";
import { UserCardTrigger, UserRank } from "../users";
import * as styles from "./posts.styles";

/** Props of {@link PostAuthor}. */
export interface PostAuthorProps {
  user: UserFragment | undefined;
  userID: number;
  dateInserted: string;
  /** A link to the post itself, wrapped around the date (a comment's permalink). */
  permalink?: string;
  /** More meta after the date (category, Edited note, badges). */
  children?: ReactNode;
}

/**
 * A post's author photo and name (each opening the user card, shell spec §2), their title and rank, and
 * its date: the same for the original post and every comment.
 */
export function PostAuthor({ user, userID, dateInserted, permalink, children }: PostAuthorProps) {
  const name = user?.name ?? t("Unknown");
  const date = <DateTime date={dateInserted} mode="relative" />;
  return (
    <div className={styles.author}>
      {/* The name beside it is the keyboard's and screen reader's way to the card: one stop a post. */}
      <UserCardTrigger userID={userID} name={name} isDuplicate>
        <UserPhoto user={user ?? { name }} size="medium" />
      </UserCardTrigger>
      <div className={styles.meta}>
        <UserCardTrigger userID={userID} name={name}>
          <bdi className={styles.authorName}>{name}</bdi>
        </UserCardTrigger>
        {user?.label ? <bdi className={styles.authorTitle}>{user.label}</bdi> : null}
        <UserRank rank={user?.rank} />
        {permalink ? <a href={permalink}>{date}</a> : date}
        {children}
      </div>
    </div>
  );
}
