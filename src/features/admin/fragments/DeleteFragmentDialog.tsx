import { useId, useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { ModalFooter } from "../../../ui/ModalFooter";
import { ModalHeader } from "../../../ui/ModalHeader";
import type { FragmentRecord } from "./fragment-api";

/** Asks before deleting a fragment, naming every place it is applied (they show the built-in again). */
export function DeleteFragmentDialog({
  fragment,
  onConfirm,
  onCancel,
}: {
  fragment: FragmentRecord;
  onConfirm(): Promise<void>;
  onCancel(): void;
}) {
  const titleID = useId();
  const [isPending, setIsPending] = useState(false);
  const views = fragment.fragmentViews;
  return (
    <Modal size="small" titleID={titleID} onClose={onCancel} isNotDismissable={isPending}>
      <ModalHeader title={t("Delete {name}", { name: fragment.name })} />
      <p>{t("Delete this fragment and all its revisions? This cannot be undone.")}</p>
      {views.length > 0 && (
        <>
          <p>{t("It is applied here; those places show the built-in again:")}</p>
          <ul>
            {views.map((view) => (
              <li key={`${view.recordType}:${view.recordID}`}>
                {view.recordType === "site" ? t("Every page") : view.recordName}
              </li>
            ))}
          </ul>
        </>
      )}
      <ModalFooter>
        <Button buttonType="dashboardSecondary" onClick={onCancel}>
          {t("Cancel")}
        </Button>
        <Button
          buttonType="dashboardPrimary"
          isLoading={isPending}
          onClick={() => {
            setIsPending(true);
            void onConfirm().finally(() => setIsPending(false));
          }}
        >
          {t("Delete")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
