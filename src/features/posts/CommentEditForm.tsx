import { Suspense, useEffect, useState } from "react";
import type { Comment } from "../../../schemas/entities/comment.schema";
import type { CommentEdit } from "../../../schemas/api/comments.schema";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import { apiClient } from "../../../runtime/api/api-client";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { Loader } from "../../ui/Loader";
import { errorMessageOf } from "../../ui/toasts/use-toast";
import { RichEditor } from "../editor";
import * as styles from "./posts.styles";

/** Props of {@link CommentEditForm}. */
export interface CommentEditFormProps {
  commentID: number;
  onSaved(comment: Comment): void;
  onCancel(): void;
}

function parseRich2(body: string): Rich2Document | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return Array.isArray(value) ? (value as Rich2Document) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Edits a comment in place: loads it as written (GET /comments/{id}/edit), edits rich2 bodies in the
 * rich editor and other formats in a textarea, saves with PATCH /comments/{id}. A failed save keeps
 * the text and shows the server's message.
 */
export function CommentEditForm({ commentID, onSaved, onCancel }: CommentEditFormProps) {
  const [edit, setEdit] = useState<CommentEdit | null>(null);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .get<CommentEdit>(`comments/${commentID}/edit`, { signal: controller.signal })
      .then(({ data }) => {
        setEdit(data);
        setBody(data.body);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(errorMessageOf(reason));
      });
    return () => controller.abort();
  }, [commentID]);

  async function handleSave() {
    if (!edit) return;
    setIsSaving(true);
    setError(null);
    try {
      const { data } = await apiClient.patch<Comment>(`comments/${commentID}`, {
        body: { body, format: edit.format },
      });
      onSaved(data);
    } catch (reason) {
      setError(errorMessageOf(reason));
    } finally {
      setIsSaving(false);
    }
  }

  const label = t("Edit Comment");
  return (
    <form
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      {edit === null && error === null ? <Loader size="small" /> : null}
      {edit?.format === "rich2" ? (
        <Suspense fallback={<Loader size="small" />}>
          <RichEditor
            label={label}
            initialValue={parseRich2(edit.body)}
            onChange={(value) => setBody(JSON.stringify(value))}
          />
        </Suspense>
      ) : edit ? (
        <textarea aria-label={label} value={body} onChange={(event) => setBody(event.target.value)} />
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.boxFooter}>
        <Button onClick={onCancel}>{t("Cancel")}</Button>
        <Button type="submit" buttonType="primary" isLoading={isSaving} disabled={!edit}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
}
