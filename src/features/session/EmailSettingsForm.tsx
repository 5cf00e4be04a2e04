import { useState, type FormEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import type { ApiError } from "../../../runtime/api/api-error";
import { useSessionStore } from "../../../runtime/data/session-store";
import type { User } from "../../../schemas/entities/user.schema";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import * as formStyles from "./form.styles";
import { asApiError, fieldMessages, updateOwnAccount } from "./account-api";

const EMPTY = { email: "", current: "" };

/**
 * The Email section of the account settings: a new address and the current password. The server
 * keeps the new address unconfirmed (so does the session) and mails it a confirmation link; a taken address or a wrong
 * password shows under its field.
 */
export function EmailSettingsForm({ user, labelledBy }: { user: User; labelledBy: string }) {
  const store = useSessionStore();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string[]> = {};
    if (!values.email.trim()) found.email = [t("Enter your new email address.")];
    if (!values.current) found.current = [t("Enter your current password.")];
    setProblems(found);
    setError(null);
    setSentTo(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const updated = await updateOwnAccount({ email: values.email, passwordConfirmation: values.current });
      setValues(EMPTY);
      setSentTo(updated.email ?? values.email.trim());
      // The shell's email-not-confirmed notice follows the session.
      store.update((state) => {
        state.user.emailConfirmed = false;
      });
    } catch (caught) {
      setError(asApiError(caught));
      setValues({ ...values, current: "" });
    }
    setPending(false);
  }

  const change = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setSentTo(null);
    setValues({ ...values, [field]: e.target.value });
  };
  const hasFieldErrors = Object.keys(error?.errors ?? {}).length > 0;
  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate aria-labelledby={labelledBy}>
      {error && !hasFieldErrors && (
        <div role="alert" className={formStyles.alert}>
          {error.message}
          {error.description && ` ${error.description}`}
        </div>
      )}
      {user.email && <p>{t("Your email address is {email}.", { email: user.email })}</p>}
      <TextField
        label={t("New Email")}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change("email")}
        errors={[...(problems.email ?? []), ...fieldMessages(error, "email")]}
      />
      <TextField
        label={t("Current Password")}
        name="passwordConfirmation"
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={change("current")}
        errors={[...(problems.current ?? []), ...fieldMessages(error, "passwordConfirmation")]}
      />
      <div className={formStyles.actions}>
        <Button type="submit" buttonType="primary" isLoading={isPending}>
          {t("Change Email")}
        </Button>
        <span role="status">
          {sentTo
            ? t("We sent a confirmation email to {email}. Open its link to confirm the address.", {
                email: sentTo,
              })
            : ""}
        </span>
      </div>
    </form>
  );
}
