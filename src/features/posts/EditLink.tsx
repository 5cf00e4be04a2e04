import { cx } from "@linaria/core";
import { Link } from "wouter";
import type { EditablePost } from "../../../runtime/permissions/edit-window";
import { editLinkLabel } from "./edit-time";
import { useEditWindow } from "./use-edit-window";
import { Button } from "../../ui/Button";
import * as buttonStyles from "../../ui/Button.styles";

/** Props of {@link EditLink}: a link to an edit page, or a button that starts editing in place. */
export type EditLinkProps = { post: EditablePost; recordType: "discussion" | "comment" } & (
  { href: string; onEdit?: undefined } | { href?: undefined; onEdit: () => void }
);

/**
 * The edit action (content spec §5): shown only while the viewer may still edit, reading
 * "Edit (time)" while the author's window is limited and refreshing that time (content spec §4).
 */
export function EditLink(props: EditLinkProps) {
  const { canEdit, secondsLeft } = useEditWindow(props.post, props.recordType);
  if (!canEdit) return null;
  const label = editLinkLabel(secondsLeft);
  // Looks like its neighbours, the Quote and Share text buttons.
  if (props.href !== undefined)
    return (
      <Link href={props.href} className={cx(buttonStyles.button, buttonStyles.text)}>
        {label}
      </Link>
    );
  return (
    <Button buttonType="text" onClick={props.onEdit}>
      {label}
    </Button>
  );
}
