import { useLocation, useSearch } from "wouter";
import { checkerOf, configValue, useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import type { EditablePost } from "../../../runtime/permissions/edit-window";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import {
  isValidCreatePostLocation,
  type CreatePostLocation,
} from "../../../runtime/url/create-post-location";
import { withTarget } from "../../../runtime/url/target";
import { discussionTypes, type DiscussionType } from "../../../schemas/api/discussion-writes.schema";
import { BannedNotice } from "../users";
import { EditPostForm } from "./EditPostForm";
import { FormNotice } from "./FormNotice";
import { PostFormFields } from "./PostFormFields";
import type { CategoryOption, TagOption } from "./post-form-api";
import { emptyPostValues } from "./post-form-values";

/**
 * The config flag that shows the post type select. The spec says only "post type where enabled";
 * Plaza reads it as the create-post custom layout flag (content spec §9), the switch of the new
 * create-post page, so sites keep the plain discussion form until they turn that page on.
 */
export const POST_TYPE_FLAG = "featureFlags.customLayout.createPost.Enabled";

/** Props of {@link PostForm}. */
export interface PostFormProps {
  /** What the page creates or edits (content spec §2); invalid ones (§5) show Not Found. */
  location: CreatePostLocation | null;
  /** Create: the preselected category. Edit: the discussion's category. */
  category?: CategoryOption;
  /** Edit: the discussion's tags, with their names. */
  tags?: TagOption[];
  /** Edit: what the edit rule needs of the discussion. */
  post?: EditablePost;
}

function isDiscussionType(value: string): value is DiscussionType {
  return (discussionTypes as readonly string[]).includes(value);
}

/**
 * The create and edit discussion page's form. Guests get the sign-in prompt, a banned member their
 * ban's notice (the server refuses their posts); members without
 * `discussions.add` (create) or who may not edit the post get Permission Problem (content spec §2).
 */
export function PostForm({ location, category, tags, post }: PostFormProps) {
  const session = useSession((s) => s);
  const [pathname] = useLocation();
  const search = useSearch();
  const signInUrl = configValue(session, "signInUrl", "/entry/signin");

  // A new discussion's draft opened from the drafts page: `/post/editdiscussion/0/{draftID}` (§2).
  const draftOfNew = location?.type === "edit" && location.recordID === null ? location.draftID : null;
  if (session.user.userID === 0) {
    return (
      <FormNotice
        title={t("Sign In")}
        description={t("You need to sign in to start or edit a discussion.")}
        action={
          <a href={withTarget(signInUrl, { pathname, search: search ? `?${search}` : "" })}>{t("Sign In")}</a>
        }
      />
    );
  }
  if (session.user.banned === 1) return <BannedNotice headingLevel={1} />;
  if (draftOfNew === null && !isValidCreatePostLocation(location)) {
    return (
      <FormNotice
        title={t("Page Not Found")}
        description={t("The page you were looking for could not be found.")}
        action={<a href="/">{t("Back to home page")}</a>}
      />
    );
  }
  if (draftOfNew === null && location?.type === "edit") {
    return <EditPostForm discussionID={location.recordID ?? 0} category={category} tags={tags} post={post} />;
  }
  if (!hasPermission(checkerOf(session), "discussions.add")) {
    return (
      <FormNotice
        title={t("Permission Problem")}
        description={t("You don't have permission to view this resource.")}
      />
    );
  }
  const isTaggingOn = configValue(session, "tagging.enabled", true);
  const isTypeShown = configValue(session, POST_TYPE_FLAG, false);
  // Questions are the Q&A addon's: while it is off a question's address opens the discussion form.
  const isQnaOn = configValue(session, "addons.qna.enabled", false);
  const types = discussionTypes.filter((option) => option !== "question" || isQnaOn);
  const postType = location?.type === "create" ? location.postType.toLowerCase() : "discussion";
  const type = isDiscussionType(postType) && types.includes(postType) ? postType : "discussion";
  const checker = checkerOf(session);
  // Only a category the viewer may post in is preselected (the picker offers no other).
  const preselected =
    location?.type === "create" &&
    location.parentRecordType === "category" &&
    category &&
    (category.permissionCategoryID === undefined ||
      hasPermission(checker, "discussions.add", {
        resourceType: "category",
        resourceID: category.permissionCategoryID,
      }))
      ? category
      : null;
  return (
    <PostFormFields
      initial={emptyPostValues(type, preselected)}
      mode={{ type: "create", withTags: isTaggingOn, withType: isTypeShown || type !== "discussion" }}
      showTags={isTaggingOn}
      showType={isTypeShown}
      types={types}
      draft={{ path: pathname, draftID: draftOfNew }}
    />
  );
}
