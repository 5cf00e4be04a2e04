import { useState, type FormEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import type { ApiError } from "../../../runtime/api/api-error";
import { useSessionStore } from "../../../runtime/data/session-store";
import type { User } from "../../../schemas/entities/user.schema";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import * as formStyles from "./form.styles";
import { asApiError, fieldMessages, updateOwnAccount } from "./account-api";

/**
 * The Profile section of the account settings: username and title. The server's field errors show
 * under their fields; a saved name also changes in the session, so the account menu follows.
 */
export function ProfileSettingsForm({ user, labelledBy }: { user: User; labelledBy: string }) {
  const store = useSessionStore();
  const [values, setValues] = useState({ name: user.name, title: user.title ?? "" });
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const [isPending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setSaved(false);
    try {
      const updated = await updateOwnAccount(values);
      setValues({ name: updated.name, title: updated.title ?? "" });
      store.update((state) => {
        state.user.name = updated.name;
      });
      setSaved(true);
    } catch (caught) {
      setError(asApiError(caught));
    }
    setPending(false);
  }

  const bind = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setSaved(false);
      setValues({ ...values, [field]: e.target.value });
    },
    errors: fieldMessages(error, field),
  });
  const hasFieldErrors = Object.keys(error?.errors ?? {}).length > 0;
  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate aria-labelledby={labelledBy}>
      {error && !hasFieldErrors && (
        <div role="alert" className={formStyles.alert}>
          {error.message}
          {error.description && ` ${error.description}`}
        </div>
      )}
      <TextField label={t("Username")} name="name" autoComplete="username" required {...bind("name")} />
      <TextField label={t("Title")} name="title" maxLength={100} {...bind("title")} />
      <div className={formStyles.actions}>
        <Button type="submit" buttonType="primary" isLoading={isPending}>
          {t("Save Profile")}
        </Button>
        <span role="status">{saved ? t("Your profile was saved.") : ""}</span>
      </div>
    </form>
  );
}
