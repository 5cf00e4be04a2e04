import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import {
  CommentDraftKeeper,
  DiscardDraftDialog,
  LeaveDraftDialog,
  type CommentDraft,
  type SaveState,
} from "../drafts";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { emptyRich2Body, type Rich2Block, type Rich2Document } from "../../../schemas/entities/rich2";
import { apiClient } from "../../../runtime/api/api-client";
import { useSession } from "../../../runtime/data/session-store";
import { useLeaveGuard } from "../../../runtime/forms/use-leave-guard";
import { t, msg } from "../../../runtime/i18n/t";
import { BannedNotice } from "../users";
import { Button } from "../../ui/Button";
import { Loader } from "../../ui/Loader";
import { SaveStatus } from "../../ui/SaveStatus";
import { errorMessageOf } from "../../ui/toasts/use-toast";
import { isEmptyRich2, RichEditor, type RichEditorHandle } from "../editor";
import { canComment } from "./can-comment";
import { ComposerTabs } from "./ComposerTabs";
import { commentBoxStore, CREATE_COMMENT_ID, type CommentBoxStore } from "./comment-box-store";
import { GuestCommentPrompt } from "./GuestCommentPrompt";
import { ReplyingTo } from "./ReplyingTo";
import { usePermissionChecker } from "./use-permission-checker";
import * as styles from "./posts.styles";

/** Our text: the spec has none for a closed discussion's comment box. */
export const CLOSED_DISCUSSION_TEXT = msg("This discussion has been closed.");

/** The comment editor's placeholder. */
export const COMMENT_PLACEHOLDER = msg("Write a comment…");

/** Whether `pathname` is a page of discussion `discussionID`, where the box and its draft go along. */
function isDiscussionPage(pathname: string, discussionID: number): boolean {
  return pathname === `/discussion/${discussionID}` || pathname.startsWith(`/discussion/${discussionID}/`);
}

/** Props of {@link CommentBox}. */
export interface CommentBoxProps {
  discussionID: number;
  categoryID: number;
  closed: boolean;
  box?: CommentBoxStore;
}

/**
 * The comment box at `#create-comment`: for members who may comment (comments.add on the category, or
 * discussions.close when closed) the rich editor and Post Comment, disabled while the document is
 * empty (content spec §5); for a banned member, their ban's notice (reason, until when) instead; a closed discussion's note
 * for other members; one "Sign in to comment" call to action for guests. A failed
 * post keeps the text and shows the server's message. What a member types is kept as a draft
 * (content spec §4, the drafts feature): restored after a reload, saved to the server 5 s after the
 * last change, removed once posted.
 *
 * Reply on a comment points the box at that comment ("Replying to {name}", Cancel Reply back to a top-level
 * comment) and the post answers it (`parentCommentID`). The box stays where it is on the page: a Reply
 * scrolls to it and focuses its editor rather than moving the box's DOM node under the comment.
 */
