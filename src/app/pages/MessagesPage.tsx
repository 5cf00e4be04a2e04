import { Link, useLocation, useSearch } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { checkerOf, useSession } from "../../../runtime/data/session-store";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { InboxList, NEW_MESSAGE_URL, useConversationsEnabled, useInbox } from "../../features/conversations";
import { DiscussionPager } from "../../features/discussions";
import { readPageParam } from "../../features/moderation/moderation-log";
import { Loader } from "../../ui/Loader";
import { ErrorPage } from "../shell/ErrorPage";
import { errorKindOf, useDocumentTitle } from "./ModerationPage";
import * as shell from "../shell/shell.styles";
import * as styles from "../../features/conversations/messages.styles";

/** What an empty inbox says (the Messages menu says the same). */
export const EMPTY_INBOX_TEXT = msg("You don't have any messages yet.");

/**
 * `/messages` and `/messages/inbox` (the Messages menu's View All): the member's conversations,
 * newest activity first, with the others' names, the newest message's excerpt, an unread mark and a
 * pager, and New Message for holders of conversations.add. Not Found while
 * `context.conversationsEnabled` is off; guests get the Permission Problem page.
 */
export function MessagesPage() {
  const isGuest = useSession((s) => s.user.userID === 0);
  const isEnabled = useConversationsEnabled();
  const canAdd = useSession((s) => hasPermission(checkerOf(s), "conversations.add"));
  const [pathname] = useLocation();
  const page = readPageParam(new URLSearchParams(useSearch()));
  const inbox = useInbox(page, isEnabled && !isGuest);
  const heading = t("Messages");
  useDocumentTitle(heading);

  if (!isEnabled) return <ErrorPage kind="notFound" />;
  if (isGuest) return <ErrorPage kind="permission" />;
  if (inbox.error) return <ErrorPage kind={errorKindOf(inbox.error.status)} error={inbox.error} />;
  const list = inbox.data;
  return (
    <section className={`${shell.panel} ${shell.wide}`} aria-labelledby="messages-heading">
      <div className={styles.pageHeader}>
        <h1 id="messages-heading">{heading}</h1>
        {canAdd && <Link href={NEW_MESSAGE_URL}>{t("New Message")}</Link>}
      </div>
      <div aria-busy={!list}>
        {!list ? (
          <Loader />
        ) : list.items.length === 0 ? (
          <p className={shell.muted}>{t(EMPTY_INBOX_TEXT)}</p>
        ) : (
          <InboxList conversations={list.items} />
        )}
      </div>
      {list?.paging && (
        <DiscussionPager
          paging={list.paging}
          hrefFor={(next) => (next === 1 ? pathname : `${pathname}?page=${next}`)}
        />
      )}
    </section>
  );
}
