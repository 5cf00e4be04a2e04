import { useId, useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import type { LongRunnerProgress } from "../../../../runtime/api/long-runner";
import { useToast } from "../../../ui/toasts/use-toast";
import { ProgressBar } from "../../../ui/ProgressBar";
import { MemberDialog } from "../members/MemberDialog";
import { deleteCategory, type CategoryRow } from "./category-api";
import * as styles from "./CategoriesSection.styles";

/** Props of {@link DeleteCategoryDialog}. */
export interface DeleteCategoryDialogProps {
  category: CategoryRow;
  rows: readonly CategoryRow[];
  onDeleted(): Promise<unknown>;
  onClose(): void;
}

/**
 * Asks where a category's discussions go before deleting it: moved to another category (the first
 * other one is offered) or deleted with it. The deletion runs as a long-running job; its progress
 * shows while it runs ("3 of 40", a progress bar and a polite live text).
 */
export function DeleteCategoryDialog({ category, rows, onDeleted, onClose }: DeleteCategoryDialogProps) {
  const toast = useToast();
  const name = useId();
  const targetID = useId();
  const others = rows.filter((row) => row.categoryID !== category.categoryID);
  const [choice, setChoice] = useState<"move" | "delete">(others.length > 0 ? "move" : "delete");
  const [target, setTarget] = useState<number | null>(others[0]?.categoryID ?? null);
  const [done, setDone] = useState<number | null>(null);
  const total = category.countDiscussions;

  async function submit(): Promise<boolean> {
    setDone(0);
    try {
      const progress = await deleteCategory(
        category.categoryID,
        choice === "move" ? target : null,
        (step: LongRunnerProgress) => setDone(step.successIDs.length + step.failedIDs.length),
      );
      await onDeleted();
      const failed = progress?.failedIDs.length ?? 0;
      if (failed > 0) {
        toast.add({
          body: t("{count} discussions could not be moved or deleted, so {name} was kept.", {
            count: failed,
            name: category.name,
          }),
        });
      } else {
        toast.add({ body: t("{name} was deleted.", { name: category.name }), autoDismiss: true });
      }
      return true;
    } catch (error) {
      setDone(null);
      toast.error(error);
      return false;
    }
  }

  const countText = t("{done} of {total}", { done: done ?? 0, total });
  return (
    <MemberDialog
      title={t("Delete {name}", { name: category.name })}
      submitLabel={t("Delete")}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset className={styles.choices}>
        <legend>{t("What happens to its {count} discussions?", { count: total })}</legend>
        <label>
          <input
            type="radio"
            name={name}
            checked={choice === "move"}
            disabled={others.length === 0}
            onChange={() => setChoice("move")}
          />
          {t("Move them to another category")}
        </label>
        <label htmlFor={targetID} className={styles.indented}>
          {t("Category")}
        </label>
        <select
          id={targetID}
          className={styles.indented}
          value={target ?? ""}
          disabled={choice !== "move"}
          onChange={(event) => setTarget(Number(event.target.value))}
        >
          {others.map((row) => (
            <option key={row.categoryID} value={row.categoryID}>
              {`${"— ".repeat(row.depth - 1)}${row.name}`}
            </option>
          ))}
        </select>
        <label>
          <input
            type="radio"
            name={name}
            checked={choice === "delete"}
            onChange={() => setChoice("delete")}
          />
          {t("Delete them too")}
        </label>
      </fieldset>
      <p className={styles.muted}>{t("Its subcategories move up to its parent.")}</p>
      {done !== null && total > 0 && (
        <div>
          <ProgressBar value={done} max={total} valueText={countText} />
          <p aria-live="polite">{countText}</p>
        </div>
      )}
    </MemberDialog>
  );
}
