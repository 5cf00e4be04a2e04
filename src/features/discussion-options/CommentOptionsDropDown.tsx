import { lazy, Suspense, useState } from "react";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { DropDown } from "../../ui/DropDown";
import { DropDownItem } from "../../ui/DropDownItem";
import { Loader } from "../../ui/Loader";
import type { ToastActions } from "../../ui/toasts/use-toast";
import type { CommentActionName } from "./comment-actions";
// The confirmation comes with the menu: it shares the modal with the forms, and a menu chunk that
// reaches the modal keeps the modal's helpers in the chunk the app already loads.
import ConfirmDeleteDialog from "./forms/ConfirmDeleteDialog";
import { deleteComment } from "./options-api";
import { revisionHistoryPath } from "./discussion-links";
import { MODERATION_TEXTS } from "./moderation-texts";
import { useRefreshDiscussion } from "./use-refresh-discussion";
import * as styles from "./discussion-options.styles";

const ReportForm = lazy(() => import("./forms/ReportForm"));
const SplitForm = lazy(() => import("./forms/SplitForm"));

/** The comment delete confirmation. Our text: content spec §8 gives only the discussion's. */
export const DELETE_COMMENT_TITLE = msg("Delete Comment");
export const DELETE_COMMENT_QUESTION = msg("Are you sure you want to delete this comment?");

/** Props of {@link CommentOptionsDropDown}. */
export interface CommentOptionsDropDownProps {
  comment: Comment;
  actions: ReadonlySet<CommentActionName>;
  onEdit(): void;
  pageComments?: () => readonly Comment[];
  /** The page's toasts, handed in by the gate so this chunk does not load the toast store. */
  toast: ToastActions;
}

/** The "Comment Options" menu and its forms, loaded only when chosen. */
export default function CommentOptionsDropDown({
  comment,
  actions,
  onEdit,
  pageComments,
  toast,
}: CommentOptionsDropDownProps) {
  const [form, setForm] = useState<"report" | "split" | "delete" | null>(null);
  const refresh = useRefreshDiscussion(comment.discussionID);
  const close = () => setForm(null);
  const refreshThread = () => refresh({ withComments: true });

  return (
    <>
      <DropDown
        buttonContents={
          <span aria-hidden="true" className={styles.menuIcon}>
            ⋯
          </span>
        }
        buttonLabel={t("Comment Options")}
        buttonType="icon"
        align="end"
      >
        {actions.has("edit") ? <DropDownItem onClick={onEdit}>{t("Edit")}</DropDownItem> : null}
        {actions.has("report") ? (
          <DropDownItem onClick={() => setForm("report")}>{t("Report")}</DropDownItem>
        ) : null}
        {actions.has("split") ? (
          <DropDownItem onClick={() => setForm("split")}>{t("Split")}</DropDownItem>
        ) : null}
        {actions.has("revisionHistory") ? (
          <DropDownItem to={revisionHistoryPath(comment.commentID, "comment")}>
            {t("Revision History")}
          </DropDownItem>
        ) : null}
        {actions.has("delete") ? (
          <DropDownItem onClick={() => setForm("delete")}>{t("Delete")}</DropDownItem>
        ) : null}
      </DropDown>
      {form ? (
        <Suspense fallback={<Loader size="small" />}>
          {form === "report" ? (
            <ReportForm recordType="comment" recordID={comment.commentID} onClose={close} toast={toast} />
          ) : null}
          {form === "split" ? (
            <SplitForm
              discussionID={comment.discussionID}
              comments={pageComments?.() ?? [comment]}
              commentID={comment.commentID}
              onClose={close}
              onSplit={refreshThread}
            />
          ) : null}
          {form === "delete" ? (
            <ConfirmDeleteDialog
              title={DELETE_COMMENT_TITLE}
              question={DELETE_COMMENT_QUESTION}
              onConfirm={async () => {
                await deleteComment(comment.commentID);
                setForm(null);
                toast.add({ body: t(MODERATION_TEXTS.commentDeleted), autoDismiss: true });
                await refreshThread();
              }}
              onClose={close}
            />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
