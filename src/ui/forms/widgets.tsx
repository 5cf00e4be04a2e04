import {
  descriptionId,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  type RegistryWidgetsType,
  type WidgetProps,
} from "@rjsf/utils";
import { useRef, useState, type ChangeEvent } from "react";
import { cx } from "@linaria/core";
import * as fieldStyles from "../TextField.styles";
import * as styles from "./form-controls.styles";
import { describedBy } from "./described-by";
import { BaseInputTemplate, RequiredMark } from "./templates";
import { translated } from "./translated";
import type { FormServices } from "../../../runtime/forms";
import { t } from "../../../runtime/i18n/t";
import { isSafeLink } from "../../../runtime/url/safe-link";
import { Button } from "../Button";

/** What every control of a generated form carries: id, name, state and what describes it. */
function controlProps(props: WidgetProps) {
  const { id, htmlName, disabled, readonly, autofocus, required, rawErrors } = props;
  return {
    id,
    name: htmlName || id,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    required,
    "aria-invalid": rawErrors?.length ? true : undefined,
    "aria-describedby": describedBy(props),
  };
}

/** Several lines of text. */
function TextareaWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus, placeholder } = props;
  return (
    <textarea
      {...controlProps(props)}
      className={cx(styles.textarea, options.className as string | undefined)}
      value={value ?? ""}
      placeholder={placeholder}
      rows={typeof options.rows === "number" ? options.rows : undefined}
      onChange={(e) => onChange(e.target.value === "" ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

/** Code or markup: a textarea in a monospace font that keeps what is typed as it is. */
function CodeWidget(props: WidgetProps) {
  return (
    <TextareaWidget
      {...props}
      options={{ ...props.options, className: styles.code }}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/** A yes/no setting: a checkbox with its label beside it, its description under it. */
function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, schema, options } = props;
  const { onChange, onBlur, onFocus } = props;
  const description = options.description ?? schema.description;
  return (
    <>
      <label className={styles.toggleRow}>
        <input
          type="checkbox"
          {...controlProps(props)}
          required={undefined}
          aria-required={required || undefined}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={(e) => onBlur(id, e.target.checked)}
          onFocus={(e) => onFocus(id, e.target.checked)}
        />
        {!hideLabel && (
          <span>
            {translated(label)}
            {required && <RequiredMark />}
          </span>
        )}
      </label>
      {!hideLabel && description && (
        <div id={descriptionId(id)} className={fieldStyles.hint}>
          {translated(description)}
        </div>
      )}
    </>
  );
}

/** One of a list (an enum, or `ui:enumNames` / `oneOf` titles as the shown labels). */
function SelectWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus, required } = props;
  const { enumOptions = [] } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const read = (e: ChangeEvent<HTMLSelectElement>) =>
    enumOptionsValueForIndex(e.target.value, enumOptions, options.emptyValue);
  return (
    <select
      {...controlProps(props)}
      className={fieldStyles.input}
      value={selected === undefined ? "" : String(selected)}
      onChange={(e) => onChange(read(e))}
      onBlur={(e) => onBlur(id, read(e))}
      onFocus={(e) => onFocus(id, read(e))}
    >
      {!required && value === undefined && <option value="" />}
      {enumOptions.map((option, i) => (
        <option key={i} value={String(i)} disabled={option.schema?.readOnly === true}>
          {translated(option.label)}
        </option>
      ))}
    </select>
  );
}

/** A colour: the browser's picker and the same value as text (e.g. #0b64c6). */
function ColourWidget(props: WidgetProps) {
  const { id, value, label, onChange, onBlur, options } = props;
  const text = typeof value === "string" ? value : "";
  return (
    <div className={styles.colourRow}>
      <input
        type="color"
        aria-label={translated(label)}
        tabIndex={-1}
        value={/^#[0-9a-f]{6}$/i.test(text) ? text : "#000000"}
        disabled={props.disabled || props.readonly}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        {...controlProps(props)}
        className={fieldStyles.input}
        value={text}
        placeholder="#rrggbb"
        onChange={(e) => onChange(e.target.value === "" ? options.emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
      />
    </div>
  );
}

type UploadStatus = { kind: "idle" } | { kind: "uploading" } | { kind: "failed"; message: string };

/**
 * An image: its address, a preview of it, and, when the page can store files (the form's
 * `services.uploadImage`), an upload button whose stored file becomes the address. A failed upload
 * says why and leaves the address as it was.
 */
function ImageWidget(props: WidgetProps) {
  const { id, value, label, onChange, disabled, readonly } = props;
  const upload = (props.registry.formContext as FormServices | undefined)?.uploadImage;
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<UploadStatus>({ kind: "idle" });
  const url = typeof value === "string" ? value.trim() : "";

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || !upload) return;
    setStatus({ kind: "uploading" });
    try {
      onChange(await upload(file));
      setStatus({ kind: "idle" });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "";
      setStatus({ kind: "failed", message: message || t("The image could not be uploaded.") });
    }
  }

  return (
    <div className={styles.imageField}>
      <BaseInputTemplate {...props} type="url" placeholder={props.placeholder || "https://"} />
      {url && isSafeLink(url) ? <img className={styles.imagePreview} src={url} alt="" /> : null}
      {upload && !disabled && !readonly ? (
        <div className={styles.imageActions}>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => void handleFile(event)}
          />
          <Button
            buttonType="dashboardStandard"
            isLoading={status.kind === "uploading"}
            onClick={() => fileInput.current?.click()}
          >
            {t("Upload {field}", { field: translated(label) })}
          </Button>
          {status.kind === "uploading" ? (
            <span role="status">{t("Uploading {name}", { name: translated(label) })}</span>
          ) : null}
          {status.kind === "failed" ? (
            <span role="alert" className={fieldStyles.error}>
              {status.message}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A secret (a password, an API key): typed unseen, and never filled in by the browser with the
 * viewer's own password.
 */
function PasswordWidget(props: WidgetProps) {
  const autocomplete = props.options.autocomplete ?? "new-password";
  return <BaseInputTemplate {...props} type="password" options={{ ...props.options, autocomplete }} />;
}

const splitList = (text: string) =>
  text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * A list of short strings (an array of strings) as one text box, one item a line or separated by
 * commas. The text is kept while typing; the list is what is saved.
 */
function ListWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  const items = Array.isArray(value) ? (value as string[]) : [];
  const [text, setText] = useState(() => items.join("\n"));
  const shown = splitList(text).join("\n") === items.join("\n") ? text : items.join("\n");
  return (
    <textarea
      {...controlProps(props)}
      className={styles.textarea}
      value={shown}
      onChange={(e) => {
        setText(e.target.value);
        onChange(splitList(e.target.value));
      }}
      onBlur={(e) => onBlur(id, splitList(e.target.value))}
    />
  );
}

/** Plaza's widgets for generated forms, by the `ui:widget` names they answer to. */
export const plazaFormWidgets: RegistryWidgetsType = {
  TextareaWidget,
  textarea: TextareaWidget,
  code: CodeWidget,
  CheckboxWidget,
  checkbox: CheckboxWidget,
  toggle: CheckboxWidget,
  SelectWidget,
  select: SelectWidget,
  ColorWidget: ColourWidget,
  color: ColourWidget,
  colour: ColourWidget,
  image: ImageWidget,
  list: ListWidget,
  PasswordWidget,
  password: PasswordWidget,
};
