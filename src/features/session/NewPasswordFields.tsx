import { t } from "../../../runtime/i18n/t";
import { TextField } from "../../ui/TextField";
import { passwordRulesText } from "./new-password";

/** A new password typed twice. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** Nothing typed yet. */
export const EMPTY_NEW_PASSWORD: NewPasswordValues = { password: "", confirmation: "" };

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange(next: NewPasswordValues): void;
  /** What is wrong with the new password (found before sending, or the server's), under its field. */
  passwordErrors?: string[];
  /** What is wrong with the confirmation, under its field. */
  confirmationErrors?: string[];
  disabled?: boolean;
}

/**
 * The new password and its confirmation, the password's rules said under it before anything is
 * typed. The form holding them checks them with `newPasswordProblems` before sending.
 */
export function NewPasswordFields({
  values,
  onChange,
  passwordErrors,
  confirmationErrors,
  disabled,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={t("New Password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
        hint={passwordRulesText()}
        errors={passwordErrors}
        value={values.password}
        onChange={(e) => onChange({ ...values, password: e.target.value })}
      />
      <TextField
        label={t("Confirm New Password")}
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
        errors={confirmationErrors}
        value={values.confirmation}
        onChange={(e) => onChange({ ...values, confirmation: e.target.value })}
      />
    </>
  );
}
