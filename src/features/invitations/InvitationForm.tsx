import { useId, useState, type FormEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import type { ApiError } from "../../../runtime/api/api-error";
import { MAX_INVITATION_EMAILS, MAX_INVITATION_MESSAGE } from "../../../schemas/api/invitations.schema";
import { Button } from "../../ui/Button";
import { asApiError } from "../session";
import { sendInvitations } from "./invitations-api";
import { parseInvitees } from "./parse-invitees";
import * as styles from "./invitation-form.styles";

/** The message after a successful invite, by how many were sent. */
export const sentText = (count: number) =>
  count === 1
    ? t("1 invitation was sent.")
    : t("{count} invitations were sent.").replace("{count}", String(count));

/** The server's messages about single addresses, by their index in the list sent. */
function inviteeErrors(error: ApiError | null): Map<number, string> {
  const byIndex = new Map<number, string>();
  for (const fieldError of Object.values(error?.errors ?? {}).flat()) {
    const match = /^emails\[(\d+)\]$/.exec(fieldError.path ?? "");
    if (match) byIndex.set(Number(match[1]), fieldError.message);
  }
  return byIndex;
}

/**
 * Invite people to the site by email (content spec §7, §8 invitations): the emails text (commas or
 * new lines between addresses) builds the invitee list shown before sending; Send mails each one a
 * link to the registration page. After a successful invite the emails text and the invitee list are
 * cleared and a message says how many were sent.
 */
export function InvitationForm({ labelledBy }: { labelledBy?: string }) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<ApiError | null>(null);
  const [sentCount, setSentCount] = useState<number | null>(null);
  const [isPending, setPending] = useState(false);
  const id = useId();
  const invitees = parseInvitees(text);
  const tooMany = invitees.length > MAX_INVITATION_EMAILS;
  const badInvitees = inviteeErrors(error);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (invitees.length === 0 || tooMany) return;
    setPending(true);
    setError(null);
    setSentCount(null);
    try {
      const answer = await sendInvitations({ emails: invitees, ...(message.trim() ? { message } : {}) });
      setText("");
      setMessage("");
      setSentCount(answer.emails.length);
    } catch (caught) {
      setError(asApiError(caught));
    }
    setPending(false);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={labelledBy}>
      {error && (
        <div role="alert" className={styles.alert}>
          {error.message}
          {error.description && ` ${error.description}`}
        </div>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-emails`}>
          {t("Email addresses")}
        </label>
        <textarea
          id={`${id}-emails`}
          className={styles.textarea}
          value={text}
          aria-describedby={`${id}-emails-hint`}
          aria-invalid={tooMany || badInvitees.size > 0 || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setSentCount(null);
            setError(null);
          }}
        />
        <div id={`${id}-emails-hint`} className={styles.hint}>
          {tooMany
            ? t("You can invite up to {max} people at a time.").replace(
                "{max}",
                String(MAX_INVITATION_EMAILS),
              )
            : t("Separate addresses with commas or new lines.")}
        </div>
      </div>
      {invitees.length > 0 && (
        <div className={styles.field}>
          <h2 id={`${id}-invitees`} className={styles.label}>
            {t("Invitees")} ({invitees.length})
          </h2>
          <ul className={styles.invitees} aria-labelledby={`${id}-invitees`}>
            {invitees.map((email, index) => (
              <li key={email} className={badInvitees.has(index) ? styles.invalid : undefined}>
                {email}
                {badInvitees.has(index) && ` — ${t("not a valid email address")}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-message`}>
          {t("Message (optional)")}
        </label>
        <textarea
          id={`${id}-message`}
          className={styles.textarea}
          value={message}
          maxLength={MAX_INVITATION_MESSAGE}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          buttonType="primary"
          isLoading={isPending}
          disabled={invitees.length === 0 || tooMany}
        >
          {t("Send")}
        </Button>
        <span role="status">{sentCount !== null ? sentText(sentCount) : ""}</span>
      </div>
    </form>
  );
}
