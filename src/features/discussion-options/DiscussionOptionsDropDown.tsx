import { lazy, Suspense, useState } from "react";
import { useLocation } from "wouter";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { DropDown } from "../../ui/DropDown";
import { DropDownItem } from "../../ui/DropDownItem";
import { Loader } from "../../ui/Loader";
import type { ToastActions } from "../../ui/toasts/use-toast";
import type { DiscussionActionName } from "./discussion-actions";
import {
  deletedCommentsPath,
  discussionEditPath,
  reportsListPath,
  revisionHistoryPath,
} from "./discussion-links";
// The confirmation comes with the menu: it shares the modal with the forms, and a menu chunk that
// reaches the modal keeps the modal's helpers in the chunk the app already loads.
import ConfirmDeleteDialog from "./forms/ConfirmDeleteDialog";
import { deleteDiscussion } from "./options-api";
import { useAttachmentOptions } from "../attachments";
import { useDiscussionToggles } from "./use-discussion-toggles";
import { MODERATION_TEXTS } from "./moderation-texts";
import { useRefreshDiscussion } from "./use-refresh-discussion";
import * as styles from "./discussion-options.styles";

const AnnounceForm = lazy(() => import("./forms/AnnounceForm"));
const MoveForm = lazy(() => import("./forms/MoveForm"));
const ChangeTypeForm = lazy(() => import("./forms/ChangeTypeForm"));
const ChangeAuthorForm = lazy(() => import("./forms/ChangeAuthorForm"));
const TagForm = lazy(() => import("./forms/TagForm"));
const CollectionsForm = lazy(() => import("./forms/CollectionsForm"));
const ReportForm = lazy(() => import("./forms/ReportForm"));

/** Content spec §8: the delete confirmation. */
export const DELETE_DISCUSSION_TITLE = msg("Delete Discussion");
export const DELETE_DISCUSSION_QUESTION = msg("Are you sure you want to delete this discussion?");

type FormName =
  "announce" | "move" | "changeType" | "changeAuthor" | "tag" | "collections" | "report" | "delete";

/** Props of {@link DiscussionOptionsDropDown}. */
export interface DiscussionOptionsDropDownProps {
  discussion: Discussion;
  actions: ReadonlySet<DiscussionActionName>;
  /** Called after a delete instead of going to the category (content spec §4). */
  onDeleted?: () => void;
  /** The page's toasts, handed in by the gate so this chunk does not load the toast store. */
  toast: ToastActions;
}

/**
 * The "Discussion Options" menu and its forms (content spec §4, §6): one-click toggles, links, and
 * forms loaded only when chosen. Only the actions in `actions` show.
 */
export default function DiscussionOptionsDropDown({
  discussion,
  actions,
  onDeleted,
  toast,
}: DiscussionOptionsDropDownProps) {
  const [form, setForm] = useState<FormName | null>(null);
  const [, navigate] = useLocation();
  const toggles = useDiscussionToggles(discussion, toast);
  const refresh = useRefreshDiscussion(discussion.discussionID);
  const attachments = useAttachmentOptions(discussion, toast);
  const { discussionID } = discussion;
  const close = () => setForm(null);
  const done = async (message?: string) => {
    await refresh();
    setForm(null);
    if (message) toast.add({ body: message, autoDismiss: true });
  };
  const formProps = { discussion, onClose: close, onDone: done };
  const has = (name: DiscussionActionName) => actions.has(name);
  const item = (name: DiscussionActionName, label: string, onClick: () => void) =>
    has(name) ? (
      <DropDownItem isDisabled={toggles.isPending} onClick={onClick}>
        {label}
      </DropDownItem>
    ) : null;

  async function handleDelete() {
    await deleteDiscussion(discussionID);
    await refresh({ withRecord: false });
    setForm(null);
    toast.add({ body: t(MODERATION_TEXTS.deleted), autoDismiss: true });
    if (onDeleted) onDeleted();
    else if (discussion.category?.url) navigate(discussion.category.url);
  }

  return (
    <>
      <DropDown
        buttonContents={
          <span aria-hidden="true" className={styles.menuIcon}>
            ⋯
          </span>
        }
        buttonLabel={t("Discussion Options")}
        buttonType="icon"
        align="end"
      >
        {has("edit") ? <DropDownItem to={discussionEditPath(discussionID)}>{t("Edit")}</DropDownItem> : null}
        {/* Each toggle offers the way back from the discussion's current state. */}
        {item("close", discussion.closed ? t("Reopen") : t("Close"), () => {
          void toggles.patch({ closed: !discussion.closed }, discussion.closed ? "reopened" : "closed");
        })}
        {item("sink", discussion.sink ? t("Unsink") : t("Sink"), () => {
          void toggles.patch({ sink: !discussion.sink }, discussion.sink ? "unsunk" : "sunk");
        })}
        {item("resolve", discussion.resolved ? t("Unresolve") : t("Resolve"), () => {
          void toggles.patch(
            { resolved: !discussion.resolved },
            discussion.resolved ? "unresolved" : "resolved",
          );
        })}
        {discussion.pinned
          ? item("announce", t("Unannounce"), () => {
              void toggles.patch({ pinned: false }, "unannounced");
            })
          : item("announce", t("Announce"), () => setForm("announce"))}
        {item("dismiss", discussion.dismissed ? t("Dismissed") : t("Dismiss"), () => {
          void toggles.toggleDismissed();
        })}
        {item("bump", t("Bump"), () => {
          void toggles.bump();
        })}
        {item("move", t("Move Post"), () => setForm("move"))}
        {item("changeType", t("Change Post Type"), () => setForm("changeType"))}
        {item("changeAuthor", t("Change Author"), () => setForm("changeAuthor"))}
        {item("tag", t("Tag"), () => setForm("tag"))}
        {item("collections", t("Add to Collection"), () => setForm("collections"))}
        {item("report", t("Report"), () => setForm("report"))}
        {has("revisionHistory") ? (
          <DropDownItem to={revisionHistoryPath(discussionID)}>{t("Revision History")}</DropDownItem>
        ) : null}
        {has("deletedComments") ? (
          <DropDownItem to={deletedCommentsPath(discussionID)}>{t("Deleted Comments")}</DropDownItem>
        ) : null}
        {has("reports") ? (
          <DropDownItem to={reportsListPath("discussion", discussionID)} target="_blank">
            {t("Reports")}
          </DropDownItem>
        ) : null}
        {attachments.items}
        {item("delete", t("Delete"), () => setForm("delete"))}
      </DropDown>
      {attachments.dialog}
      {form ? (
        <Suspense fallback={<Loader size="small" />}>
          {form === "announce" ? <AnnounceForm {...formProps} /> : null}
          {form === "move" ? <MoveForm {...formProps} /> : null}
          {form === "changeType" ? <ChangeTypeForm {...formProps} /> : null}
          {form === "changeAuthor" ? <ChangeAuthorForm {...formProps} /> : null}
          {form === "tag" ? <TagForm {...formProps} /> : null}
          {form === "collections" ? <CollectionsForm {...formProps} /> : null}
          {form === "report" ? (
            <ReportForm recordType="discussion" recordID={discussionID} onClose={close} toast={toast} />
          ) : null}
          {form === "delete" ? (
            <ConfirmDeleteDialog
              title={DELETE_DISCUSSION_TITLE}
              question={DELETE_DISCUSSION_QUESTION}
              onConfirm={handleDelete}
              onClose={close}
            />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
