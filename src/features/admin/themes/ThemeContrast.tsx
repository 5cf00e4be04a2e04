import { useId } from "react";
import { msg, t } from "../../../../runtime/i18n/t";
import {
  TEXT_MIN_CONTRAST,
  type ContrastPair,
  type ContrastPairID,
} from "../../../../runtime/theme/contrast";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { ModalFooter } from "../../../ui/ModalFooter";
import { ModalHeader } from "../../../ui/ModalHeader";
import * as formStyles from "../../../ui/forms/form-controls.styles";
import * as styles from "./ThemeContrast.styles";

/** What each checked pair is, as the editor names it. */
const pairLabels: Record<ContrastPairID, string> = {
  text: msg("Text on the page"),
  textOnPanel: msg("Text on panels"),
  secondary: msg("Secondary text on the page"),
  secondaryOnPanel: msg("Secondary text on panels"),
  link: msg("Links on the page"),
  linkOnPanel: msg("Links on panels"),
  button: msg("Primary buttons"),
  buttonHover: msg("Primary buttons under the pointer"),
  error: msg("Error messages"),
  titleBar: msg("Title bar"),
  banner: msg("Banner"),
};

/** A pair's name in the interface language. */
export function contrastPairLabel(id: ContrastPairID): string {
  return t(pairLabels[id]);
}

/** `4.92:1`, in the reader's number format. */
function ratioText(ratio: number): string {
  const value = new Intl.NumberFormat(undefined, {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  }).format(Math.floor(ratio * 100) / 100);
  return t("{ratio}:1", { ratio: value });
}

/**
 * The contrast of each text colour on its background as the theme stands in the form (WCAG 2 AA:
 * 4.5:1), each with a sample and a verdict in words, so colour is never the only sign.
 */
export function ThemeContrast({ pairs, id }: { pairs: readonly ContrastPair[]; id: string }) {
  const captionID = useId();
  const low = pairs.filter((pair) => pair.ratio < TEXT_MIN_CONTRAST).length;
  return (
    <section id={id} className={styles.panel} aria-labelledby={captionID} tabIndex={-1}>
      <h4 id={captionID} className={styles.heading}>
        {t("Text contrast")}
      </h4>
      <p className={styles.summary}>
        {low === 0
          ? t("All text is readable: every pair reaches 4.5:1.")
          : t("Under 4.5:1, hard to read: {count} of {total}.", { count: low, total: pairs.length })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("Where")}</th>
            <th scope="col">{t("Sample")}</th>
            <th scope="col">{t("Contrast")}</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => {
            const passes = pair.ratio >= TEXT_MIN_CONTRAST;
            return (
              <tr key={pair.id} data-contrast={passes ? "pass" : "low"}>
                <th scope="row">{contrastPairLabel(pair.id)}</th>
                <td>
                  <span
                    className={styles.sample}
                    style={{ color: pair.fg, backgroundColor: pair.bg }}
                    aria-hidden
                  >
                    Aa
                  </span>
                  <span className={styles.colours}>
                    {pair.fg} / {pair.bg}
                  </span>
                </td>
                <td className={passes ? undefined : styles.low}>
                  {ratioText(pair.ratio)} {passes ? t("Passes") : t("Too low")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * One line above the theme's form saying whether its text is readable, with a link down to the
 * contrast table, so a colour's effect shows where it is edited.
 */
export function ContrastSummary({ pairs, tableID }: { pairs: readonly ContrastPair[]; tableID: string }) {
  const low = pairs.filter((pair) => pair.ratio < TEXT_MIN_CONTRAST).length;
  return (
    <p className={low === 0 ? styles.summary : styles.summaryLow}>
      {low === 0
        ? t("All text is readable: every pair reaches 4.5:1.")
        : t("Under 4.5:1, hard to read: {count} of {total}.", { count: low, total: pairs.length })}{" "}
      <a href={`#${tableID}`}>{t("Text contrast")}</a>
    </p>
  );
}

/** Props of {@link LowContrastDialog}. */
export interface LowContrastDialogProps {
  pairs: readonly ContrastPair[];
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/** Asks before saving colours that fail 4.5:1; Keep editing is the default, Save anyway saves. */
export function LowContrastDialog({ pairs, onSaveAnyway, onCancel }: LowContrastDialogProps) {
  const titleID = useId();
  return (
    <Modal size="small" titleID={titleID} onClose={onCancel}>
      <ModalHeader title={t("Some text would be hard to read")} />
      <div className={formStyles.dialogBody}>
        <p>{t("These colours are under the 4.5:1 contrast that text needs to be readable for everyone:")}</p>
        <ul>
          {pairs.map((pair) => (
            <li key={pair.id}>
              {contrastPairLabel(pair.id)}: {ratioText(pair.ratio)}
            </li>
          ))}
        </ul>
      </div>
      <ModalFooter>
        <Button buttonType="text" onClick={onSaveAnyway}>
          {t("Save anyway")}
        </Button>
        <Button buttonType="primary" onClick={onCancel}>
          {t("Keep editing")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
