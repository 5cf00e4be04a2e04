import useSWR from "swr";
import type { ApiError } from "../../../runtime/api/api-error";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { checkerOf, configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { editWindow, type EditablePost } from "../../../runtime/permissions/edit-window";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import { rich2FromText } from "../editor";
import { FormNotice } from "./FormNotice";
import { PostFormFields } from "./PostFormFields";
import { discussionEditKey, type CategoryOption, type DiscussionEdit, type TagOption } from "./post-form-api";
import type { PostFormValues } from "./post-form-values";

/** Props of {@link EditPostForm}. */
export interface EditPostFormProps {
  discussionID: number;
  /** The discussion's category and tags as the server preloaded them (names for the pickers). */
  category?: CategoryOption;
  tags?: TagOption[];
  /** The edit rule's facts; without them the rule is left to the server. */
  post?: EditablePost;
}

function richOf(body: string): Rich2Document {
  try {
    const parsed: unknown = JSON.parse(body);
    if (Array.isArray(parsed)) return parsed as Rich2Document;
  } catch {
    // A rich2 body that is not JSON is shown as its text, so nothing of it is lost.
  }
  return rich2FromText(body);
}

function valuesOf(data: DiscussionEdit, props: EditPostFormProps): PostFormValues {
  const names = new Map((props.tags ?? []).map((tag) => [tag.tagID, tag.name]));
  const category =
    props.category?.categoryID === data.categoryID
      ? props.category
      : { categoryID: data.categoryID, name: t("Category {id}", { id: data.categoryID }) };
  return {
    name: data.name,
    category,
    tags: data.tagIDs.map((tagID) => ({ tagID, name: names.get(tagID) ?? `#${tagID}` })),
    type: data.type,
    format: data.format,
    rich: data.format === "rich2" ? richOf(data.body) : rich2FromText(""),
    // Content spec §3 formats: a body not in rich2 is edited as written, in its own format.
    text: data.format === "rich2" ? "" : data.body,
  };
}

/**
 * Edit mode: loads `GET /discussions/{id}/edit` and shows the form with it; Tags only while tagging
 * is on and the author can still edit (content spec §5, edit-window rule).
 */
export function EditPostForm(props: EditPostFormProps) {
  const { data, error } = useSWR<DiscussionEdit, ApiError>(discussionEditKey(props.discussionID), apiFetcher);
  const session = useSession((s) => s);
  const isTaggingOn = configValue(session, "tagging.enabled", true);
  const editTimeout = configValue(session, "ui.editContentTimeout", -1);
  const canEdit = props.post
    ? editWindow(
        props.post,
        { userID: session.user.userID, permissions: checkerOf(session) },
        { recordType: "discussion", editTimeout },
      ).canEdit
    : true;

  if (error?.status === 404) {
    return (
      <FormNotice
        title={t("Discussion Not Found")}
        description={t("The discussion you were looking for could not be found.")}
      />
    );
  }
  if (error?.status === 403 || !canEdit) {
    return (
      <FormNotice
        title={t("Permission Problem")}
        description={t("You don't have permission to view this resource.")}
      />
    );
  }
  if (error) return <FormNotice title={t("There was an error")} description={error.message} />;
  if (!data) return <p role="status">{t("Loading…")}</p>;
  return (
    <PostFormFields
      key={data.discussionID}
      initial={valuesOf(data, props)}
      mode={{
        type: "edit",
        discussionID: data.discussionID,
        withTags: isTaggingOn,
        initialTagIDs: data.tagIDs,
      }}
      showTags={isTaggingOn}
      showType={false}
    />
  );
}
