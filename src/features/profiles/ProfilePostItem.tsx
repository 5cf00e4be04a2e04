import { sanitizeLink } from "../../../runtime/url/safe-link";
import { DateTime } from "../../ui/DateTime";
import { UserContent } from "../posts";
import * as styles from "./profiles.styles";

/** Props of {@link ProfilePostItem}. */
export interface ProfilePostItemProps {
  /** The discussion's title, or "Re: " and it for a comment. */
  name: string;
  url: string;
  /** The post's safe HTML from the server. */
  body: string;
  dateInserted: string;
}

/** One post of a profile's comments or reactions list: its title linking to it, its body, its date. */
export function ProfilePostItem({ name, url, body, dateInserted }: ProfilePostItemProps) {
  return (
    <li className={styles.comment}>
      <h3 className={styles.commentTitle}>
        <a href={sanitizeLink(url)} dir="auto">
          {name}
        </a>
      </h3>
      <UserContent html={body} className={styles.commentBody} />
      <p className={styles.muted}>
        <DateTime date={dateInserted} />
      </p>
    </li>
  );
}
