import { t } from "../../../../runtime/i18n/t";
import type { Theme } from "../../../../schemas/entities/theme.schema";
import { FormDialog } from "../../../ui/FormDialog";
import { useToast } from "../../../ui/toasts/use-toast";
import { deleteTheme } from "./theme-api";

/** Props of {@link DeleteThemeDialog}. */
export interface DeleteThemeDialogProps {
  theme: Theme;
  /** Runs once the theme is deleted, before the dialog closes (reloads the list). */
  onDeleted(): Promise<unknown>;
  onClose(): void;
}

/**
 * Asks before one of the site's own themes is deleted (`DELETE /themes/{themeID}`, content spec §7)
 * with its revisions: it cannot be brought back. A refusal (the theme was applied meanwhile) shows
 * the server's reason and keeps the dialog open.
 */
export function DeleteThemeDialog({ theme, onDeleted, onClose }: DeleteThemeDialogProps) {
  const toast = useToast();
  async function confirm(): Promise<boolean> {
    try {
      await deleteTheme(theme.themeID);
      await onDeleted();
      toast.add({ body: t("{name} was deleted.", { name: theme.name }), autoDismiss: true });
      return true;
    } catch (error) {
      toast.error(error);
      return false;
    }
  }
  return (
    <FormDialog
      title={t("Delete Theme")}
      submitLabel={t("Delete")}
      look="dashboard"
      onSubmit={confirm}
      onClose={onClose}
    >
      <p>
        {t("Are you sure you want to delete {name}? Its revisions are deleted with it.", {
          name: theme.name,
        })}
      </p>
    </FormDialog>
  );
}
