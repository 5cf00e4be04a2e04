import { useMemo, useState } from "react";
import validators from "virtual:form-validator/src/features/admin/categories/category-form.schemas";
import { precompiledFormValidator } from "../../../../runtime/forms";
import { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import type { CategoryPermissions } from "../../../../schemas/api/category-admin.schema";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { GeneratedForm } from "../../../ui/forms";
import * as formStyles from "../../../ui/forms/form-controls.styles";
import { useToast } from "../../../ui/toasts/use-toast";
import { putCategoryPermissions, useCategoryPermissions, useCategoryTree } from "./category-api";
import { categoryPermissionsSchemaFor, roleKey } from "./category-form.schemas";
import * as styles from "./CategoriesSection.styles";

type Grid = CategoryPermissions["roles"][number]["permissions"];
interface PermissionsFormData {
  roles: Record<string, Grid>;
}

function PermissionsForm({
  permissions,
  onSaved,
}: {
  permissions: CategoryPermissions;
  onSaved(next: CategoryPermissions): Promise<unknown>;
}) {
  const schema = useMemo(() => categoryPermissionsSchemaFor(permissions.roles), [permissions.roles]);
  const validator = precompiledFormValidator<PermissionsFormData>(schema, validators.permissions!);
  const saved = useMemo(
    () => ({ roles: Object.fromEntries(permissions.roles.map((r) => [roleKey(r.roleID), r.permissions])) }),
    [permissions.roles],
  );
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const [isSaved, setIsSaved] = useState(false);

  async function save(data: PermissionsFormData) {
    setIsSaving(true);
    setSaveError(null);
    try {
      const roles = permissions.roles.map(({ roleID }) => ({
        roleID,
        permissions: data.roles[roleKey(roleID)] ?? {},
      }));
      await onSaved(await putCategoryPermissions(permissions.categoryID, { customPermissions: true, roles }));
      setIsSaved(true);
    } catch (caught) {
      setSaveError(caught instanceof ApiError ? caught : new ApiError({ status: 0, cause: caught }));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <GeneratedForm<PermissionsFormData>
      schema={schema}
      formData={saved}
      validator={validator}
      serverError={saveError}
      onDirtyChange={(dirty) => dirty && setIsSaved(false)}
      onSubmit={(data) => void save(data)}
    >
      <div className={formStyles.actions}>
        <Button type="submit" buttonType="dashboardPrimary" isLoading={isSaving}>
          {t("Save")}
        </Button>
        <span role="status" className={styles.muted}>
          {isSaved ? t("Your changes were saved.") : ""}
        </span>
      </div>
    </GeneratedForm>
  );
}

/**
 * A category's permissions page (`/dashboard/categories/{id}`): whether it has permissions of its own,
 * and then each role's grid there, generated from the same category grid as the role editor's.
 * Without its own, the page says whose permissions it follows.
 */
export function CategoryPermissionsPage({ categoryID }: { categoryID: number }) {
  const toast = useToast();
  const { rows } = useCategoryTree();
  const { permissions, error, mutate } = useCategoryPermissions(categoryID);
  const [isSwitching, setIsSwitching] = useState(false);
  if (error)
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  if (!permissions) return <Loader />;
  const nameOf = (id: number) => rows?.find((row) => row.categoryID === id)?.name ?? `#${id}`;

  async function setCustom(customPermissions: boolean) {
    setIsSwitching(true);
    try {
      await mutate(await putCategoryPermissions(categoryID, { customPermissions }), { revalidate: false });
    } catch (caught) {
      toast.error(caught);
    } finally {
      setIsSwitching(false);
    }
  }

  return (
    <section className={styles.editor} aria-labelledby="category-permissions-heading">
      <h3 id="category-permissions-heading">{t("Permissions of {name}", { name: nameOf(categoryID) })}</h3>
      {permissions.customPermissions ? (
        <>
          <p className={styles.toolbar}>
            {t("This category has permissions of its own.")}
            <Button
              buttonType="dashboardSecondary"
              isLoading={isSwitching}
              onClick={() => void setCustom(false)}
            >
              {t("Follow the parent's permissions")}
            </Button>
          </p>
          <PermissionsForm
            permissions={permissions}
            onSaved={(next) => mutate(next, { revalidate: false })}
          />
        </>
      ) : (
        <p className={styles.toolbar}>
          {permissions.permissionCategoryID === categoryID
            ? t("This category follows the site-wide permissions.")
            : t("This category follows the permissions of {name}.", {
                name: nameOf(permissions.permissionCategoryID),
              })}
          <Button buttonType="dashboardStandard" isLoading={isSwitching} onClick={() => void setCustom(true)}>
            {t("Give it permissions of its own")}
          </Button>
        </p>
      )}
    </section>
  );
}
