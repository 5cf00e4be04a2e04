import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { themeVariablesSchema, type ThemeVariables } from "../../../../schemas/entities/theme-variables";

/** The theme editor's form schema: the variables' own (its validator is compiled by the build). */
export const themeFormSchema = themeVariablesSchema as unknown as RJSFSchema;

/** Field titles by group (the schema names its values in code; the form says them in words). */
const titles: Record<string, { title: string; fields: Record<string, string> }> = {
  colors: {
    title: "Colours",
    fields: {
      primary: "Primary",
      primaryHover: "Primary under the pointer",
      onPrimary: "Text on primary",
      fg: "Text",
      muted: "Secondary text",
      bg: "Background",
      bgAlt: "Panel background",
      border: "Borders",
      error: "Error text",
      errorBg: "Error background",
    },
  },
  fonts: { title: "Fonts", fields: { family: "Font family", sizes: "Font sizes" } },
  sizes: {
    title: "Sizes",
    fields: { radius: "Corner radius", borderWidth: "Border width", controlHeight: "Control height" },
  },
  titleBar: { title: "Title bar", fields: { bg: "Background", fg: "Text", height: "Height" } },
  banner: { title: "Banner", fields: { bg: "Background", fg: "Text" } },
  buttons: {
    title: "Buttons",
    fields: { primaryBg: "Primary background", primaryFg: "Primary text", radius: "Corner radius" },
  },
};

const fontSizeTitles: Record<string, string> = {
  extraSmall: "Extra small",
  small: "Small",
  medium: "Medium",
  large: "Large",
  subTitle: "Subtitle",
  title: "Title",
  largeTitle: "Large title",
};

/** A colour is a `string` with the colour pattern: it gets the colour widget. */
const isColour = (schema: unknown) =>
  typeof schema === "object" &&
  schema !== null &&
  "pattern" in schema &&
  String(schema.pattern).startsWith("^#");

function groupUiSchema(group: string): UiSchema {
  const { title, fields } = titles[group]!;
  const properties = (themeFormSchema.properties?.[group] as RJSFSchema).properties ?? {};
  const ui: UiSchema = { "ui:title": title };
  for (const [name, schema] of Object.entries(properties)) {
    ui[name] = { "ui:title": fields[name] ?? name, ...(isColour(schema) ? { "ui:widget": "colour" } : {}) };
  }
  return ui;
}

/** Titles in words, and the colour widget for every colour. */
export const themeFormUiSchema: UiSchema<ThemeVariables> = {
  preset: { "ui:title": "Light or dark" },
  ...Object.fromEntries(Object.keys(titles).map((group) => [group, groupUiSchema(group)])),
};
(themeFormUiSchema.fonts as UiSchema).sizes = {
  "ui:title": "Font sizes",
  ...Object.fromEntries(Object.entries(fontSizeTitles).map(([name, title]) => [name, { "ui:title": title }])),
};

export default { themeVariables: themeVariablesSchema };
