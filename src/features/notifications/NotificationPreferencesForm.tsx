import { useState, type FormEvent } from "react";
import {
  emailFrequencies,
  notificationKinds,
  type EmailFrequency,
  type NotificationChannels,
  type NotificationKind,
  type NotificationPreferences,
} from "../../../schemas/entities/notification-preferences.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { errorMessageOf } from "../../ui/toasts/use-toast";
import * as styles from "./notification-preferences.styles";

/** What each kind is called on the page, and what it covers. */
export const NOTIFICATION_KIND_TEXTS: Record<NotificationKind, { label: string; description: string }> = {
  Mention: { label: msg("Mentions"), description: msg("Someone mentions me.") },
  DiscussionComment: {
    label: msg("Comments and replies"),
    description: msg("Someone comments on my discussion or replies to my comment."),
  },
  Reaction: { label: msg("Reactions"), description: msg("Someone reacts to my discussion or comment.") },
  ConversationMessage: {
    label: msg("Private messages"),
    description: msg("Someone sends me a private message."),
  },
  BookmarkComment: {
    label: msg("Bookmarked discussions"),
    description: msg("Someone comments in a discussion I bookmarked."),
  },
};

/** The choices of how often notification mail goes out. */
export const EMAIL_FREQUENCY_TEXTS: Record<EmailFrequency, string> = {
  each: msg("One email for each notification"),
  daily: msg("A daily digest"),
  weekly: msg("A weekly digest"),
};

const channels = [
  { key: "popup", label: msg("Popup") },
  { key: "email", label: msg("Email") },
] as const satisfies readonly { key: keyof NotificationChannels; label: string }[];

/** What the form says after saving. */
export const PREFERENCES_SAVED_TEXT = msg("Your notification preferences have been saved.");

type SaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/** Props of {@link NotificationPreferencesForm}. */
export interface NotificationPreferencesFormProps {
  preferences: NotificationPreferences;
  save: (preferences: NotificationPreferences) => Promise<unknown>;
}

/**
 * A member's notification preferences as a table of checkboxes: a row per kind, a column each for
 * popup and email, each checkbox named by its row and column. Saving says in words whether it worked.
 */
export function NotificationPreferencesForm({ preferences, save }: NotificationPreferencesFormProps) {
  const [draft, setDraft] = useState(preferences);
  const [state, setState] = useState<SaveState>({ kind: "idle" });

  function toggle(kind: NotificationKind, channel: keyof NotificationChannels, checked: boolean) {
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], [channel]: checked } }));
    setState((current) => (current.kind === "saving" ? current : { kind: "idle" }));
  }
  function chooseFrequency(emailFrequency: EmailFrequency) {
    setDraft((current) => ({ ...current, emailFrequency }));
    setState((current) => (current.kind === "saving" ? current : { kind: "idle" }));
  }
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "saving" });
    try {
      await save(draft);
      setState({ kind: "saved" });
    } catch (error) {
      setState({ kind: "failed", message: errorMessageOf(error) });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)}>
      <table className={styles.table}>
        <caption className={styles.note}>
          {t("Choose how you are told about each kind of notification.")}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("Notification")}</th>
            {channels.map((channel) => (
              <th
                key={channel.key}
                scope="col"
                id={`notification-channel-${channel.key}`}
                className={styles.switchCell}
              >
                {t(channel.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notificationKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                <span id={`notification-kind-${kind}`} className={styles.kindLabel}>
                  {t(NOTIFICATION_KIND_TEXTS[kind].label)}
                </span>
                <span className={styles.description}>{t(NOTIFICATION_KIND_TEXTS[kind].description)}</span>
              </th>
              {channels.map((channel) => (
                <td key={channel.key} className={styles.switchCell}>
                  <input
                    type="checkbox"
                    aria-labelledby={`notification-kind-${kind} notification-channel-${channel.key}`}
                    checked={draft[kind][channel.key]}
                    onChange={(event) => toggle(kind, channel.key, event.currentTarget.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className={styles.frequency}>
        <legend className={styles.kindLabel}>{t("How often to email me")}</legend>
        <span className={styles.description}>
          {t("A digest gathers what happened into one email a day or a week.")}
        </span>
        {emailFrequencies.map((frequency) => (
          <label key={frequency} className={styles.choice}>
            <input
              type="radio"
              name="emailFrequency"
              value={frequency}
              checked={draft.emailFrequency === frequency}
              onChange={() => chooseFrequency(frequency)}
            />
            {t(EMAIL_FREQUENCY_TEXTS[frequency])}
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>
        {t("Each notification email has a link that stops that kind of email, without signing in.")}
      </p>
      <div className={styles.actions}>
        <Button type="submit" buttonType="primary" disabled={state.kind === "saving"}>
          {t("Save")}
        </Button>
        <p role="status" aria-live="polite">
          {state.kind === "saved" && t(PREFERENCES_SAVED_TEXT)}
        </p>
        <p role="alert" className={styles.error}>
          {state.kind === "failed" && state.message}
        </p>
      </div>
    </form>
  );
}
