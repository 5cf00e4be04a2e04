import { useLocation, useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import {
  DeletedCommentList,
  RevisionList,
  readLogView,
  readPageParam,
  recordPath,
  useDeletedComments,
  useCurrentVersion,
  useRevisions,
  withPage,
  type HistoryRecordType,
} from "../../features/moderation/moderation-log";
import { ErrorPage } from "../shell/ErrorPage";
import { ModerationPage } from "./ModerationPage";

/**
 * `/log/filter` (content spec §2 "Other links"): a post's revision history
 * (`recordType={discussion|comment}&recordID={id}`) or a discussion's deleted comments
 * (`parentRecordID={id}&recordType=comment&operation=delete`); any other query is Not Found.
 */
export function ModerationLogPage() {
  const params = new URLSearchParams(useSearch());
  const view = readLogView(params);
  const page = readPageParam(params);
  if (view.kind === "revisions") {
    return <RevisionHistory recordType={view.recordType} recordID={view.recordID} page={page} />;
  }
  if (view.kind === "deletedComments") {
    return <DeletedComments discussionID={view.discussionID} page={page} />;
  }
  return <ErrorPage kind="notFound" />;
}

function usePageHref(): (page: number) => string {
  const [pathname] = useLocation();
  const search = useSearch();
  return (page) => withPage(pathname, new URLSearchParams(search), page);
}

function RevisionHistory(props: { recordType: HistoryRecordType; recordID: number; page: number }) {
  const { recordType, recordID, page } = props;
  const list = useRevisions(recordType, recordID, page);
  const current = useCurrentVersion(recordType, recordID, page === 1);
  return (
    <ModerationPage
      heading={t("Revision History")}
      backUrl={recordPath(recordType, recordID)}
      list={list}
      notFoundType={recordType === "discussion" ? "Discussion" : "Comment"}
      emptyText={t("This post has not been edited.")}
      hrefFor={usePageHref()}
    >
      {(revisions) => <RevisionList revisions={revisions} current={current} />}
    </ModerationPage>
  );
}

function DeletedComments({ discussionID, page }: { discussionID: number; page: number }) {
  const list = useDeletedComments(discussionID, page);
  return (
    <ModerationPage
      heading={t("Deleted Comments")}
      backUrl={recordPath("discussion", discussionID)}
      list={list}
      notFoundType="Discussion"
      emptyText={t("No comments have been deleted from this discussion.")}
      hrefFor={usePageHref()}
    >
      {(comments) => <DeletedCommentList comments={comments} />}
    </ModerationPage>
  );
}
