import type { Role } from "../../../../schemas/api/roles.schema";
import { t } from "../../../../runtime/i18n/t";
import * as styles from "./MembersSection.styles";

/** Props of {@link RoleChoices}. */
export interface RoleChoicesProps {
  roles: Role[];
  chosen: ReadonlySet<number>;
  onChange(next: Set<number>): void;
  describedBy?: string;
}

/** The roles a member may be given, one checkbox each, under a "Roles" legend (members dialogs). */
export function RoleChoices({ roles, chosen, onChange, describedBy }: RoleChoicesProps) {
  function toggle(roleID: number, isChecked: boolean) {
    const next = new Set(chosen);
    if (isChecked) next.add(roleID);
    else next.delete(roleID);
    onChange(next);
  }
  return (
    <fieldset className={styles.roles} aria-describedby={describedBy}>
      <legend className={styles.fieldLabel}>{t("Roles")}</legend>
      {roles.map((role) => (
        <label key={role.roleID} className={styles.role}>
          <input
            type="checkbox"
            checked={chosen.has(role.roleID)}
            onChange={(event) => toggle(role.roleID, event.target.checked)}
          />
          {role.name}
        </label>
      ))}
    </fieldset>
  );
}
