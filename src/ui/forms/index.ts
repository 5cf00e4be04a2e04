export { GeneratedForm, plazaFormRegistry, type GeneratedFormProps } from "./GeneratedForm";
export { UnsavedChangesDialog, UNSAVED_CHANGES_TEXT } from "./UnsavedChangesDialog";
export { FormAlert, keepFieldFocus, RequiredMark } from "./templates";
