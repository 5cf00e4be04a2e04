import { useState, type FormEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import type { ApiError } from "../../../runtime/api/api-error";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import * as formStyles from "./form.styles";
import { asApiError, fieldMessages, updateOwnAccount } from "./account-api";
import { newPasswordProblems } from "./new-password";
import { EMPTY_NEW_PASSWORD, NewPasswordFields } from "./NewPasswordFields";

const EMPTY = { current: "", ...EMPTY_NEW_PASSWORD };

/**
 * The Password section of the account settings: the current password, then the new one twice.
 * The new password's rules show before submitting; a wrong current password shows under its field.
 * The member stays signed in here and is signed out everywhere else.
 */
export function PasswordChangeForm({ labelledBy }: { labelledBy: string }) {
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [changed, setChanged] = useState(false);
  const [isPending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordProblems(values.password, values.confirmation);
    if (!values.current) found.current = [t("Enter your current password.")];
    setProblems(found);
    setError(null);
    setChanged(false);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await updateOwnAccount({ password: values.password, passwordConfirmation: values.current });
      setValues(EMPTY);
      setChanged(true);
    } catch (caught) {
      setError(asApiError(caught));
      setValues({ ...values, current: "" });
    }
    setPending(false);
  }

  const edit = (next: Partial<typeof values>) => {
    setChanged(false);
    setValues({ ...values, ...next });
  };
  const currentErrors = problems.current ?? fieldMessages(error, "passwordConfirmation");
  const newErrors = problems.password ?? fieldMessages(error, "password");
  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate aria-labelledby={labelledBy}>
      {error && !currentErrors.length && !newErrors.length && (
        <div role="alert" className={formStyles.alert}>
          {error.message}
          {error.description && ` ${error.description}`}
        </div>
      )}
      <TextField
        label={t("Current Password")}
        name="passwordConfirmation"
        type="password"
        autoComplete="current-password"
        required
        errors={currentErrors}
        value={values.current}
        onChange={(e) => edit({ current: e.target.value })}
      />
      <NewPasswordFields
        values={values}
        onChange={edit}
        passwordErrors={newErrors}
        confirmationErrors={problems.confirmation}
      />
      <div className={formStyles.actions}>
        <Button type="submit" buttonType="primary" isLoading={isPending}>
          {t("Change Password")}
        </Button>
        <span role="status">
          {changed ? t("Your password was changed. Your other devices were signed out.") : ""}
        </span>
      </div>
    </form>
  );
}
