import { useState } from "react";
import type { Conversation } from "../../../schemas/entities/conversation.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { Button } from "../../ui/Button";
import { errorMessageOf } from "../../ui/toasts/use-toast";
import type { MentionUser } from "../editor";
import { addParticipants, useRefreshConversations } from "./conversation-api";
import { ParticipantPicker } from "./ParticipantPicker";
import * as styles from "./messages.styles";

/** The button that opens the form, and the form's own. */
export const ADD_PEOPLE_TEXT = msg("Add People");

/**
 * Add People: the name lookup offering those not in the conversation yet, then
 * `POST /conversations/{id}/participants`; the participants shown follow. A refusal is announced.
 */
export function AddParticipantsForm({ conversation }: { conversation: Conversation }) {
  const viewerID = useSession((s) => s.user.userID);
  const [isOpen, setIsOpen] = useState(false);
  const [people, setPeople] = useState<MentionUser[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshConversations();
  if (!isOpen) {
    return (
      <Button buttonType="text" onClick={() => setIsOpen(true)}>
        {t(ADD_PEOPLE_TEXT)}
      </Button>
    );
  }
  const inConversation = conversation.participants
    .filter((participant) => participant.status === "participating")
    .map((participant) => participant.userID);
  return (
    <form
      className={styles.form}
      aria-label={t(ADD_PEOPLE_TEXT)}
      onSubmit={async (event) => {
        event.preventDefault();
        setIsSaving(true);
        setError(null);
        try {
          await addParticipants(
            conversation.conversationID,
            people.map((user) => user.userID),
          );
          await refresh();
          setPeople([]);
          setIsOpen(false);
        } catch (reason) {
          setError(errorMessageOf(reason));
        } finally {
          setIsSaving(false);
        }
      }}
    >
      <ParticipantPicker
        selected={people}
        onChange={setPeople}
        viewerID={viewerID}
        excludeIDs={inConversation}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button buttonType="text" onClick={() => setIsOpen(false)}>
          {t("Cancel")}
        </Button>
        <Button type="submit" buttonType="primary" isLoading={isSaving} disabled={people.length === 0}>
          {t("Add")}
        </Button>
      </div>
    </form>
  );
}
