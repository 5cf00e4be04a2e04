import type {
  Draft,
  DraftAttributes,
  DraftParentRecordType,
  DraftRecordType,
} from "../../../schemas/entities/draft.schema";

export type {
  CommentDraftMeta,
  DiscussionDraftMeta,
  DraftAttributes,
  DraftRecordType,
} from "../../../schemas/entities/draft.schema";

/** A draft as the server answers it (content spec §3); its attributes as the form writes them. */
export type ServerDraft = Omit<Draft, "attributes"> & { attributes: DraftAttributes };

/** What the client sends: `POST /drafts`, `PATCH /drafts/{id}` (content spec §7), attributes typed. */
export interface DraftInput {
  recordType: DraftRecordType;
  recordID?: number | null;
  parentRecordType?: DraftParentRecordType | null;
  parentRecordID?: number | null;
  attributes: DraftAttributes;
}
