import { useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { useToast } from "../../../ui/toasts/use-toast";
import { MemberDialog } from "../members/MemberDialog";
import { dashboardSectionUrl } from "../dashboard-address";
import type { DashboardSectionProps } from "../sections";
import { createRole, useRoles } from "./role-api";
import { RoleEditor, ROLES_SECTION_ID } from "./RoleEditor";
import * as styles from "./RolesSection.styles";

/** The most characters of a role's name (the server's limit). */
const NAME_MAX_LENGTH = 100;

/** Asks a new role's name, adds it (`POST /roles`) and opens it. */
function NewRoleDialog({ onClose }: { onClose(): void }) {
  const toast = useToast();
  const nameID = useId();
  const [name, setName] = useState("");
  const [, navigate] = useLocation();
  async function submit(): Promise<boolean> {
    try {
      const role = await createRole(name.trim());
      navigate(dashboardSectionUrl(ROLES_SECTION_ID, String(role.roleID)));
      return true;
    } catch (error) {
      toast.error(error);
      return false;
    }
  }
  return (
    <MemberDialog title={t("New role")} submitLabel={t("Add")} onSubmit={submit} onClose={onClose}>
      <div className={styles.field}>
        <label htmlFor={nameID}>{t("Name")}</label>
        <input
          id={nameID}
          value={name}
          required
          maxLength={NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
    </MemberDialog>
  );
}

function RoleList() {
  const { roles, error } = useRoles();
  const [isAdding, setIsAdding] = useState(false);
  if (error)
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  if (!roles) return <Loader />;
  return (
    <>
      <div className={styles.toolbar}>
        <Button buttonType="dashboardPrimary" onClick={() => setIsAdding(true)}>
          {t("New role")}
        </Button>
      </div>
      <ul className={styles.list} aria-label={t("Roles")}>
        {roles.map((role) => (
          <li key={role.roleID}>
            <Link href={dashboardSectionUrl(ROLES_SECTION_ID, String(role.roleID))}>{role.name}</Link>
            {role.description && <p>{role.description}</p>}
          </li>
        ))}
      </ul>
      {isAdding && <NewRoleDialog onClose={() => setIsAdding(false)} />}
    </>
  );
}

/**
 * The dashboard's roles (site.manage): the roles at `/dashboard/roles`, a new one added by name, and
 * each role's page at `/dashboard/roles/{roleID}` with its permission grids and its deletion.
 */
export default function RolesSection({ page }: DashboardSectionProps) {
  if (page === undefined) return <RoleList />;
  const roleID = /^[1-9]\d{0,9}$/.test(page) ? Number(page) : NaN;
  return (
    <>
      <p>
        <Link href={dashboardSectionUrl(ROLES_SECTION_ID)}>{t("All roles")}</Link>
      </p>
      {Number.isNaN(roleID) ? (
        <p role="alert">{t("The page you were looking for could not be found.")}</p>
      ) : (
        <RoleEditor key={roleID} roleID={roleID} />
      )}
    </>
  );
}
