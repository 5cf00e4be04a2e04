import { apiClient } from "../../../runtime/api/api-client";
import type { ServedFormSchema } from "../../../runtime/forms";
import type { Attachment } from "../../../schemas/entities/attachment.schema";

/** An integration's form schema, with the address of its compiled validator module. */
export type AttachmentFormSchema = ServedFormSchema;

/** `GET /attachments/schema`: the form of an integration for a discussion. */
export async function fetchAttachmentSchema(
  attachmentType: string,
  discussionID: number,
): Promise<AttachmentFormSchema> {
  const query = new URLSearchParams({
    attachmentType,
    recordType: "discussion",
    recordID: String(discussionID),
  });
  const { data } = await apiClient.get<AttachmentFormSchema>(`attachments/schema?${query}`);
  return data;
}

/** `POST /attachments`: the payload and the form's values. */
export async function postAttachment(
  attachmentType: string,
  discussionID: number,
  values: object,
): Promise<Attachment> {
  const body = { ...values, attachmentType, recordType: "discussion", recordID: discussionID };
  const { data } = await apiClient.post<Attachment>("attachments", { body });
  return data;
}
