import { useEffect, useId, useState } from "react";
import { useSWRConfig } from "swr";
import type { ValidatorType } from "@rjsf/utils";
import { importModule, servedFormValidator, type ModuleImporter } from "../../../runtime/forms";
import { t } from "../../../runtime/i18n/t";
import { ApiError } from "../../../runtime/api/api-error";
import type { AttachmentIntegration } from "../../../schemas/entities/attachment.schema";
import { Button } from "../../ui/Button";
import { GeneratedForm } from "../../ui/forms";
import { Loader } from "../../ui/Loader";
import { Modal } from "../../ui/Modal";
import { ModalFooter } from "../../ui/ModalFooter";
import { ModalHeader } from "../../ui/ModalHeader";
import { errorMessageOf } from "../../ui/toasts/error-message";
import type { ToastActions } from "../../ui/toasts/use-toast";
import { attachmentsKey } from "./attachments-api";
import { fetchAttachmentSchema, postAttachment, type AttachmentFormSchema } from "./attachments-form";
import * as styles from "./attachments.styles";

type FormValues = Record<string, unknown>;

/** Long text fields as text areas; the modal's footer holds the submit button. */
const uiSchema = {
  description: { "ui:widget": "textarea" },
  "ui:submitButtonOptions": { norender: true },
};

/** Props of {@link AddAttachmentDialog}. */
export interface AddAttachmentDialogProps {
  integration: AttachmentIntegration;
  discussionID: number;
  onClose(): void;
  toast: ToastActions;
  /** How the validator module is loaded (the browser's `import()` by default). */
  loadModule?: ModuleImporter;
}

interface LoadedForm {
  schema: AttachmentFormSchema;
  validator: ValidatorType<FormValues>;
}

/**
 * "Add attachment" (content spec §3, §7): the integration's form, generated from the schema the server
 * gives for this discussion and validated by the module the server compiled from it. On success a
 * toast says so and the post's attachments are fetched again; field errors show under their fields.
 */
export default function AddAttachmentDialog({
  integration,
  discussionID,
  onClose,
  toast,
  loadModule = importModule,
}: AddAttachmentDialogProps) {
  const titleID = useId();
  const formID = useId();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<LoadedForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const [isPending, setIsPending] = useState(false);
  const { attachmentType } = integration;

  useEffect(() => {
    let live = true;
    (async () => {
      const schema = await fetchAttachmentSchema(attachmentType, discussionID);
      const validator = await servedFormValidator<FormValues>(schema, loadModule);
      if (live) setForm({ schema, validator });
    })().catch((failure: unknown) => live && setLoadError(errorMessageOf(failure)));
    return () => {
      live = false;
    };
  }, [attachmentType, discussionID, loadModule]);

  async function submit(values: FormValues) {
    if (isPending) return;
    setIsPending(true);
    setSaveError(null);
    try {
      await postAttachment(attachmentType, discussionID, values);
      await mutate(attachmentsKey(discussionID));
      toast.add({ body: t(integration.postSuccessMessage), autoDismiss: true });
      onClose();
    } catch (failure) {
      setSaveError(
        failure instanceof ApiError ? failure : new ApiError({ status: 0, message: errorMessageOf(failure) }),
      );
      setIsPending(false);
    }
  }

  return (
    <Modal size="medium" titleID={titleID} onClose={onClose}>
      <ModalHeader title={t(integration.title)} />
      <div className={styles.body}>
        {loadError ? (
          <p role="alert" className={styles.alert}>
            {loadError}
          </p>
        ) : form ? (
          <GeneratedForm<FormValues>
            id={formID}
            schema={form.schema}
            uiSchema={uiSchema}
            formData={{}}
            validator={form.validator}
            serverError={saveError}
            onSubmit={(values) => void submit(values)}
          />
        ) : (
          <Loader size="small" />
        )}
      </div>
      <ModalFooter>
        <Button type="button" buttonType="text" onClick={onClose}>
          {t("Cancel")}
        </Button>
        <Button type="submit" form={formID} buttonType="primary" isLoading={isPending} disabled={!form}>
          {t(integration.submitButton)}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
