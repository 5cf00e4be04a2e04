/**
 * Starter templates: the code a new fragment of each type starts from, in the dashboard's editor and
 * with `npm run fragment:new`. One shape for every type: a component typed with the widget's props
 * that adds a heading and renders `Default`, the built-in, so a new fragment looks right at once and
 * shows how to wrap rather than copy. A CustomFragment (a widget type of its own) starts with a
 * two-field props schema and renders its fields.
 */
import { CUSTOM_FRAGMENT_TYPE } from "../../schemas/widgets/fragment-types";

/** What a template gives: the TypeScript (TSX) entry, its stylesheet and, for CustomFragment, a schema. */
export interface StarterTemplate {
  /** The fragment's entry module (TSX); imports only "@plaza/fragment-sdk" and "./props". */
  tsx: string;
  css: string;
  /** A CustomFragment's own props schema; widget fragments get their widget's. */
  propsSchema?: Readonly<Record<string, unknown>>;
}

/** The props schema a new custom widget type starts with: a title and a text. */
export const STARTER_CUSTOM_SCHEMA = {
  type: "object",
  description: "The settings of this widget, filled in the layout editor.",
  properties: {
    title: { type: "string", title: "Title", description: "The heading.", maxLength: 200 },
    body: { type: "string", title: "Text", description: "The text under the heading.", maxLength: 2000 },
  },
  required: ["title"],
  additionalProperties: false,
} as const;

/** "SiteTotalsFragment" → "SiteTotals"; a name made into a component name ("my banner" → "MyBanner"). */
export function componentName(fragmentType: string, name?: string): string {
  const source = name?.trim() || fragmentType.replace(/Fragment$/, "");
  const words = source.match(/[A-Za-z0-9]+/g) ?? ["My"];
  const joined = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
  return /^[A-Z]/.test(joined) ? joined : `Fragment${joined}`;
}

/** A class prefix of the component's name in kebab case ("SiteTotals" → "site-totals"). */
function classPrefix(component: string): string {
  return component
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1-$2")
    .toLowerCase();
}

/** "SiteTotalsFragment" → "site totals". */
function readableType(fragmentType: string): string {
  return fragmentType
    .replace(/Fragment$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

/** The starter code of a fragment of `fragmentType` (see the module's comment). */
export function starterTemplate(fragmentType: string, options: { name?: string } = {}): StarterTemplate {
  const component = componentName(fragmentType, options.name);
  const prefix = classPrefix(component);
  const css = [
    `.${prefix} {`,
    "  display: grid;",
    "  gap: 8px;",
    "}",
    "",
    `.${prefix}-heading {`,
    "  margin: 0;",
    "  font-size: 1.25rem;",
    "}",
    "",
  ].join("\n");
  if (fragmentType === CUSTOM_FRAGMENT_TYPE) {
    const tsx = [
      'import type { FragmentProps } from "@plaza/fragment-sdk";',
      'import type { Props } from "./props";',
      "",
      "/** A widget of its own: its props are the schema it declares, filled in the layout editor. */",
      `export default function ${component}(props: FragmentProps<Props>) {`,
      "  return (",
      `    <section className="${prefix}">`,
      `      <h2 className="${prefix}-heading">{props.title}</h2>`,
      "      {props.body ? <p>{props.body}</p> : null}",
      "    </section>",
      "  );",
      "}",
      "",
    ].join("\n");
    return { tsx, css, propsSchema: STARTER_CUSTOM_SCHEMA };
  }
  const heading = `My ${readableType(fragmentType)}`;
  const tsx = [
    'import { t, type FragmentProps } from "@plaza/fragment-sdk";',
    'import type { Props } from "./props";',
    "",
    "/**",
    ` * Replaces the built-in ${readableType(fragmentType)}. It gets the widget's props and \`Default\`,`,
    " * the built-in itself: render it to keep what it shows, or leave it out to replace it whole.",
    " */",
    `export default function ${component}(props: FragmentProps<Props>) {`,
    "  const { Default } = props;",
    "  return (",
    `    <div className="${prefix}">`,
    `      <h2 className="${prefix}-heading">{t(${JSON.stringify(heading)})}</h2>`,
    "      <Default {...props} />",
    "    </div>",
    "  );",
    "}",
    "",
  ].join("\n");
  return { tsx, css };
}