export function CommentBox({ discussionID, categoryID, closed, box = commentBoxStore }: CommentBoxProps) {
  const userID = useSession((s) => s.user.userID);
  const isBanned = useSession((s) => s.user.banned === 1);
  const checker = usePermissionChecker();
  const [doc, setDoc] = useState<Rich2Document>(emptyRich2Body);
  const [isPosting, setIsPosting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handle = useRef<RichEditorHandle | null>(null);
  // Quotes clicked while the editor is still loading wait here, so none is lost on a slow network.
  const pending = useRef<Rich2Block[]>([]);
  const isWriter = userID > 0 && canComment(checker, { categoryID, closed });
  const section = useRef<HTMLElement | null>(null);
  const [parentID, setParentID] = useState<number | null>(() => box.getParentID());
  const [parentName, setParentName] = useState<string | undefined>(() => box.getParentName());
  // Bumped by a member's move (Reply, Cancel Reply): the box then comes into view with focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const [reply, setReply] = useState<{ move(): void } | null>(null);
  const [isEditorReady, setIsEditorReady] = useState(false);
  // The draft's actions, once its lazily loaded keeper is mounted (members who may comment only).
  const draft = useRef<CommentDraft | null>(null);
  const [saveState, setSaveState] = useState<SaveState>("none");
  // Leaving with unposted text asks first: a link elsewhere in the app, or closing the tab. The text
  // is kept as a draft either way; another page of this discussion keeps the box, so it does not ask.
  const [leave, setLeave] = useState<(() => void) | null>(null);
  useLeaveGuard(isWriter && !isEmptyRich2(doc) && !isPosting, (proceed) => setLeave(() => proceed), {
    stays: (to) => isDiscussionPage(to.pathname, discussionID),
  });

  useEffect(
    () =>
      box.onMove((next, byMember) => {
        setParentID(next);
        setParentName(box.getParentName());
        if (byMember) setFocusRequest((count) => count + 1);
      }),
    [box],
  );
  // The app-wide box outlives a page: another discussion's box starts at the top level again.
  useEffect(() => () => box.moveTo(null), [box, discussionID]);
  useEffect(() => {
    // After the commit that closed the question, whose dialog gives focus back to the Reply button.
    if (focusRequest === 0) return;
    section.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
    handle.current?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (!isWriter) return undefined;
    // Content spec §4: a reply while an unposted top-level comment draft exists asks first.
    return box.setReplyGuard((_commentID, move) => {
      if (draft.current?.hasTopLevelDraft()) setReply({ move });
      else move();
    });
  }, [box, isWriter]);

  useEffect(() => {
    if (!isWriter) return undefined;
    // The box takes quotes from the moment it is on the page, before its editor has loaded.
    return box.register({
      focus: () => handle.current?.focus(),
      insertBlocks: (blocks) => {
        if (handle.current) handle.current.insertBlocks(blocks);
        else pending.current.push(...blocks);
      },
      reset: (value) => handle.current?.reset(value),
    });
  }, [box, isWriter]);

  const attachEditor = useCallback((next: RichEditorHandle | null) => {
    handle.current = next;
    setIsEditorReady(next !== null);
  }, []);
  useEffect(() => {
    // After the commit that mounted the editor, once Slate listens for changes.
    if (isEditorReady && pending.current.length > 0) handle.current?.insertBlocks(pending.current.splice(0));
  }, [isEditorReady]);

  async function handlePost() {
    if (isEmptyRich2(doc)) return;
    setIsPosting(true);
    setError(null);
    try {
      const { data } = await apiClient.post<Comment>("comments", {
        body: {
          discussionID,
          body: JSON.stringify(doc),
          format: "rich2",
          ...(parentID === null ? {} : { parentCommentID: parentID }),
        },
      });
      handle.current?.reset();
      setDoc(emptyRich2Body());
      draft.current?.afterPost();
      box.moveTo(null);
      box.posted(data);
    } catch (reason) {
      setError(errorMessageOf(reason));
    } finally {
      setIsPosting(false);
    }
  }

  let content;
  if (userID <= 0) content = <GuestCommentPrompt />;
  else if (isBanned) content = <BannedNotice />;
  else if (!isWriter) {
    if (!closed) return null;
    content = <p>{t(CLOSED_DISCUSSION_TEXT)}</p>;
  } else {
    content = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void handlePost();
        }}
      >
        {parentID === null ? null : (
          <ReplyingTo commentID={parentID} name={parentName} onCancel={() => box.replyTo(null)} />
        )}
        <span className={styles.boxLabel} aria-hidden="true">
          {t("Comment")}
        </span>
        <ComposerTabs
          bodyOf={() => (isEmptyRich2(doc) ? null : { body: JSON.stringify(doc), format: "rich2" })}
        >
          <Suspense fallback={<Loader size="small" />}>
            <RichEditor
              label={t("Comment")}
              placeholder={t(COMMENT_PLACEHOLDER)}
              handleRef={attachEditor}
              onChange={setDoc}
              disabled={isPosting}
              onSubmitShortcut={() => void handlePost()}
            />
          </Suspense>
        </ComposerTabs>
        <Suspense fallback={null}>
          <CommentDraftKeeper
            doc={doc}
            controlsRef={draft}
            discussionID={discussionID}
            parentID={parentID}
            editor={handle}
            isEditorReady={isEditorReady}
            section={section}
            onDoc={setDoc}
            onParent={(restored) => box.moveTo(restored)}
            onSaveState={setSaveState}
          />
        </Suspense>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.boxFooter}>
          <SaveStatus state={saveState} />
          <Button type="submit" buttonType="primary" isLoading={isPosting} disabled={isEmptyRich2(doc)}>
            {t("Post Comment")}
          </Button>
        </div>
        {leave ? (
          <Suspense fallback={null}>
            <LeaveDraftDialog
              onStay={() => setLeave(null)}
              onLeave={() => {
                setLeave(null);
                leave();
              }}
            />
          </Suspense>
        ) : null}
        {reply ? (
          <Suspense fallback={null}>
            <DiscardDraftDialog
              onCancel={() => setReply(null)}
              onDiscard={() => {
                setReply(null);
                handle.current?.reset();
                setDoc(emptyRich2Body());
                void draft.current?.discard();
                reply.move();
              }}
            />
          </Suspense>
        ) : null}
      </form>
    );
  }
  return (
    <section ref={section} id={CREATE_COMMENT_ID} className={styles.box} aria-label={t("Leave a comment")}>
      {content}
    </section>
  );
}
