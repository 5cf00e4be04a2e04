import { useState, type FormEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import type { ApiError } from "../../../runtime/api/api-error";
import type { PasswordRequestAnswer } from "../../../schemas/api/account.schema";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { useIsServerRender } from "../../ui/use-browser-value";
import { EntryForm } from "./EntryForm";
import * as formStyles from "./form.styles";
import { asApiError, fieldMessages, requestPasswordLink } from "./account-api";

/**
 * The forgotten-password form: an email address or username. The server answers alike whether or
 * not the account exists, and `onRequested` receives that answer.
 */
export function PasswordRequestForm({ onRequested }: { onRequested(answer: PasswordRequestAnswer): void }) {
  const [login, setLogin] = useState("");
  const [error, setError] = useState<ApiError | null>(null);
  const [isPending, setPending] = useState(false);
  const [emptyError, setEmptyError] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!login.trim()) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setPending(true);
    setError(null);
    try {
      onRequested(await requestPasswordLink(login.trim()));
    } catch (caught) {
      setError(asApiError(caught));
      setPending(false);
    }
  }

  const hydrating = useIsServerRender();
  const errors = emptyError ? [t("Enter your email address or username.")] : fieldMessages(error, "email");
  return (
    <EntryForm label={t("Request a New Password")} onSubmit={handleSubmit}>
      {error && !errors.length && (
        <div role="alert" className={formStyles.alert}>
          {error.message}
          {error.description && ` ${error.description}`}
        </div>
      )}
      <TextField
        label={t("Email or Username")}
        name="email"
        autoComplete="username"
        required
        disabled={hydrating}
        value={login}
        errors={errors}
        onChange={(e) => setLogin(e.target.value)}
      />
      <div className={formStyles.actions}>
        <Button type="submit" buttonType="primary" isLoading={isPending} disabled={hydrating}>
          {t("Request a New Password")}
        </Button>
        <a href="/entry/signin">{t("Back to Sign In")}</a>
      </div>
    </EntryForm>
  );
}
