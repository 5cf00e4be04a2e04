import { useId, useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import type { User } from "../../../../schemas/entities/user.schema";
import { useToast } from "../../../ui/toasts/use-toast";
import { MemberDialog } from "./MemberDialog";
import { setBanned, useLatestBanReason } from "./use-members";
import * as styles from "./MembersSection.styles";

/** The most characters of a reason (the server's limit). */
const REASON_MAX_LENGTH = 500;

/** Props of {@link BanDialog}. */
export interface BanDialogProps {
  member: User;
  onDone(): Promise<unknown>;
  onClose(): void;
}

/**
 * Bans a member, or unbans a banned one, with a reason kept in their ban history. A ban takes effect
 * on the member's next request: they keep reading and may sign out, every write is refused.
 */
export function BanDialog({ member, onDone, onClose }: BanDialogProps) {
  const toast = useToast();
  const reasonID = useId();
  const [reason, setReason] = useState("");
  const isBanning = member.banned !== 1;
  const bannedFor = useLatestBanReason(member.userID, !isBanning);

  async function submit(): Promise<boolean> {
    try {
      await setBanned(member.userID, isBanning, reason);
      await onDone();
      toast.add({
        body: isBanning
          ? t("{name} has been banned.", { name: member.name })
          : t("{name} is no longer banned.", { name: member.name }),
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
      title={isBanning ? t("Ban {name}", { name: member.name }) : t("Unban {name}", { name: member.name })}
      submitLabel={isBanning ? t("Ban") : t("Unban")}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.dialogText}>
        {isBanning
          ? t("A banned member can still read and sign out, but can no longer post, react or message.")
          : t("The member can post, react and message again.")}
      </p>
      {bannedFor && <p className={styles.dialogText}>{t("Banned for: {reason}", { reason: bannedFor })}</p>}
      <label className={styles.fieldLabel} htmlFor={reasonID}>
        {t("Reason")}
      </label>
      <textarea
        id={reasonID}
        className={styles.reason}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </MemberDialog>
  );
}
