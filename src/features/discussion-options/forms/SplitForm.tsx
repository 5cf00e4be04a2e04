import { useId, useState } from "react";
import { Link } from "wouter";
import type { Comment } from "../../../../schemas/entities/comment.schema";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { ModalFooter } from "../../../ui/ModalFooter";
import { ModalHeader } from "../../../ui/ModalHeader";
import { CategoryPicker, type CategoryOption } from "../../post-form";
import { OptionsDialog } from "../OptionsDialog";
import { splitDiscussion, type SplitResult } from "../options-api";
import * as styles from "../discussion-options.styles";

/** Props of {@link SplitForm}. */
export interface SplitFormProps {
  discussionID: number;
  /** The comments of the page the split started from. */
  comments: readonly Comment[];
  /** The comment the split started from: checked at first. */
  commentID: number;
  onClose(): void;
  /** After the split: the page's comments and the discussion are fetched again. */
  onSplit(): Promise<void>;
}

/** A comment's opening words, to tell the checkboxes apart. */
function excerptOf(comment: Comment): string {
  const text = comment.body
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/**
 * Split (discussions.manage): the page's comments as checkboxes (the chosen one checked), a title and
 * a category for the new discussion, sent as `POST /discussions/split`; then a link to it.
 */
export default function SplitForm({ discussionID, comments, commentID, onClose, onSplit }: SplitFormProps) {
  const nameID = useId();
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set([commentID]));
  const [name, setName] = useState("");
  const [category, setCategory] = useState<CategoryOption | null>(null);
  const [result, setResult] = useState<SplitResult | null>(null);
  const splittable = comments.filter((comment) => comment.displayType !== "tombstone");

  if (result) return <SplitDone result={result} onClose={onClose} />;

  function toggle(id: number) {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChecked(next);
  }

  return (
    <OptionsDialog
      title={t("Split")}
      submitLabel={t("Split")}
      onClose={onClose}
      canSubmit={checked.size > 0 && name.trim() !== "" && category !== null}
      onSubmit={async () => {
        if (!category) return;
        const answer = await splitDiscussion({
          discussionID,
          commentIDs: splittable.map((c) => c.commentID).filter((id) => checked.has(id)),
          name: name.trim(),
          categoryID: category.categoryID,
        });
        await onSplit();
        setResult(answer);
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("Comments to move")}</legend>
        {splittable.map((comment) => (
          <label key={comment.commentID} className={styles.commentChoice}>
            <input
              type="checkbox"
              checked={checked.has(comment.commentID)}
              onChange={() => toggle(comment.commentID)}
            />
            <span>
              <strong>{comment.insertUser?.name ?? t("Unknown")}</strong>: {excerptOf(comment)}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={nameID} className={styles.label}>
          {t("New discussion title")}
        </label>
        <input
          id={nameID}
          className={styles.select}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <CategoryPicker value={category} onChange={setCategory} />
    </OptionsDialog>
  );
}

function SplitDone({ result, onClose }: { result: SplitResult; onClose(): void }) {
  const titleID = useId();
  const failures = Object.values(result.exceptionsByID).map((failure) => failure.message);
  return (
    <Modal size="medium" titleID={titleID} onClose={onClose}>
      <ModalHeader title={t("Split")} />
      <div className={styles.body}>
        <p>
          {t("The comments were moved to a new discussion:")}{" "}
          <Link href={result.url} onClick={onClose}>
            {result.name}
          </Link>
        </p>
        {result.failedIDs.length > 0 ? (
          <p role="alert" className={styles.alert}>
            {t("{count} comments could not be moved.", { count: result.failedIDs.length })}{" "}
            {failures.join(" ")}
          </p>
        ) : null}
      </div>
      <ModalFooter>
        <Button buttonType="primary" onClick={onClose}>
          {t("Close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
