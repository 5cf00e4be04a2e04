import { useId } from "react";
import type { Revision } from "../../../schemas/entities/revision.schema";
import { plainTextOf } from "../../../runtime/format/excerpt";
import { t } from "../../../runtime/i18n/t";
import { EntryByline } from "./EntryByline";
import { RestoreRevisionButton } from "./RestoreRevisionButton";
import { RevisionDiff } from "./RevisionDiff";
import type { ComparedVersion } from "./revision-diff";

import * as styles from "./moderation-log.styles";

/** Props of {@link RevisionList}. */
export interface RevisionListProps {
  revisions: readonly Revision[];
  /** The post as it is now (first page only): what the newest revision's replacement changed. */
  current?: ComparedVersion;
}

/**
 * Replaced versions of a post, as the API orders them (newest first): who wrote each and when, the
 * discussion's title then, the body then, what it changed from the version before it (when that one
 * is on the page), and Restore; above them, on the first page, what the last edit changed. Revisions
 * keep the body as written, not rendered, so it shows as plain text (its format's markup dropped),
 * never as HTML.
 */
export function RevisionList({ revisions, current }: RevisionListProps) {
  const newest = revisions[0];
  const currentHeadingID = useId();
  return (
    <>
      {current && newest ? (
        <section className={styles.entry} aria-labelledby={currentHeadingID}>
          <h2 id={currentHeadingID} className={styles.title}>
            {t("Current version")}
          </h2>
          <RevisionDiff before={newest} after={current} />
        </section>
      ) : null}
      <ol className={styles.list}>
        {revisions.map((revision, index) => {
          const before = revisions[index + 1];
          return (
            <li key={revision.revisionID} className={styles.entry}>
              <EntryByline user={revision.insertUser} date={revision.dateInserted} />
              {revision.name !== null && <h2 className={styles.title}>{revision.name}</h2>}
              <p className={styles.plainBody}>
                {plainTextOf(revision.body, revision.format) || t("(No text)")}
              </p>
              {before ? <RevisionDiff before={before} after={revision} /> : null}
              <div className={styles.revisionActions}>
                <RestoreRevisionButton revision={revision} />
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
