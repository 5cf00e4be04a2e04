import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import Form, { type IChangeEvent } from "@rjsf/core";
import {
  deepEquals,
  type ErrorTransformer,
  type RegistryWidgetsType,
  type RJSFSchema,
  type TemplatesType,
  type UiSchema,
  type ValidatorType,
} from "@rjsf/utils";
import { placeServerErrors, type LocateServerError, type ServerFormError } from "./server-errors";

/** A value without its undefined properties: a field emptied again is as it was saved. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, withoutEmpty(v)]),
  );
}

/** Props of a registry's {@link FormRegistry.FormAlert}. */
export interface FormAlertProps {
  /** The failed save's message. */
  message: string;
  /** Field errors that no field of the form shows. */
  details: string[];
}

/**
 * The controls a generated form is drawn with. The runtime knows none: the design system passes its
 * widgets and templates (src/ui/forms), so every generated form looks like the rest of the site.
 */
export interface FormRegistry {
  widgets: RegistryWidgetsType;
  templates: Partial<TemplatesType>;
  /** Above the form: a failed save's message and the field errors no field shows. */
  FormAlert: ComponentType<FormAlertProps>;
}

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps<T extends object> {
  schema: RJSFSchema;
  uiSchema?: UiSchema<T>;
  /** The saved values: the form starts from them, and is dirty while it differs from them. */
  formData: T;
  /** Compiled once per schema (runtime/forms/validators.ts); never a compiling validator. */
  validator: ValidatorType<T>;
  registry: FormRegistry;
  /** The last save's failure: its field errors show under their fields (content spec §5, §8). */
  serverError?: ServerFormError | null;
  /** Where a server field error goes; the request body is the form's data by default. */
  locateServerError?: LocateServerError;
  /** Called with the values once they pass validation. */
  onSubmit: (data: T) => void;
  /** Told when the values start or stop differing from `formData`. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Told every change as it is typed, before validation (a live preview). */
  onValuesChange?: (data: T) => void;
  transformErrors?: ErrorTransformer<T>;
  disabled?: boolean;
  /** The form's actions (its submit button); the registry's submit button when omitted. */
  children?: ReactNode;
  /** The form element's id, e.g. for a submit button outside it (`form=`). */
  id?: string;
  /** What the registry's widgets may call on (e.g. {@link FormServices.uploadImage}). */
  services?: FormServices;
}

/**
 * What a form's widgets may ask of the page that shows it: the runtime and the design system know no
 * API, so the page passes these in.
 */
export interface FormServices {
  /** Stores an image file and resolves with the address it is served at. */
  uploadImage?: (file: File) => Promise<string>;
}

/**
 * A form generated from a JSON schema (@rjsf/core). Typing never waits for validation: values are
 * validated when a field loses focus and on submit, with a validator compiled ahead of time. A failed
 * save's field errors show under their fields, grouped by field; the rest above the form.
 */
export function SchemaForm<T extends object>({
  schema,
  uiSchema,
  formData,
  validator,
  registry,
  serverError,
  locateServerError,
  onSubmit,
  onDirtyChange,
  onValuesChange,
  transformErrors,
  disabled,
  children,
  id,
  services,
}: SchemaFormProps<T>) {
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const placed = useMemo(
    () => (serverError ? placeServerErrors(serverError, schema, locateServerError) : undefined),
    [serverError, schema, locateServerError],
  );
  // The values being edited are held here and handed back to @rjsf, which starts over from the
  // `formData` it is given whenever any prop changes: a render for another reason (a Save button's
  // busy state) must not take the edits away.
  const dirty = useRef(false);
  const [, setDirtyShown] = useState(false);
  const baseline = useRef(formData);
  const [values, setValues] = useState(formData);
  const [savedValues, setSavedValues] = useState(formData);
  if (savedValues !== formData) {
    // New saved values (after a load or a save): the form starts over from them.
    setSavedValues(formData);
    setValues(formData);
  }
  useEffect(() => {
    if (baseline.current === formData) return;
    baseline.current = formData;
    if (!dirty.current) return;
    dirty.current = false;
    setDirtyShown(false);
    onDirtyChange?.(false);
  }, [formData, onDirtyChange]);
  const handleChange = useCallback(
    (event: IChangeEvent<T>) => {
      setValues(event.formData as T);
      onValuesChange?.(event.formData as T);
      const isDirty = !deepEquals(withoutEmpty(event.formData), withoutEmpty(baseline.current));
      if (isDirty === dirty.current) return;
      dirty.current = isDirty;
      setDirtyShown(isDirty);
      onDirtyChange?.(isDirty);
    },
    [onDirtyChange, onValuesChange],
  );
  const { FormAlert } = registry;
  return (
    <>
      {placed && <FormAlert message={placed.message} details={placed.unplaced} />}
      <Form<T>
        schema={schema}
        uiSchema={uiSchema}
        formData={values}
        validator={validator}
        widgets={registry.widgets}
        templates={registry.templates}
        idPrefix={idPrefix}
        extraErrors={placed?.errorSchema}
        liveValidate="onBlur"
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        transformErrors={transformErrors}
        disabled={disabled}
        onChange={handleChange}
        onSubmit={(event) => onSubmit(event.formData as T)}
        // The errors show under their fields; nothing to log.
        onError={() => {}}
        id={id}
        formContext={services}
      >
        {children}
      </Form>
    </>
  );
}
