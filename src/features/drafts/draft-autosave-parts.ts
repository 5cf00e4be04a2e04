import type { DraftInput, ServerDraft } from "./draft-types";

// Pure helpers of the autosave engine (draft-autosave.ts).

/** A draft's content, to know the form's echo of restored text: `lastSaved` is when, not what. */
export function contentOf(draft: DraftInput): string {
  return JSON.stringify(
    { ...draft, attributes: { ...draft.attributes, lastSaved: undefined } },
    (_key, value) =>
      // Keys in one order: a draft adopted from the server lists its fields in the server's order.
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value as object).sort(([a], [b]) => (a < b ? -1 : 1)))
        : (value as unknown),
  );
}

/** The HTTP status of a failed call, when it has one (0: the server was not reached). */
export function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
    ? error.status
    : undefined;
}

/** When the server last changed a draft (its insert time until it was updated). */
export function serverTimeOf(draft: ServerDraft): string {
  return draft.dateUpdated ?? draft.dateInserted;
}

/** The form's content of a server draft. */
export function draftOfServer(server: ServerDraft): DraftInput {
  return {
    recordType: server.recordType,
    recordID: server.recordID ?? null,
    parentRecordType: server.parentRecordType ?? null,
    parentRecordID: server.parentRecordID ?? null,
    attributes: server.attributes,
  };
}
