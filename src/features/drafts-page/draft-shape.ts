// PROVISIONAL: the spec's Draft shape (content spec §3) until schemas/entities/draft.schema.ts lands.
/** A draft's state (content spec §4). */
export type DraftStatus = "draft" | "scheduled" | "error";

/** A member's saved draft, as `GET /drafts` lists it (content spec §3). */
export interface Draft {
  draftID: number;
  recordType: "discussion" | "comment" | "article" | "event";
  recordID?: number | null;
  parentRecordType?: string | null;
  parentRecordID?: number | null;
  attributes: {
    body?: string;
    format?: string;
    name?: string;
    lastSaved?: string;
    draftMeta?: { name?: string; commentPath?: string; commentParentID?: number | null };
  };
  draftStatus: DraftStatus;
  dateScheduled?: string | null;
  dateUpdated: string;
  failedReason?: string | null;
}
