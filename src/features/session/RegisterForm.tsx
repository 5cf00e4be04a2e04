import { useIsServerRender } from "../../ui/use-browser-value";
import { useState, type FormEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import { ApiError } from "../../../runtime/api/api-error";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import type { RegisterAnswer } from "../../../schemas/api/session.schema";
import { register } from "./session-api";
import * as styles from "./form.styles";
import { EntryForm } from "./EntryForm";
import { passwordRulesText } from "./new-password";

/**
 * Registration: the password rules show under the password before anything is sent, the server's
 * field errors (all of them, in one answer) show under their fields and nothing typed is lost. On
 * success the server says what happens next (a mailed link), which `onRegistered` receives.
 */
export function RegisterForm({
  onRegistered,
  invitationCode,
  target,
}: {
  onRegistered(answer: RegisterAnswer): void;
  /** The code of the invitation's link this sign-up came from. */
  invitationCode?: string;
  /** The page to return to once signed up: the mailed link carries it back. */
  target?: string;
}) {
  const [values, setValues] = useState({ name: "", email: "", password: "" });
  const [error, setError] = useState<ApiError | null>(null);
  const [isPending, setPending] = useState(false);
  const fieldErrors = (field: string) =>
    (error?.errors[field] ?? error?.errors[`body.${field}`] ?? []).map((e) => e.message);
  const bind = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: e.target.value }),
    errors: fieldErrors(field),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      onRegistered(
        await register({
          ...values,
          ...(invitationCode ? { invitationCode } : {}),
          ...(target && target !== "/" ? { target } : {}),
        }),
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError({ status: 0, message: String(caught) }));
      setPending(false);
    }
  }

  // Typing before the page hydrated would be lost (the fields are controlled): they open once it has.
  const hydrating = useIsServerRender();
  return (
    <EntryForm label={t("Register")} onSubmit={handleSubmit}>
      {error && (
        <div role="alert" className={styles.alert}>
          {error.message}
          {error.description && ` ${error.description}`}
          {/* The invitation has no field of its own: what is wrong with it is said here. */}
          {fieldErrors("invitationCode").map((message) => ` ${message}`)}
        </div>
      )}
      <TextField
        label={t("Email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        disabled={hydrating}
        {...bind("email")}
      />
      <TextField
        label={t("Username")}
        name="name"
        autoComplete="username"
        required
        disabled={hydrating}
        {...bind("name")}
      />
      <TextField
        label={t("Password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={hydrating}
        hint={passwordRulesText()}
        {...bind("password")}
      />
      <div className={styles.actions}>
        <Button type="submit" buttonType="primary" isLoading={isPending} disabled={hydrating}>
          {t("Register")}
        </Button>
      </div>
    </EntryForm>
  );
}
