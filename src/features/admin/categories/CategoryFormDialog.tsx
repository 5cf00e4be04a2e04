import { useId, useMemo, useState } from "react";
import validators from "virtual:form-validator/src/features/admin/categories/category-form.schemas";
import { precompiledFormValidator } from "../../../../runtime/forms";
import { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import type { CategoryPost } from "../../../../schemas/entities/category.schema";
import { Button } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { ModalHeader } from "../../../ui/ModalHeader";
import { GeneratedForm } from "../../../ui/forms";
import * as formStyles from "../../../ui/forms/form-controls.styles";
import { createCategory, patchCategory, type CategoryRow } from "./category-api";
import { isWithin } from "./category-moves";
import { categoryFormFor, type CategoryFormData } from "./category-form.schemas";
import { urlcodeFrom } from "./category-urlcode";
import * as styles from "./CategoriesSection.styles";

/** The editor's values of a category, or of a new one. */
function formDataOf(row: CategoryRow | null): CategoryFormData {
  if (!row) return { name: "", parentCategoryID: 0, displayAs: "discussions" };
  return {
    name: row.name,
    urlcode: row.urlcode,
    description: row.description,
    parentCategoryID: row.parentCategoryID ?? 0,
    ...(row.color ? { color: row.color } : {}),
    displayAs: row.displayAs === "categories" ? "categories" : "discussions",
  };
}

/** What the API is sent for the editor's values (parent 0 is the top; an emptied colour clears). */
function bodyOf(data: CategoryFormData): CategoryPost {
  return {
    name: data.name,
    urlcode: data.urlcode?.trim() || urlcodeFrom(data.name),
    description: data.description ?? "",
    parentCategoryID: data.parentCategoryID === 0 ? null : data.parentCategoryID,
    color: data.color ? data.color : null,
    displayAs: data.displayAs,
  };
}

/** Props of {@link CategoryFormDialog}. */
export interface CategoryFormDialogProps {
  /** The category to edit; null adds one. */
  category: CategoryRow | null;
  rows: readonly CategoryRow[];
  onSaved(name: string): Promise<unknown>;
  onClose(): void;
}

/**
 * Adds or edits a category in a dialog: a form generated from the category form schema (name, URL
 * code, description, parent, colour, display as). The parent's choices leave out the category itself
 * and its subcategories. The server's field errors show under their fields.
 */
export function CategoryFormDialog({ category, rows, onSaved, onClose }: CategoryFormDialogProps) {
  const titleID = useId();
  const formID = useId();
  const parents = useMemo(
    () => [
      { id: 0, name: t("None (top level)") },
      ...rows
        .filter((row) => !category || !isWithin(rows, category.categoryID, row.categoryID))
        .map((row) => ({ id: row.categoryID, name: `${"— ".repeat(row.depth - 1)}${row.name}` })),
    ],
    [rows, category],
  );
  const { schema, uiSchema } = useMemo(() => categoryFormFor(parents), [parents]);
  const validator = precompiledFormValidator<CategoryFormData>(schema, validators.category!);
  const saved = useMemo(() => formDataOf(category), [category]);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);

  async function save(data: CategoryFormData) {
    setIsSaving(true);
    setSaveError(null);
    try {
      const body = bodyOf(data);
      if (category) await patchCategory(category.categoryID, body);
      else await createCategory(body);
      await onSaved(body.name);
      onClose();
    } catch (caught) {
      setSaveError(caught instanceof ApiError ? caught : new ApiError({ status: 0, cause: caught }));
      setIsSaving(false);
    }
  }

  return (
    <Modal size="medium" titleID={titleID} onClose={onClose} isNotDismissable={isSaving}>
      <ModalHeader title={category ? t("Edit {name}", { name: category.name }) : t("New category")} />
      <div className={styles.dialogBody}>
        <GeneratedForm<CategoryFormData>
          id={formID}
          schema={schema}
          uiSchema={uiSchema}
          formData={saved}
          validator={validator}
          serverError={saveError}
          onSubmit={(data) => void save(data)}
        >
          <div className={formStyles.actions}>
            <Button type="submit" buttonType="dashboardPrimary" isLoading={isSaving}>
              {t("Save")}
            </Button>
            <Button type="button" buttonType="dashboardSecondary" onClick={onClose}>
              {t("Cancel")}
            </Button>
          </div>
        </GeneratedForm>
      </div>
    </Modal>
  );
}
