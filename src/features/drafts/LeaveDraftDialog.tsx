import { useId } from "react";
import { t, msg } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ModalFooter } from "../../ui/ModalFooter";
import { ModalHeader } from "../../ui/ModalHeader";

/** Our texts: the spec's unsaved-changes question says the work will be lost, and a draft is not. */
export const LEAVE_DRAFT_TITLE = msg("Unposted Draft");
export const LEAVE_DRAFT_TEXT = msg(
  "What you wrote has not been posted. It is kept as a draft: it will be here when you come back, and on your Drafts page.",
);

/** Props of {@link LeaveDraftDialog}. */
export interface LeaveDraftDialogProps {
  /** Leave the page; the draft stays. */
  onLeave(): void;
  /** Stay on the form. */
  onStay(): void;
}

/** Asks before a link leaves a form with unposted text, which is kept as a draft either way. */
export default function LeaveDraftDialog({ onLeave, onStay }: LeaveDraftDialogProps) {
  const titleID = useId();
  return (
    <Modal size="small" titleID={titleID} onClose={onStay}>
      <ModalHeader title={t(LEAVE_DRAFT_TITLE)} />
      <p>{t(LEAVE_DRAFT_TEXT)}</p>
      <ModalFooter>
        <Button type="button" buttonType="text" onClick={onStay}>
          {t("Stay")}
        </Button>
        <Button type="button" buttonType="primary" onClick={onLeave}>
          {t("Leave")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
