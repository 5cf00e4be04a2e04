import { useEffect, useState } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import {
  MessageComposer,
  ParticipantPicker,
  startConversation,
  useConversationsEnabled,
  useRefreshConversations,
} from "../../features/conversations";
import { lookupMentionUsers, type MentionUser } from "../../features/editor";
import { ErrorPage } from "../shell/ErrorPage";
import { useDocumentTitle } from "./ModerationPage";
import * as shell from "../shell/shell.styles";

/** The message box's accessible name and its button. */
export const NEW_MESSAGE_BODY_LABEL = msg("Message");
export const SEND_LABEL = msg("Send Message");

/**
 * The `{name}` segment as written: the router decodes all but reserved characters (`&`, `/`, `?`...),
 * which the user card's link encodes too.
 */
function decodedName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `/messages/add` and `/messages/add/{name}` (shell spec §2; the user card's Message button and the
 * share menu's "Share in a message", content spec §2): pick the people by name, with `{name}` picked
 * already, write the message, with `?content=` written already, and send; the new conversation's
 * page follows. Needs conversations.add; Not Found while `context.conversationsEnabled` is off.
 */
export function NewMessagePage() {
  const isGuest = useSession((s) => s.user.userID === 0);
  const viewerID = useSession((s) => s.user.userID);
  const isEnabled = useConversationsEnabled();
  const canAdd = useSession((s) => hasPermission(checkerOf(s), "conversations.add"));
  const { name } = useParams<{ name?: string }>();
  const content = new URLSearchParams(useSearch()).get("content") ?? "";
  const [, navigate] = useLocation();
  const [recipients, setRecipients] = useState<MentionUser[]>([]);
  const refresh = useRefreshConversations();
  const heading = t("New Message");
  useDocumentTitle(heading);
  const wanted = isEnabled && canAdd && name ? decodedName(name) : "";

  // `/messages/add/{name}`: the named member is picked once the lookup finds them by exact name.
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    lookupMentionUsers(wanted, controller.signal).then(
      (users) => {
        const match = users.find((user) => user.name.toLowerCase() === wanted.toLowerCase());
        if (match && match.userID !== viewerID)
          setRecipients((current) => (current.length ? current : [match]));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [wanted, viewerID]);

  if (!isEnabled) return <ErrorPage kind="notFound" />;
  if (isGuest || !canAdd) return <ErrorPage kind="permission" />;
  return (
    <section className={`${shell.panel} ${shell.wide}`} aria-labelledby="new-message-heading">
      <h1 id="new-message-heading">{heading}</h1>
      <ParticipantPicker selected={recipients} onChange={setRecipients} viewerID={viewerID} />
      <MessageComposer
        label={t(NEW_MESSAGE_BODY_LABEL)}
        submitLabel={t(SEND_LABEL)}
        initialText={content}
        canSend={recipients.length > 0}
        onSend={async (body, format) => {
          const conversation = await startConversation(
            recipients.map((user) => user.userID),
            body,
            format,
          );
          await refresh({ threads: true });
          navigate(conversation.url);
        }}
      />
    </section>
  );
}
