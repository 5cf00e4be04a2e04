import { useCallback, useState } from "react";
import { SchemaForm, useLeaveGuard, type FormRegistry, type SchemaFormProps } from "../../../runtime/forms";
import { FormAlert, plazaFormTemplates } from "./templates";
import { plazaFormWidgets } from "./widgets";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog";

/** Plaza's controls for generated forms: pass to SchemaForm, or use {@link GeneratedForm}. */
export const plazaFormRegistry: FormRegistry = {
  widgets: plazaFormWidgets,
  templates: plazaFormTemplates,
  FormAlert,
};

/** Props of {@link GeneratedForm}: those of SchemaForm, whose registry is Plaza's. */
export type GeneratedFormProps<T extends object> = Omit<SchemaFormProps<T>, "registry">;

/**
 * A generated form drawn with Plaza's controls that asks before its unsaved changes are left behind
 * (shell spec §8): on a link to another page, and when the tab is closed or reloaded.
 */
export function GeneratedForm<T extends object>({ onDirtyChange, ...props }: GeneratedFormProps<T>) {
  const [isDirty, setIsDirty] = useState(false);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  const handleDirtyChange = useCallback(
    (dirty: boolean) => {
      setIsDirty(dirty);
      onDirtyChange?.(dirty);
    },
    [onDirtyChange],
  );
  useLeaveGuard(isDirty, (go) => setProceed(() => go));
  return (
    <>
      <SchemaForm<T> {...props} registry={plazaFormRegistry} onDirtyChange={handleDirtyChange} />
      {proceed && (
        <UnsavedChangesDialog
          onCancel={() => setProceed(null)}
          onContinue={() => {
            setProceed(null);
            proceed();
          }}
        />
      )}
    </>
  );
}
