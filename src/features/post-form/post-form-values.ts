import type { ApiError } from "../../../runtime/api/api-error";
import { t } from "../../../runtime/i18n/t";
import type { DiscussionType } from "../../../schemas/api/discussion-writes.schema";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import { isEmptyRich2, rich2FromText } from "../editor";
import type { CategoryOption, TagOption } from "./post-form-api";

/** The longest title (the discussion body schema's name maxLength). */
export const TITLE_MAX_LENGTH = 100;

/** What the form holds; kept as typed through failed submits. */
export interface PostFormValues {
  name: string;
  category: CategoryOption | null;
  tags: TagOption[];
  type: DiscussionType;
  /** The body's format: rich2 for new posts (content spec §9), an edited post's own otherwise. */
  format: string;
  /** The body while `format` is rich2. */
  rich: Rich2Document;
  /** The body in any other format, as written. */
  text: string;
}

/** The form's fields that errors are shown under. */
export type PostFormField = "name" | "category" | "tags" | "type" | "body";

/** Error messages by field. */
export type PostFormErrors = Partial<Record<PostFormField, string[]>>;

/** An empty new post of a type. */
export function emptyPostValues(type: DiscussionType, category: CategoryOption | null): PostFormValues {
  return { name: "", category, tags: [], type, format: "rich2", rich: rich2FromText(""), text: "" };
}

/** The body as the API takes it: rich2 as its JSON text, other formats as written. */
export function bodyOf(values: PostFormValues): string {
  return values.format === "rich2" ? JSON.stringify(values.rich) : values.text;
}

/** The client's own checks before sending: title (required, max 100), category and body required. */
export function validatePostValues(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = [t("Title is required.")];
  else if (name.length > TITLE_MAX_LENGTH)
    errors.name = [t("Title must be {max} characters or fewer.", { max: TITLE_MAX_LENGTH })];
  if (!values.category) errors.category = [t("Category is required.")];
  const isEmpty = values.format === "rich2" ? isEmptyRich2(values.rich) : values.text.trim() === "";
  if (isEmpty) errors.body = [t("Body is required.")];
  return errors;
}

/** Which form field each API body field's errors belong under. */
const fieldOfApiField: Record<string, PostFormField> = {
  name: "name",
  categoryID: "category",
  tagIDs: "tags",
  type: "type",
  body: "body",
  format: "body",
};

/** The server's field errors (DECISIONS "Errors", grouped by "path.field") under the form's fields. */
export function errorsFromApi(error: ApiError): PostFormErrors {
  const errors: PostFormErrors = {};
  for (const [key, list] of Object.entries(error.errors)) {
    const field = fieldOfApiField[key.split(".").pop() ?? key];
    if (!field) continue;
    errors[field] = [...(errors[field] ?? []), ...list.map((item) => item.message)];
  }
  return errors;
}
