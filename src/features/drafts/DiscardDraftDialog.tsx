import { useId } from "react";
import { t, msg } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ModalFooter } from "../../ui/ModalFooter";
import { ModalHeader } from "../../ui/ModalHeader";

/** The question's texts (content spec §8 "Discard draft", as shown). */
export const DISCARD_DRAFT_TEXT = msg(
  "You have an unposted draft, replying to this comment will discard your draft.",
);
export const DISCARD_DRAFT_QUESTION = msg("Are you sure you want to discard it?");

/** Props of {@link DiscardDraftDialog}. */
export interface DiscardDraftDialogProps {
  onDiscard(): void;
  onCancel(): void;
}

/** Asks before a reply discards the unposted top-level comment draft (content spec §4, §8). */
export default function DiscardDraftDialog({ onDiscard, onCancel }: DiscardDraftDialogProps) {
  const titleID = useId();
  return (
    <Modal size="small" titleID={titleID} onClose={onCancel}>
      <ModalHeader title={t(DISCARD_DRAFT_TEXT)} />
      <p>{t(DISCARD_DRAFT_QUESTION)}</p>
      <ModalFooter>
        <Button type="button" buttonType="text" onClick={onCancel}>
          {t("Cancel")}
        </Button>
        <Button type="button" buttonType="primary" onClick={onDiscard}>
          {t("Discard")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
