import type { FromSchema } from "json-schema-to-ts";

/**
 * A colour as `#rgb`, `#rrggbb` or `#rrggbbaa`: nothing that could end a CSS declaration, so a
 * theme's values can go into the page's style element as they are.
 */
const color = (description: string) =>
  ({
    type: "string",
    pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$",
    description,
  }) as const;

/** A length in px. */
const pixels = (description: string, minimum: number, maximum: number) =>
  ({ type: "integer", minimum, maximum, description }) as const;

const fontSize = (description: string) => pixels(description, 6, 96);

/**
 * A theme's variables (content spec §3 "Theme: … assets (with variables data)"): what the theme
 * changes from Plaza's defaults (runtime/theme/variables.ts, shell spec §9). Every group and value is
 * optional; a value left out keeps the default. The server renders them into the page as CSS custom
 * properties (`--plaza-color-primary`, `--plaza-title-bar-bg`, …), so the dashboard's theme form is
 * generated from this schema.
 */
export const themeVariablesSchema = {
  $id: "ThemeVariables",
  type: "object",
  description: "What a theme changes from Plaza's default look.",
  properties: {
    preset: {
      enum: ["light", "dark"],
      description:
        "Whether the theme is light or dark: browsers draw form controls and scroll bars to match.",
    },
    colors: {
      type: "object",
      description: "The page's colours.",
      properties: {
        primary: color("Links, primary buttons and the title bar."),
        primaryHover: color("The primary colour under the pointer."),
        onPrimary: color("Text and icons on the primary colour (at least 4.5:1 against it)."),
        fg: color("Body text."),
        muted: color("Secondary text."),
        bg: color("The page background."),
        bgAlt: color("Panels and alternate rows."),
        border: color("Borders and dividers."),
        error: color("Error text."),
        errorBg: color("The background of error messages."),
      },
      additionalProperties: false,
    },
    fonts: {
      type: "object",
      description: "Typography.",
      properties: {
        family: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[A-Za-z0-9 ,\"'_-]+$",
          description: 'The font stack, for example "Open Sans", system-ui, sans-serif.',
        },
        sizes: {
          type: "object",
          description: "Font sizes in px (shell spec §9 defaults: 10, 12, 14, 16, 18, 24, 32).",
          properties: {
            extraSmall: fontSize("Extra small text."),
            small: fontSize("Small text."),
            medium: fontSize("Body text."),
            large: fontSize("Large text."),
            subTitle: fontSize("Subtitles."),
            title: fontSize("Titles."),
            largeTitle: fontSize("Page titles."),
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    sizes: {
      type: "object",
      description: "Shapes and control sizes in px.",
      properties: {
        radius: pixels("Corner radius of controls and panels (default 6).", 0, 32),
        borderWidth: pixels("Border width (default 1).", 0, 8),
        controlHeight: pixels("Height of form controls (default 36).", 24, 64),
      },
      additionalProperties: false,
    },
    titleBar: {
      type: "object",
      description: "The title bar.",
      properties: {
        bg: color("The title bar's background (default: the primary colour)."),
        fg: color("The title bar's text and icons (default: the text on the primary colour)."),
        height: pixels("The title bar's height (default 48).", 40, 96),
      },
      additionalProperties: false,
    },
    banner: {
      type: "object",
      description: "The banner under the title bar.",
      properties: {
        bg: color("The banner's background."),
        fg: color("The banner's text."),
      },
      additionalProperties: false,
    },
    buttons: {
      type: "object",
      description: "Buttons.",
      properties: {
        primaryBg: color("The background of primary buttons (default: the primary colour)."),
        primaryFg: color("The text of primary buttons (default: the text on the primary colour)."),
        radius: pixels("Corner radius of buttons (default: the theme's radius).", 0, 32),
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** A theme's variables. */
export type ThemeVariables = FromSchema<typeof themeVariablesSchema>;
