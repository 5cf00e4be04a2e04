import { useId } from "react";
import { t } from "../../runtime/i18n/t";
import { visuallyHidden } from "./visually-hidden.styles";
import { diffText } from "./text-diff";
import * as styles from "./TextDiff.styles";

/**
 * The readable difference between two versions of a text (a layout's definition, a fragment's code):
 * each added or removed line marked by a sign and, for screen readers, a word (never by colour
 * alone); long unchanged runs shortened. The lines scroll in a keyboard-reachable box.
 */
export function TextDiff({
  before,
  after,
  title,
}: {
  before: string;
  after: string;
  /** What is compared, e.g. "From revision 3 to the live layout". */
  title: string;
}) {
  const captionID = useId();
  const { rows, added, removed } = diffText(before, after);
  return (
    <figure className={styles.diff} aria-labelledby={captionID}>
      <figcaption id={captionID} className={styles.diffCaption}>
        <strong>{title}</strong>{" "}
        {added + removed === 0
          ? t("The two versions are the same.")
          : t("Lines added: {added}. Lines removed: {removed}.", { added, removed })}
      </figcaption>
      {added + removed > 0 && (
        <pre className={styles.diffLines} tabIndex={0}>
          {rows.map((row, index) => {
            if (row.kind === "skipped") {
              return (
                <span key={index} className={styles.diffSkipped}>
                  {t("… {count} unchanged lines …", { count: row.count })}
                  {"\n"}
                </span>
              );
            }
            if (row.kind === "same") {
              return (
                <span key={index}>
                  <span aria-hidden="true">{"  "}</span>
                  {row.text}
                  {"\n"}
                </span>
              );
            }
            const Tag = row.kind === "added" ? "ins" : "del";
            return (
              <Tag key={index} className={row.kind === "added" ? styles.diffAdded : styles.diffRemoved}>
                <span aria-hidden="true">{row.kind === "added" ? "+ " : "- "}</span>
                <span className={visuallyHidden}>{row.kind === "added" ? t("Added:") : t("Removed:")} </span>
                {row.text}
                {"\n"}
              </Tag>
            );
          })}
        </pre>
      )}
    </figure>
  );
}
