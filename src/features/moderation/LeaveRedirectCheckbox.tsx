import { useId } from "react";
import { t } from "../../../runtime/i18n/t";
import * as styles from "./moderation.styles";

/** The "Leave a redirect" box of the bulk move and merge dialogs. */
export function LeaveRedirectCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.choice}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t("Leave a redirect")}</label>
    </div>
  );
}
