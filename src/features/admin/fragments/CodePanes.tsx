import { useId } from "react";
import { t } from "../../../../runtime/i18n/t";
import * as styles from "./FragmentsSection.styles";

/** Props of {@link CodePanes}: the fragment's TSX source and stylesheet, edited in place. */
export interface CodePanesProps {
  tsx: string;
  css: string;
  onTsxChange(value: string): void;
  onCssChange(value: string): void;
}

/** The fragment's source (TSX) and stylesheet as two labelled plain-text panes. */
export function CodePanes({ tsx, css, onTsxChange, onCssChange }: CodePanesProps) {
  const tsxID = useId();
  const cssID = useId();
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={tsxID}>{t("Component (TSX)")}</label>
        <textarea
          id={tsxID}
          className={styles.code}
          spellCheck={false}
          value={tsx}
          onChange={(event) => onTsxChange(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={cssID}>{t("Stylesheet (CSS)")}</label>
        <textarea
          id={cssID}
          className={styles.code}
          spellCheck={false}
          value={css}
          onChange={(event) => onCssChange(event.target.value)}
        />
      </div>
    </>
  );
}
