import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type {
  AttachmentCatalog,
  AttachmentIntegration,
  WriteableScope,
} from "../../../schemas/entities/attachment.schema";
import type { Viewer } from "../../auth/viewer";
import { SUPPORT_TICKET_TYPE, ticketPriorities } from "./tickets";

/** Who may post any record's attachments (content spec §6 names no permission; moderation). */
export const ATTACHMENTS_STAFF_PERMISSION = "community.moderate";

/** What a record's form is prefilled from. */
export interface AttachmentRecord {
  name: string;
}

/** An integration as the server knows it: its texts, who may post, and its form. */
export interface IntegrationDefinition extends Omit<AttachmentIntegration, "writeableContentScope"> {
  /** What a signed-in member who is not staff may do: "own" lets authors attach to their own posts. */
  memberScope: "own" | "none";
  /** The form's JSON schema for a record (its fields' values prefilled from it). */
  formSchema(record: AttachmentRecord): Record<string, unknown>;
}

/** The "Support ticket" form: subject (from the post's title), priority and description. */
function supportTicketSchema(record: AttachmentRecord): Record<string, unknown> {
  return {
    type: "object",
    properties: {
      subject: { type: "string", title: "Subject", minLength: 1, maxLength: 200, default: record.name },
      priority: { type: "string", title: "Priority", enum: ticketPriorities, default: "normal" },
      description: {
        type: "string",
        title: "Description",
        description: "What the support team should know.",
        minLength: 1,
        maxLength: 5000,
      },
    },
    required: ["subject", "priority", "description"],
    additionalProperties: false,
  };
}

/** The integrations, keyed by attachment type. */
export const integrations: Readonly<Record<string, IntegrationDefinition>> = {
  [SUPPORT_TICKET_TYPE]: {
    attachmentType: SUPPORT_TICKET_TYPE,
    name: "Support ticket",
    title: "Create Support Ticket",
    label: "Add Support Ticket",
    submitButton: "Create Ticket",
    externalIDLabel: "Ticket #",
    logoIcon: "support",
    attachmentTypeIcon: "ticket",
    postSuccessMessage: "The support ticket was created.",
    recordTypes: ["discussion"],
    memberScope: "own",
    formSchema: supportTicketSchema,
  },
};

/**
 * What the viewer may post with an integration (content spec §3, §6): staff any record ("all"),
 * signed-in members their own records when the integration allows it ("own"), guests nothing.
 */
export function writeableScopeOf(integration: IntegrationDefinition, viewer: Viewer): WriteableScope {
  if (viewer.userID === 0 || viewer.isBanned) return "none";
  if (hasPermission(viewer.checker, ATTACHMENTS_STAFF_PERMISSION)) return "all";
  return integration.memberScope;
}

/** Whether the viewer may post an integration's attachment on a record by `ownerID`. */
export function mayPostOn(integration: IntegrationDefinition, viewer: Viewer, ownerID: number): boolean {
  const scope = writeableScopeOf(integration, viewer);
  return scope === "all" || (scope === "own" && ownerID === viewer.userID);
}

/** `GET /attachments/catalog`: every integration with the viewer's writeable scope. */
export function attachmentCatalog(viewer: Viewer): AttachmentCatalog {
  return Object.fromEntries(
    Object.values(integrations).map(({ memberScope: _scope, formSchema: _form, ...integration }) => [
      integration.attachmentType,
      {
        ...integration,
        writeableContentScope: writeableScopeOf(integrations[integration.attachmentType]!, viewer),
      },
    ]),
  );
}
