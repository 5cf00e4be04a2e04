import { useState } from "react";
import { useLocation } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/toasts/use-toast";
import { leaveConversation, useRefreshConversations } from "./conversation-api";
import { INBOX_URL } from "./ConversationsList";

/** The button's text. */
export const LEAVE_CONVERSATION_TEXT = msg("Leave Conversation");

/**
 * Leaves the conversation (`DELETE /conversations/{id}/leave`): it drops out of the member's lists
 * and unread count, and the inbox follows. A refusal is shown as a toast.
 */
export function LeaveConversationButton({ conversationID }: { conversationID: number }) {
  const [isLeaving, setIsLeaving] = useState(false);
  const [, navigate] = useLocation();
  const refresh = useRefreshConversations();
  const toast = useToast();
  return (
    <Button
      buttonType="text"
      isLoading={isLeaving}
      onClick={async () => {
        setIsLeaving(true);
        try {
          await leaveConversation(conversationID);
          await refresh();
          navigate(INBOX_URL);
        } catch (error) {
          toast.error(error);
          setIsLeaving(false);
        }
      }}
    >
      {t(LEAVE_CONVERSATION_TEXT)}
    </Button>
  );
}
