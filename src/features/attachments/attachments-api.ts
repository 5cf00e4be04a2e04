import type { AttachmentIntegration } from "../../../schemas/entities/attachment.schema";

// Keys and rules only: the options menu and the post read them, so nothing here reaches the form code.

/** The swr key of the integrations and what the viewer may post with each. */
export const ATTACHMENT_CATALOG_KEY = "attachments/catalog";

/** The swr key of a discussion's attachments. */
export function attachmentsKey(discussionID: number): string {
  return `attachments?recordType=discussion&recordID=${discussionID}`;
}

/** Whether the viewer may post an integration's attachment on a discussion (content spec §6). */
export function mayAttach(integration: AttachmentIntegration, viewerID: number, ownerID: number): boolean {
  const scope = integration.writeableContentScope;
  return scope === "all" || (scope === "own" && viewerID > 0 && viewerID === ownerID);
}
