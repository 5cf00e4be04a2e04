import { useMemo, useState } from "react";
import { useLocation } from "wouter";
import validators from "virtual:form-validator/src/features/admin/roles/role-form.schemas";
import { precompiledFormValidator } from "../../../../runtime/forms";
import { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import type { Role } from "../../../../schemas/api/roles.schema";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { GeneratedForm } from "../../../ui/forms";
import * as formStyles from "../../../ui/forms/form-controls.styles";
import { useToast } from "../../../ui/toasts/use-toast";
import { MemberDialog } from "../members/MemberDialog";
import { dashboardSectionUrl } from "../dashboard-address";
import { roleFormSchemaFor } from "./role-form.schemas";
import {
  deleteRole,
  formDataOfRole,
  patchBodyOf,
  patchRole,
  useRole,
  type PermissionCategory,
  type RoleFormData,
} from "./role-api";
import * as styles from "./RolesSection.styles";

/** The dashboard section's id: `/dashboard/roles/{roleID}`. */
export const ROLES_SECTION_ID = "roles";

/** Asks before deleting a role; the server's refusal (a built-in role) shows in a toast. */
function DeleteRoleDialog({ role, onClose }: { role: Role; onClose(): void }) {
  const toast = useToast();
  const [, navigate] = useLocation();
  async function submit(): Promise<boolean> {
    try {
      await deleteRole(role.roleID);
      toast.add({ body: t("The role {name} was deleted.", { name: role.name }), autoDismiss: true });
      navigate(dashboardSectionUrl(ROLES_SECTION_ID));
      return true;
    } catch (error) {
      toast.error(error);
      return false;
    }
  }
  return (
    <MemberDialog
      title={t("Delete {name}", { name: role.name })}
      submitLabel={t("Delete")}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.dialogText}>{t("Deleting a role cannot be undone.")}</p>
    </MemberDialog>
  );
}

function RoleForm({
  role,
  categories,
  onSaved,
}: {
  role: Role;
  categories: PermissionCategory[];
  onSaved(): Promise<unknown>;
}) {
  const schema = useMemo(() => roleFormSchemaFor(categories), [categories]);
  const validator = precompiledFormValidator<RoleFormData>(schema, validators.role!);
  const saved = useMemo(() => formDataOfRole(role), [role]);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  async function save(edited: RoleFormData) {
    setIsSaving(true);
    setSaveError(null);
    try {
      await patchRole(role.roleID, patchBodyOf(edited, categories));
      await onSaved();
      setIsSaved(true);
    } catch (caught) {
      setSaveError(caught instanceof ApiError ? caught : new ApiError({ status: 0, cause: caught }));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className={styles.editor} aria-labelledby="role-heading">
      <h3 id="role-heading">{role.name}</h3>
      <GeneratedForm<RoleFormData>
        schema={schema}
        formData={saved}
        validator={validator}
        serverError={saveError}
        onDirtyChange={(dirty) => dirty && setIsSaved(false)}
        onSubmit={(edited) => void save(edited)}
      >
        <div className={formStyles.actions}>
          <Button type="submit" buttonType="dashboardPrimary" isLoading={isSaving}>
            {t("Save")}
          </Button>
          <Button type="button" buttonType="dashboardSecondary" onClick={() => setIsDeleting(true)}>
            {t("Delete")}
          </Button>
          <span role="status" className={styles.muted}>
            {isSaved ? t("Your changes were saved.") : ""}
          </span>
        </div>
      </GeneratedForm>
      {isDeleting && <DeleteRoleDialog role={role} onClose={() => setIsDeleting(false)} />}
    </section>
  );
}

/** A role's page: its name, description and permission grids, saved with `PATCH /roles/{id}`. */
export function RoleEditor({ roleID }: { roleID: number }) {
  const { role, categories, error, mutate } = useRole(roleID);
  if (error)
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  if (!role || !categories) return <Loader />;
  return <RoleForm role={role} categories={categories} onSaved={() => mutate()} />;
}
