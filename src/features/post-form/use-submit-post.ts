import { useState } from "react";
import { useSWRConfig } from "swr";
import { useLocation } from "wouter";
import { ApiError } from "../../../runtime/api/api-error";
import type { DiscussionPatchBody, DiscussionPostBody } from "../../../schemas/api/discussion-writes.schema";
import {
  createDiscussion,
  createQuestion,
  putDiscussionTags,
  updateDiscussion,
  type NewDiscussion,
} from "./post-form-api";
import {
  bodyOf,
  errorsFromApi,
  validatePostValues,
  type PostFormErrors,
  type PostFormValues,
} from "./post-form-values";

/** What the form sends: a new discussion, or changes to one (with the tags it had). */
export type SubmitMode =
  | { type: "create"; withTags: boolean; withType: boolean }
  | { type: "edit"; discussionID: number; withTags: boolean; initialTagIDs: readonly number[] };

/** The submit state of the form. */
export interface SubmitPost {
  submit(values: PostFormValues): Promise<void>;
  isSubmitting: boolean;
  errors: PostFormErrors;
  /** The server's (or the network's) error, for the alert. */
  error: ApiError | null;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * Posts the form: `POST /discussions` (`POST /discussions/question` for a question), or `PATCH /discussions/{id}` and then, when the tags changed,
 * `PUT /discussions/{id}/tags`; then navigates to the discussion. Client checks run first; a failure
 * leaves the values as typed and shows the server's field errors and message. `onPosted` runs after
 * a successful post, before leaving the page.
 */
export function useSubmitPost(mode: SubmitMode, onPosted?: () => void): SubmitPost {
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const [isSubmitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [error, setError] = useState<ApiError | null>(null);

  async function submit(values: PostFormValues) {
    const found = validatePostValues(values);
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0 || !values.category) return;
    const tagIDs = values.tags.map((tag) => tag.tagID);
    setSubmitting(true);
    try {
      let url: string;
      if (mode.type === "create") {
        const body: NewDiscussion = {
          name: values.name.trim(),
          body: bodyOf(values),
          format: values.format as DiscussionPostBody["format"],
          categoryID: values.category.categoryID,
        };
        if (mode.withTags && tagIDs.length > 0) body.tagIDs = tagIDs;
        // A question goes to the Q&A addon's own call, which gives it its type.
        if (mode.withType && values.type === "question") url = (await createQuestion(body)).url;
        else {
          if (mode.withType) body.type = values.type;
          url = (await createDiscussion(body)).url;
        }
      } else {
        const patch: DiscussionPatchBody = {
          name: values.name.trim(),
          body: bodyOf(values),
          format: values.format as DiscussionPatchBody["format"],
          categoryID: values.category.categoryID,
        };
        url = (await updateDiscussion(mode.discussionID, patch)).url;
        if (mode.withTags && !sameSet(tagIDs, mode.initialTagIDs)) {
          await putDiscussionTags(mode.discussionID, tagIDs);
        }
      }
      // DECISIONS "swr": mutate after every write. The cached discussions (lists, this edit data) are
      // dropped rather than refetched: the page is left at once and the next visit loads them afresh.
      void mutate((key) => typeof key === "string" && key.startsWith("discussions"), undefined, {
        revalidate: false,
      });
      // Posting from a draft removes it, locally and on the server (content spec §4).
      onPosted?.();
      navigate(url);
    } catch (caught) {
      const apiError =
        caught instanceof ApiError
          ? caught
          : new ApiError({ status: 0, message: String(caught), cause: caught });
      setErrors(errorsFromApi(apiError));
      setError(apiError);
      setSubmitting(false);
    }
  }

  return { submit, isSubmitting, errors, error };
}
