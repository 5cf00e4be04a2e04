// The generated form of bench/form-typing.ts: 50 fields of the kinds the settings pages use. Its
// validator is compiled by the build (virtual:form-validator/bench/form-typing.schemas).
import type { RJSFSchema, UiSchema } from "@rjsf/utils";

export const FIELD_COUNT = 50;

const kinds = ["text", "integer", "toggle", "select", "textarea"] as const;

/** Field i's kind, cycling through the five; field 0 (the one typed into) is text. */
const kindOf = (i: number) => kinds[i % kinds.length]!;

function fieldSchema(i: number): RJSFSchema {
  const title = `Field ${i + 1}`;
  switch (kindOf(i)) {
    case "integer":
      return { type: "integer", title, minimum: 0, description: "A number of seconds." };
    case "toggle":
      return { type: "boolean", title, description: "Turns something on." };
    case "select":
      return { type: "string", title, enum: ["basic", "closed", "invite"] };
    default:
      return { type: "string", title, maxLength: 500, description: "Some text." };
  }
}

export const typingFormSchema: RJSFSchema = {
  type: "object",
  required: ["field0", "field1"],
  properties: Object.fromEntries(
    Array.from({ length: FIELD_COUNT }, (_, i) => [`field${i}`, fieldSchema(i)]),
  ),
};

export const typingUiSchema: UiSchema = Object.fromEntries(
  Array.from({ length: FIELD_COUNT }, (_, i) => i)
    .filter((i) => kindOf(i) === "textarea")
    .map((i) => [`field${i}`, { "ui:widget": "textarea" }]),
);

/** Values to start from: every field filled. */
export const typingFormData: Record<string, unknown> = Object.fromEntries(
  Array.from({ length: FIELD_COUNT }, (_, i) => {
    const kind = kindOf(i);
    const value = kind === "integer" ? i : kind === "toggle" ? i % 2 === 0 : kind === "select" ? "basic" : "";
    return [`field${i}`, value];
  }),
);

export default { typing: typingFormSchema };
