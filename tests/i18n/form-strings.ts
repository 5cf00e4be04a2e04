import {
  settingsFormSchemas,
  settingsUiSchemas,
} from "../../src/features/admin/settings/settings-form-schemas";
import { themeFormSchema, themeFormUiSchema } from "../../src/features/admin/themes/theme-form.schemas";
import { roleFormSchema } from "../../src/features/admin/roles/role-form.schemas";
import {
  categoryFormSchema,
  categoryFormUiSchema,
  categoryPermissionsFormSchema,
} from "../../src/features/admin/categories/category-form.schemas";
import { translationServiceTypes } from "../../server/services/translations/translation-services";
import { integrations } from "../../server/services/addons/attachments-integrations";
import { interfaceLocales } from "../../locales";

/** Each language's own name, shown as it is in every language (the settings page's language choice). */
const OWN_NAMES = new Set<string>(interfaceLocales.map((locale) => locale.displayNames[locale.key]));

/** The schema and uiSchema keywords whose strings a generated form shows (src/ui/forms translates them). */
const SHOWN = new Set(["title", "description", "ui:title", "ui:description", "ui:help", "ui:placeholder"]);
const SHOWN_LISTS = new Set(["ui:enumNames"]);

/** The shown strings of a JSON Schema or uiSchema, `into` by where they were found. */
function collect(value: unknown, where: string, into: Map<string, string[]>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, where, into);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    const texts =
      SHOWN.has(key) && typeof item === "string"
        ? [item]
        : SHOWN_LISTS.has(key) && Array.isArray(item)
          ? item.filter((text): text is string => typeof text === "string")
          : [];
    for (const text of texts.filter((text) => !OWN_NAMES.has(text)))
      into.set(text, [...(into.get(text) ?? []), where]);
    // A property named "title" or "description" is a field, not a keyword: look inside it.
    if (texts.length === 0) collect(item, where, into);
  }
}

/**
 * Every text the generated forms show from their schemas (the dashboard's settings pages, the theme
 * editor, the role editor, translation services' credentials, attachment forms), which the
 * interface catalogs translate like a `t()` string.
 */
export function generatedFormStrings(): Map<string, string[]> {
  const into = new Map<string, string[]>();
  collect(settingsFormSchemas, "settings form", into);
  collect(settingsUiSchemas, "settings form", into);
  collect(themeFormSchema, "theme editor", into);
  collect(themeFormUiSchema, "theme editor", into);
  collect(roleFormSchema, "role editor", into);
  collect(categoryFormSchema, "category editor", into);
  collect(categoryFormUiSchema, "category editor", into);
  collect(categoryPermissionsFormSchema, "category permissions", into);
  for (const [type, service] of Object.entries(translationServiceTypes))
    collect(service.configSchema, `${type} credentials`, into);
  for (const [type, integration] of Object.entries(integrations))
    collect(integration.formSchema({ name: "" } as never), `${type} attachment`, into);
  return into;
}
