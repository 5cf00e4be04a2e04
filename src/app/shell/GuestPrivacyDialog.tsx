import { useId } from "react";
import { t } from "../../../runtime/i18n/t";
import { PrivacySettingsForm } from "../../features/session";
import { Modal } from "../../ui/Modal";
import { ModalHeader } from "../../ui/ModalHeader";
import * as styles from "./shell.styles";

/** The analytics privacy form in a dialog, for guests (opened from {@link GuestPrivacyFooter}). */
export default function GuestPrivacyDialog({ onClose }: { onClose(): void }) {
  const titleID = useId();
  return (
    <Modal size="small" titleID={titleID} onClose={onClose}>
      <ModalHeader title={t("Analytics privacy")} />
      <div className={styles.dialogBody}>
        <PrivacySettingsForm labelledBy={titleID} />
      </div>
    </Modal>
  );
}
