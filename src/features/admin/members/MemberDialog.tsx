import { FormDialog, type FormDialogProps } from "../../../ui/FormDialog";
import * as styles from "./MembersSection.styles";

/** The dashboard's dialogs (members and roles): a {@link FormDialog} with the dashboard's buttons. */
export function MemberDialog(props: Omit<FormDialogProps, "look" | "bodyClassName">) {
  return <FormDialog {...props} look="dashboard" bodyClassName={styles.dialogBody} />;
}
