import { useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import { FormDialog } from "../../../ui/FormDialog";
import { TextField } from "../../../ui/TextField";

/** Asks for a commit message; committing makes the draft the version every page uses. */
export function CommitDialog({
  onCommit,
  onClose,
}: {
  /** Resolves true once committed. */
  onCommit(message: string): Promise<boolean>;
  onClose(): void;
}) {
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <FormDialog
      look="dashboard"
      title={t("Commit this version")}
      submitLabel={t("Commit")}
      onClose={onClose}
      onSubmit={async () => {
        if (!message.trim()) {
          setErrors([t("A commit message is required.")]);
          return false;
        }
        return onCommit(message.trim());
      }}
    >
      <TextField
        label={t("Commit message")}
        value={message}
        errors={errors}
        maxLength={500}
        hint={t("Committing makes this version active: every page using the fragment shows it at once.")}
        onChange={(event) => setMessage(event.target.value)}
      />
    </FormDialog>
  );
}
