import { useState } from "react";
import useSWR from "swr";
import type { MessagePreferences } from "../../../schemas/api/member-blocks.schema";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { t, msg } from "../../../runtime/i18n/t";
import { errorMessageOf } from "../../ui/toasts/use-toast";

/** The swr key (an API path) of the signed-in member's message preferences. */
export const MESSAGE_PREFERENCES_KEY = "users/me/message-preferences";

/** The switch's label: whom the member takes private messages from. */
export const ONLY_KNOWN_TEXT = msg(
  "Only moderators and people I have written to can send me private messages.",
);

/** What the form says after saving. */
export const MESSAGE_PREFERENCES_SAVED_TEXT = msg("Your message preferences have been saved.");

type SaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/**
 * The member's choice of whom they take private messages from, saved as soon as it changes; says in
 * words whether that worked. Renders nothing until the choice has loaded.
 */
export function MessagePreferencesForm() {
  const { data, mutate } = useSWR<MessagePreferences, ApiError>(MESSAGE_PREFERENCES_KEY, apiFetcher);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  if (!data) return null;

  async function handleChange(onlyKnown: boolean) {
    setState({ kind: "saving" });
    try {
      const response = await apiClient.patch<MessagePreferences>(MESSAGE_PREFERENCES_KEY, {
        body: { messagesFrom: onlyKnown ? "known" : "everyone" },
      });
      await mutate(response.data, { revalidate: false });
      setState({ kind: "saved" });
    } catch (error) {
      setState({ kind: "failed", message: errorMessageOf(error) });
    }
  }

  return (
    <div>
      <label>
        <input
          type="checkbox"
          checked={data.messagesFrom === "known"}
          disabled={state.kind === "saving"}
          onChange={(event) => void handleChange(event.currentTarget.checked)}
        />{" "}
        {t(ONLY_KNOWN_TEXT)}
      </label>
      <p role="status" aria-live="polite">
        {state.kind === "saved" && t(MESSAGE_PREFERENCES_SAVED_TEXT)}
      </p>
      <p role="alert">{state.kind === "failed" && state.message}</p>
    </div>
  );
}
