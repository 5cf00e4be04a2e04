import { useEffect } from "react";
import { Link, useParams, useSearch } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import {
  AddParticipantsForm,
  INBOX_URL,
  LeaveConversationButton,
  MESSAGES_PAGE_LIMIT,
  MessageComposer,
  MessageThread,
  sendMessage,
  useConversation,
  useConversationsEnabled,
  useMessages,
  useRefreshConversations,
} from "../../features/conversations";
import { DiscussionPager } from "../../features/discussions";
import { Loader } from "../../ui/Loader";
import { ErrorPage } from "../shell/ErrorPage";
import { errorKindOf, useDocumentTitle } from "./ModerationPage";
import * as shell from "../shell/shell.styles";
import * as styles from "../../features/conversations/messages.styles";

/** The reply box's accessible name and its button. */
export const REPLY_LABEL = msg("Message");
export const SEND_LABEL = msg("Send Message");

/** A positive whole number from a path segment or query value, or null. */
function positiveID(value: string | null | undefined): number | null {
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/**
 * `/messages/{conversationID}`: a conversation's messages, oldest first, with author and date, and a
 * reply box; without `?page=` the last page, where the newest messages are. Reading marks the
 * conversation read, so the Messages menu and its count are refreshed; a reply is appended. Someone
 * not in the conversation gets Not Found, as for a missing one (the API answers both the same).
 */
export function ConversationPage() {
  const isGuest = useSession((s) => s.user.userID === 0);
  const isEnabled = useConversationsEnabled();
  const canReply = useSession((s) => hasPermission(checkerOf(s), "conversations.add"));
  const params = useParams<{ conversationID: string }>();
  const conversationID = isEnabled && !isGuest ? positiveID(params.conversationID) : null;
  const askedPage = positiveID(new URLSearchParams(useSearch()).get("page"));
  const conversation = useConversation(conversationID);
  const count = conversation.data?.countMessages;
  const lastPage = Math.max(1, Math.ceil((count ?? 0) / MESSAGES_PAGE_LIMIT));
  const page = askedPage ?? lastPage;
  const messages = useMessages(count === undefined ? null : conversationID, page);
  const refresh = useRefreshConversations();
  const heading = conversation.data?.name ?? t("Messages");
  useDocumentTitle(heading);

  // The messages were just read: the lists' unread marks and the title bar's count follow.
  useEffect(() => {
    if (messages.data) void refresh();
  }, [messages.data, refresh]);

  if (!isEnabled) return <ErrorPage kind="notFound" />;
  if (isGuest) return <ErrorPage kind="permission" />;
  if (conversationID === null) return <ErrorPage kind="notFound" />;
  const error = conversation.error ?? messages.error;
  if (error) return <ErrorPage kind={errorKindOf(error.status)} error={error} />;
  const participating = (conversation.data?.participants ?? []).filter((p) => p.status === "participating");
  return (
    <section className={`${shell.panel} ${shell.wide}`} aria-labelledby="conversation-heading">
      <div className={styles.pageHeader}>
        <h1 id="conversation-heading">{heading}</h1>
        <div className={styles.headerActions}>
          {canReply && <LeaveConversationButton conversationID={conversationID} />}
          <Link href={INBOX_URL}>{t("All Messages")}</Link>
        </div>
      </div>
      <div className={styles.participantsRow}>
        {participating.length > 0 && (
          <p className={shell.muted}>
            {t("Participants: {names}", { names: participating.map((p) => p.user.name).join(", ") })}
          </p>
        )}
        {canReply && conversation.data && <AddParticipantsForm conversation={conversation.data} />}
      </div>
      {!messages.data ? (
        <Loader />
      ) : (
        <>
          <MessageThread messages={messages.data.items} />
          {messages.data.paging && (
            <DiscussionPager
              paging={messages.data.paging}
              hrefFor={(next) => `/messages/${conversationID}?page=${next}`}
            />
          )}
        </>
      )}
      {canReply && (
        <MessageComposer
          label={t(REPLY_LABEL)}
          submitLabel={t(SEND_LABEL)}
          onSend={async (body, format) => {
            await sendMessage(conversationID, body, format);
            await refresh({ threads: true });
          }}
        />
      )}
    </section>
  );
}
