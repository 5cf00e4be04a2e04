import type { Rich2Document } from "../../../schemas/entities/rich2";
import { isEmptyRich2 } from "../editor";
import { draftRecordTypes } from "../../../schemas/entities/draft.schema";
import type { DraftInput } from "./draft-types";
import { DRAFT_LOGS } from "./draft-logs";

export { DRAFT_LOGS };

const RECORD_TYPES = new Set<string>(draftRecordTypes);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isOptionalNumber = (value: unknown) =>
  value === undefined || value === null || typeof value === "number";

/** Whether a body holds any content: rich2 by the editor's emptiness rule, other formats non-blank. */
export function hasBodyContent(body: string, format: string): boolean {
  if (format !== "rich2") return body.trim() !== "";
  try {
    const value: unknown = JSON.parse(body);
    return Array.isArray(value) && !isEmptyRich2(value as Rich2Document);
  } catch {
    return body.trim() !== "";
  }
}

/**
 * Checks a draft from storage or the server (content spec §5): unknown structure or invalid meta is
 * rejected; answers the §8 text to log, or null when the draft is usable.
 */
export function validateDraftInput(value: unknown): string | null {
  if (!isObject(value) || !RECORD_TYPES.has(String(value.recordType)) || !isObject(value.attributes)) {
    return DRAFT_LOGS.unknownStructure;
  }
  const attributes = value.attributes;
  if (
    typeof attributes.body !== "string" ||
    (attributes.format !== undefined && typeof attributes.format !== "string")
  ) {
    return DRAFT_LOGS.unknownStructure;
  }
  const meta = attributes.draftMeta;
  if (meta === undefined) return null;
  if (!isObject(meta)) return DRAFT_LOGS.invalidMeta;
  if (value.recordType === "comment") {
    const isValid =
      (meta.commentPath === undefined || typeof meta.commentPath === "string") &&
      isOptionalNumber(meta.commentParentID);
    return isValid ? null : DRAFT_LOGS.invalidMeta;
  }
  const isValid =
    (meta.tagIDs === undefined ||
      (Array.isArray(meta.tagIDs) && meta.tagIDs.every((id) => typeof id === "number"))) &&
    (meta.newTagNames === undefined ||
      (Array.isArray(meta.newTagNames) && meta.newTagNames.every((name) => typeof name === "string"))) &&
    isOptionalNumber(meta.categoryID) &&
    (meta.pinLocation === undefined || ["none", "category", "recent"].includes(String(meta.pinLocation)));
  return isValid ? null : DRAFT_LOGS.invalidMeta;
}

/** A comment draft without body content is invalid and not created (content spec §5). */
export function isSavableDraft(draft: DraftInput): boolean {
  if (draft.recordType !== "comment") return true;
  return hasBodyContent(draft.attributes.body, draft.attributes.format ?? "rich2");
}
