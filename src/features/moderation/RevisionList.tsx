import type { Revision } from "../../../schemas/entities/revision.schema";
import { plainTextOf } from "../../../runtime/format/excerpt";
import { t } from "../../../runtime/i18n/t";
import { EntryByline } from "./EntryByline";
import * as styles from "./moderation-log.styles";

/** Props of {@link RevisionList}. */
export interface RevisionListProps {
  revisions: readonly Revision[];
}

/**
 * Replaced versions of a post, as the API orders them (newest first): when and by whom each was
 * written, the discussion's title then, and the body then. Revisions keep the body as written, not
 * rendered, so it shows as plain text (its format's markup dropped), never as HTML.
 */
export function RevisionList({ revisions }: RevisionListProps) {
  return (
    <ol className={styles.list}>
      {revisions.map((revision) => (
        <li key={revision.revisionID} className={styles.entry}>
          <EntryByline user={revision.insertUser} date={revision.dateInserted} />
          {revision.name !== null && <h2 className={styles.title}>{revision.name}</h2>}
          <p className={styles.plainBody}>{plainTextOf(revision.body, revision.format) || t("(No text)")}</p>
        </li>
      ))}
    </ol>
  );
}
