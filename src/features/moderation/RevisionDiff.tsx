import { useId } from "react";
import { t } from "../../../runtime/i18n/t";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import { diffVersions, type ComparedVersion } from "./revision-diff";
import * as styles from "./moderation-log.styles";

/** Props of {@link RevisionDiff}. */
export interface RevisionDiffProps {
  before: ComparedVersion;
  after: ComparedVersion;
}

/**
 * What a version changed from the one before, word by word: added words in `<ins>`, removed ones in
 * `<del>` (underlined and struck through, and each announced as Added or Removed to screen readers),
 * never marked by colour alone.
 */
export function RevisionDiff({ before, after }: RevisionDiffProps) {
  const captionID = useId();
  const { parts, added, removed } = diffVersions(before, after);
  return (
    <figure className={styles.diff} aria-labelledby={captionID}>
      <figcaption id={captionID} className={styles.diffCaption}>
        <strong>{t("Changes from the version before")}</strong>{" "}
        {added + removed === 0
          ? t("The two versions are the same.")
          : t("Words added: {added}. Words removed: {removed}.", { added, removed })}
      </figcaption>
      <p className={styles.plainBody}>
        {parts.map((part, index) => {
          if (part.kind === "same") return <span key={index}>{part.text}</span>;
          const Tag = part.kind === "added" ? "ins" : "del";
          return (
            <Tag key={index} className={part.kind === "added" ? styles.diffAdded : styles.diffRemoved}>
              <span className={visuallyHidden}>{part.kind === "added" ? t("Added:") : t("Removed:")} </span>
              {part.text}
            </Tag>
          );
        })}
      </p>
    </figure>
  );
}
