import { useId, useState } from "react";
import { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import type { Role } from "../../../../schemas/api/roles.schema";
import { useToast } from "../../../ui/toasts/use-toast";
import { MemberDialog } from "./MemberDialog";
import { RoleChoices } from "./RoleChoices";
import { addMember } from "./use-members";
import * as styles from "./MembersSection.styles";

/** Props of {@link AddMemberDialog}. */
export interface AddMemberDialogProps {
  roles: Role[];
  onDone(): Promise<unknown>;
  onClose(): void;
}

type Field = "name" | "email" | "roleID";

/**
 * Adds a member (`POST /users`, content spec §7): name, email and roles (Member to start with). The
 * server mails them a welcome with a link to choose their password; nobody types one for them. A
 * refused field shows its reason under it, and what was typed stays.
 */
export function AddMemberDialog({ roles, onDone, onClose }: AddMemberDialogProps) {
  const toast = useToast();
  const ids = { name: useId(), email: useId(), roleID: useId() };
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [chosen, setChosen] = useState<Set<number>>(
    new Set(roles.filter((role) => role.type === "member").map((role) => role.roleID)),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(): Promise<boolean> {
    setErrors({});
    try {
      const added = await addMember({ name: name.trim(), email: email.trim(), roleID: [...chosen] });
      await onDone();
      toast.add({
        body: t("{name} was added. We emailed them a link to choose a password.", { name: added.name }),
        autoDismiss: true,
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
        const byField: Partial<Record<Field, string>> = {};
        for (const field of ["name", "email", "roleID"] as const) {
          const found = error.errors[field] ?? error.errors[`body.${field}`];
          if (found?.length) byField[field] = found.map((each) => each.message).join(" ");
        }
        if (Object.keys(byField).length > 0) {
          setErrors(byField);
          return false;
        }
      }
      toast.error(error);
      return false;
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${ids[field]}-error` : undefined);
  const errorOf = (field: Field) =>
    errors[field] && (
      <p id={`${ids[field]}-error`} className={styles.fieldError}>
        {errors[field]}
      </p>
    );

  return (
    <MemberDialog title={t("Add Member")} submitLabel={t("Add")} onSubmit={submit} onClose={onClose}>
      <p className={styles.dialogText}>
        {t("We will email the member a link to choose their password. The link works for 7 days.")}
      </p>
      <label className={styles.fieldLabel} htmlFor={ids.name}>
        {t("Username")}
      </label>
      <input
        id={ids.name}
        className={styles.reason}
        value={name}
        required
        minLength={3}
        maxLength={40}
        autoComplete="off"
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={describedBy("name")}
        onChange={(event) => setName(event.target.value)}
      />
      {errorOf("name")}
      <label className={styles.fieldLabel} htmlFor={ids.email}>
        {t("Email")}
      </label>
      <input
        id={ids.email}
        type="email"
        className={styles.reason}
        value={email}
        required
        maxLength={200}
        autoComplete="off"
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={describedBy("email")}
        onChange={(event) => setEmail(event.target.value)}
      />
      {errorOf("email")}
      <RoleChoices roles={roles} chosen={chosen} onChange={setChosen} describedBy={describedBy("roleID")} />
      {errorOf("roleID")}
    </MemberDialog>
  );
}
