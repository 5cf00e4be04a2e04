import { Ajv, type ErrorObject } from "ajv";
import type { FieldError } from "../../../schemas/entities/error.schema";
import {
  commentDraftMetaSchema,
  discussionDraftMetaSchema,
  draftAttributesSchema,
  maxCommentDraftBodyLength,
  type DraftAttributes,
  type DraftParentRecordType,
  type DraftRecordType,
} from "../../../schemas/entities/draft.schema";
import { fieldErrorsFromValidation, HttpError } from "../../http/errors";
import { isEmptyBody } from "../body/empty-body";

/** The texts of content spec §8 the draft checks answer with. */
export const draftErrorTexts = {
  noBody: "Invalid draft, no body content",
  invalidMeta: "Invalid draft meta",
  unknownStructure: "Draft attributes contain unknown structure",
} as const;

// Defaults filled in (format rich2, pinLocation none, pinned false: content spec §3); no coercion.
const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: false, strict: false });
// draftMeta is checked on its own against the schema of the draft's record type.
const validateAttributes = ajv.compile({
  ...draftAttributesSchema,
  properties: { ...draftAttributesSchema.properties, draftMeta: { type: "object" } },
});
const validateMeta = {
  discussion: ajv.compile(discussionDraftMetaSchema),
  comment: ajv.compile(commentDraftMetaSchema),
};

/** Which parents each record type may have (a comment goes under a discussion or replies to a comment). */
const allowedParents: Record<DraftRecordType, readonly DraftParentRecordType[]> = {
  discussion: ["category"],
  comment: ["discussion", "comment"],
};

/** What a draft write names, before checking. */
export interface DraftInput {
  recordType: DraftRecordType;
  parentRecordType?: DraftParentRecordType | null;
  attributes: Record<string, unknown>;
}

/**
 * Checks a draft's attributes against content spec §3 and §5 and answers a copy with the defaults
 * filled in. 400 with field errors: unknown keys ("Draft attributes contain unknown structure"),
 * a draftMeta not of the record type's form ("Invalid draft meta"), a comment draft without body
 * content ("Invalid draft, no body content", an empty rich2 document counts as none), a comment
 * body over the comment limit, a parent type the record type cannot have.
 */
export function checkDraft(input: DraftInput): DraftAttributes {
  const attributes = structuredClone(input.attributes);
  if (!validateAttributes(attributes)) {
    const errors = validateAttributes.errors ?? [];
    const unknown = errors.some((error) => error.keyword === "additionalProperties");
    throw refusal(
      unknown ? draftErrorTexts.unknownStructure : "The draft is not valid.",
      fieldErrors("attributes", errors, unknown ? draftErrorTexts.unknownStructure : undefined),
    );
  }
  const checked = attributes as DraftAttributes & { draftMeta?: Record<string, unknown> };
  checked.draftMeta ??= {};
  const validate = validateMeta[input.recordType];
  if (!validate(checked.draftMeta)) {
    throw refusal(
      draftErrorTexts.invalidMeta,
      fieldErrors("attributes.draftMeta", validate.errors ?? [], draftErrorTexts.invalidMeta),
    );
  }
  if (input.parentRecordType && !allowedParents[input.recordType].includes(input.parentRecordType)) {
    throw refusal("The draft is not valid.", [
      {
        field: "parentRecordType",
        code: "enum",
        message: `A ${input.recordType} draft goes under a ${allowedParents[input.recordType].join(" or ")}.`,
      },
    ]);
  }
  if (input.recordType === "comment") {
    const format = checked.format ?? "rich2";
    if (isEmptyBody(checked.body, format)) {
      throw refusal(draftErrorTexts.noBody, [
        { field: "body", path: "attributes", code: "required", message: draftErrorTexts.noBody },
      ]);
    }
    if (checked.body.length > maxCommentDraftBodyLength) {
      throw refusal("The draft is not valid.", [
        {
          field: "body",
          path: "attributes",
          code: "maxLength",
          message: `body must NOT have more than ${maxCommentDraftBodyLength} characters.`,
        },
      ]);
    }
  }
  return checked;
}

function refusal(message: string, errors: FieldError[]): HttpError {
  return new HttpError(400, message, { errors });
}

/** Field errors under `part`, with `message` in place of ajv's for the §8 cases. */
function fieldErrors(part: string, errors: readonly ErrorObject[], message?: string): FieldError[] {
  return fieldErrorsFromValidation(part, errors.slice(0, 20)).map((error) =>
    message && (error.code === "additionalProperties" || part.endsWith("draftMeta"))
      ? { ...error, message: `${message}: ${error.message}` }
      : error,
  );
}
