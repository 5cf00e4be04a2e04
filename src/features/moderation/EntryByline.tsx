import type { ReactNode } from "react";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DateTime } from "../../ui/DateTime";
import { UserPhoto } from "../../ui/UserPhoto";
import * as styles from "./moderation-log.styles";

/** Props of {@link EntryByline}. */
export interface EntryBylineProps {
  user: UserFragment;
  date: string;
  /** Anything to show after the date (a state, a second date). */
  children?: ReactNode;
}

/** Who and when, at the head of a moderation list entry: photo, name (a profile link) and date. */
export function EntryByline({ user, date, children }: EntryBylineProps) {
  return (
    <div className={styles.byline}>
      <UserPhoto user={user} size="xsmall" isDecorative />
      {user.url ? (
        <a href={sanitizeLink(user.url)} dir="auto">
          {user.name}
        </a>
      ) : (
        <bdi>{user.name}</bdi>
      )}
      <DateTime date={date} />
      {children}
    </div>
  );
}
