import {
  descriptionId,
  errorId,
  getInputProps,
  getSubmitButtonOptions,
  type BaseInputTemplateProps,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type SubmitButtonProps,
  type TemplatesType,
} from "@rjsf/utils";
import type { ChangeEvent, FocusEvent, MouseEvent } from "react";
import type { FormAlertProps } from "../../../runtime/forms";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../Button";
import * as fieldStyles from "../TextField.styles";
import * as styles from "./form-controls.styles";
import { describedBy } from "./described-by";
import { translated } from "./translated";

/** "*" after a required field's label (shell spec §5); the control itself says it is required. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

/** One field: its label (with the required asterisk), control, description, errors and help. */
function FieldTemplate({
  id,
  label,
  required,
  displayLabel,
  hidden,
  children,
  description,
  errors,
  help,
}: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  return (
    <div className={fieldStyles.field}>
      {displayLabel && label && (
        <label className={fieldStyles.label} htmlFor={id}>
          {translated(label)}
          {required && <RequiredMark />}
        </label>
      )}
      {children}
      {displayLabel && description}
      {errors}
      {help}
    </div>
  );
}

/** A field's errors, all of them under it in one element the control points to. */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((e) => e !== "");
  if (shown.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className={fieldStyles.error}>
      {shown.map((error, i) => (
        <div key={i}>{error}</div>
      ))}
    </div>
  );
}

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className={fieldStyles.hint}>
      {translated(description)}
    </div>
  );
}

/** A group of fields; the form's root draws no frame, a nested object a fieldset with its title. */
function ObjectFieldTemplate({ title, properties, fieldPathId, description }: ObjectFieldTemplateProps) {
  const fields = properties.map((property) => property.content);
  if (fieldPathId.path.length === 0) return <>{fields}</>;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={description ? descriptionId(fieldPathId) : undefined}
    >
      {title && <legend>{translated(title)}</legend>}
      {translated(description)}
      {fields}
    </fieldset>
  );
}

/** The text, number, URL and e-mail inputs, in the site's text field style. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride } =
    props;
  const { options, schema, type, rawErrors, required, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  const isNumber = inputProps.type === "number" || inputProps.type === "integer";
  const shown = isNumber ? (value || value === 0 ? value : "") : (value ?? "");
  return (
    <input
      id={id}
      name={htmlName || id}
      className={fieldStyles.input}
      {...inputProps}
      value={shown}
      placeholder={translated(placeholder)}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      required={required}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={
        onChangeOverride ??
        ((event: ChangeEvent<HTMLInputElement>) =>
          onChange(event.target.value === "" ? options.emptyValue : event.target.value))
      }
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}

/**
 * Pressed with a pointer, a form's button keeps the focus in the field: blurring the field first would
 * validate it, and an error that appears or clears moves the button from under the pointer, so the
 * click would miss. Submitting validates every field anyway; the keyboard reaches the button as usual.
 */
export const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <div className={styles.actions}>
      <Button type="submit" buttonType="primary" onMouseDown={keepFieldFocus}>
        {submitText === "Submit" ? t("Save") : submitText}
      </Button>
    </div>
  );
}

/** Above the form: a failed save's message and the field errors no field shows. */
export function FormAlert({ message, details }: FormAlertProps) {
  return (
    <div role="alert" className={styles.alert}>
      <div>{message}</div>
      {details.length > 0 && (
        <ul>
          {details.map((detail, i) => (
            <li key={i}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Plaza's templates for generated forms. */
export const plazaFormTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  DescriptionFieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType["ButtonTemplates"],
};
