import { useIsServerRender } from "../../ui/use-browser-value";
import { useId, useState, type FormEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import { ApiError } from "../../../runtime/api/api-error";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { signIn } from "./session-api";
import * as styles from "./form.styles";
import { EntryForm } from "./EntryForm";

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Called after a successful sign-in. */
  onSignedIn(): void;
  registerLink?: React.ReactNode;
}

/**
 * Username-or-email, password and "Keep me signed in" (checked at first: the session outlives the
 * browser; unchecked, it ends with the browser). A wrong password shows the server's message and
 * keeps what was typed in the username field; the password is cleared.
 */
export function SignInForm({ onSignedIn, registerLink }: SignInFormProps) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [persist, setPersist] = useState(true);
  const persistID = useId();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn({ username, password, persist });
      onSignedIn();
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught.message : t("Something went wrong while contacting the server."),
      );
      setPassword("");
      setPending(false);
    }
  }

  // Typing before the page hydrated would be lost (the fields are controlled): they open once it has.
  const hydrating = useIsServerRender();
  return (
    <EntryForm label={t("Sign In")} onSubmit={handleSubmit}>
      {error && (
        <div role="alert" className={styles.alert}>
          {error}
        </div>
      )}
      <TextField
        label={t("Username or Email")}
        name="username"
        autoComplete="username"
        required
        disabled={hydrating}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t("Password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        disabled={hydrating}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className={styles.choice}>
        <input
          id={persistID}
          type="checkbox"
          name="persist"
          disabled={hydrating}
          checked={persist}
          onChange={(e) => setPersist(e.target.checked)}
        />
        <label htmlFor={persistID}>{t("Keep me signed in")}</label>
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          buttonType="primary"
          isLoading={isPending}
          disabled={hydrating || !username || !password}
        >
          {t("Sign In")}
        </Button>
        {registerLink}
      </div>
    </EntryForm>
  );
}
