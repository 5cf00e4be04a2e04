import { t } from "../../../runtime/i18n/t";

/**
 * A generated form's text taken from its JSON Schema or uiSchema (a title, a description, an enum's
 * label) in the interface language: schemas hold the English text, which is the catalog's key, so it
 * is translated where it is shown. Anything but a string (an element) is answered as it is.
 */
export function translated<T>(text: T): T | string {
  return typeof text === "string" && text !== "" ? t(text) : text;
}
