import { useId } from "react";
import { t } from "../../../runtime/i18n/t";
import { AccountPanel, type AccountPanelTab } from "../users";
import { Modal } from "../../ui/Modal";
import { ModalHeader } from "../../ui/ModalHeader";

/**
 * The compact title bar's account panel (shell spec §2): a side panel from the right with the tabs
 * Me, Notifications and Messages.
 */
export function AccountPanelModal({
  onClose,
  initialTab,
}: {
  onClose: () => void;
  /** The tab it opens on; Me by default. */
  initialTab?: AccountPanelTab;
}) {
  const titleID = useId();
  return (
    <Modal size="sidePanelRight" titleID={titleID} onClose={onClose}>
      <ModalHeader title={t("My Account")} />
      <AccountPanel initialTab={initialTab} />
    </Modal>
  );
}
