import { useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import type { Role } from "../../../../schemas/api/roles.schema";
import type { User } from "../../../../schemas/entities/user.schema";
import { useToast } from "../../../ui/toasts/use-toast";
import { MemberDialog } from "./MemberDialog";
import { RoleChoices } from "./RoleChoices";
import { setRoles } from "./use-members";

/** Props of {@link RolesDialog}. */
export interface RolesDialogProps {
  member: User;
  roles: Role[];
  onDone(): Promise<unknown>;
  onClose(): void;
}

/**
 * Chooses a member's roles. The server refuses what the viewer may not give (an administrator role
 * needs site.manage) and a member without any role; the toast says why.
 */
export function RolesDialog({ member, roles, onDone, onClose }: RolesDialogProps) {
  const toast = useToast();
  const [chosen, setChosen] = useState<Set<number>>(new Set(member.roleIDs ?? []));

  async function submit(): Promise<boolean> {
    try {
      await setRoles(member.userID, [...chosen]);
      await onDone();
      toast.add({
        body: t("The roles of {name} have been saved.", { name: member.name }),
        autoDismiss: true,
      });
      return true;
    } catch (error) {
      toast.error(error);
      return false;
    }
  }

  return (
    <MemberDialog
      title={t("Roles of {name}", { name: member.name })}
      submitLabel={t("Save")}
      onSubmit={submit}
      onClose={onClose}
    >
      <RoleChoices roles={roles} chosen={chosen} onChange={setChosen} />
    </MemberDialog>
  );
}
