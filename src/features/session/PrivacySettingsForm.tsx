import { useEffect, useId, useState, type FormEvent } from "react";
import { t, msg } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { ANONYMIZE_DEFAULT, type AnonymizeValue } from "../../../schemas/api/privacy.schema";
import { Button } from "../../ui/Button";
import { readPrivacy, savePrivacy } from "../tracking";
import * as formStyles from "./form.styles";
import * as styles from "./privacy-settings.styles";

const CHOICES: ReadonlyArray<{ value: AnonymizeValue; label: string }> = [
  { value: -1, label: msg("Use the site's default") },
  { value: 1, label: msg("Anonymise my data") },
  { value: 0, label: msg("Don't anonymise") },
];

type Status = "idle" | "saving" | "saved" | "failed";

/**
 * The analytics privacy choice (shell spec §4: 1 anonymise, 0 do not, -1 the site's default). A
 * member's choice is saved on the server; a guest's also goes to the `<garden.cookie.name>-anonymize`
 * cookie. When reading or saving fails the form falls back to the default (shell spec §8).
 */
export function PrivacySettingsForm({ labelledBy }: { labelledBy?: string }) {
  const isMember = useSession((s) => s.user.userID > 0);
  const [choice, setChoice] = useState<AnonymizeValue | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const legendID = useId();

  useEffect(() => {
    let current = true;
    void readPrivacy(isMember).then((value) => {
      if (current) setChoice(value);
    });
    return () => {
      current = false;
    };
  }, [isMember]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) return;
    setStatus("saving");
    try {
      await savePrivacy(isMember, choice);
      setStatus("saved");
    } catch {
      setChoice(ANONYMIZE_DEFAULT);
      setStatus("failed");
    }
  }

  return (
    <form
      className={formStyles.form}
      onSubmit={handleSubmit}
      aria-labelledby={labelledBy}
      aria-busy={choice === null}
    >
      {status === "failed" && (
        <div role="alert" className={formStyles.alert}>
          {t("Your privacy setting could not be saved. The site's default applies.")}
        </div>
      )}
      <fieldset className={styles.fieldset} role="radiogroup" aria-labelledby={legendID}>
        <legend id={legendID} className={styles.legend}>
          {t("Anonymise my analytics data")}
        </legend>
        <p className={styles.hint}>
          {isMember
            ? t("Anonymised page views are counted without linking them to you or keeping what you searched.")
            : t("As a guest, anonymising means this browser sends no page views at all.")}
        </p>
        {CHOICES.map(({ value, label }) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="AnonymizeData"
              value={value}
              checked={choice === value}
              disabled={choice === null}
              onChange={() => {
                setChoice(value);
                setStatus("idle");
              }}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.actions}>
        <Button type="submit" buttonType="primary" isLoading={status === "saving"} disabled={choice === null}>
          {t("Save")}
        </Button>
        <span role="status">{status === "saved" ? t("Your privacy setting was saved.") : ""}</span>
      </div>
    </form>
  );
}
