import { useState, type FormEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import type { ApiError } from "../../../runtime/api/api-error";
import { Button } from "../../ui/Button";
import { useIsServerRender } from "../../ui/use-browser-value";
import { EntryForm } from "./EntryForm";
import * as formStyles from "./form.styles";
import { asApiError, fieldMessages, resetPassword } from "./account-api";
import { newPasswordProblems } from "./new-password";
import { EMPTY_NEW_PASSWORD, NewPasswordFields } from "./NewPasswordFields";

/** Props of {@link PasswordResetForm}. */
export interface PasswordResetFormProps {
  /** The user ID and token of the mailed link. */
  userID: number;
  token: string;
  onReset(): void;
}

/**
 * The mailed reset link's form: the new password twice, its rules said under the field. Mistakes
 * show under their fields before anything is sent; the server's answer (an expired or used link)
 * shows above the form.
 */
export function PasswordResetForm({ userID, token, onReset }: PasswordResetFormProps) {
  const [values, setValues] = useState(EMPTY_NEW_PASSWORD);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [isPending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordProblems(values.password, values.confirmation);
    setProblems(found);
    setError(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await resetPassword({ userID, token, password: values.password });
      onReset();
    } catch (caught) {
      setError(asApiError(caught));
      setPending(false);
    }
  }

  const serverPasswordErrors = fieldMessages(error, "password");
  const hydrating = useIsServerRender();
  return (
    <EntryForm label={t("Choose a New Password")} onSubmit={handleSubmit}>
      {error && !serverPasswordErrors.length && (
        <div role="alert" className={formStyles.alert}>
          {error.message}
          {error.description && ` ${error.description}`}
        </div>
      )}
      <NewPasswordFields
        values={values}
        onChange={setValues}
        passwordErrors={problems.password ?? serverPasswordErrors}
        confirmationErrors={problems.confirmation}
        disabled={hydrating}
      />
      <div className={formStyles.actions}>
        <Button type="submit" buttonType="primary" isLoading={isPending} disabled={hydrating}>
          {t("Save Password")}
        </Button>
      </div>
    </EntryForm>
  );
}
