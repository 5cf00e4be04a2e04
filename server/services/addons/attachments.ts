import type { Kysely, Selectable } from "kysely";
import type { Attachment } from "../../../schemas/entities/attachment.schema";
import type { Viewer } from "../../auth/viewer";
import { nowISO, toISO } from "../../db/columns";
import type { Database } from "../../db/types";
import { badRequest, fieldErrorsFromValidation, forbidden, notFound } from "../../http/errors";
import { readJsonColumn } from "../../db/columns";
import { getDiscussionRow } from "../discussions/discussion-get";
import { integrations, mayPostOn, type IntegrationDefinition } from "./attachments-integrations";
import { compileForm } from "../../http/form-validator";
import { createTicket, getTickets } from "./tickets";

type AttachmentRow = Selectable<Database["attachments"]>;

/** The most attachments one refresh syncs (attachments.yml). */
export const REFRESH_LIMIT = 10;

/** An integration by type, or 404. */
export function integrationOf(attachmentType: string): IntegrationDefinition {
  const integration = knownIntegration(attachmentType);
  if (!integration) throw notFound("Attachment type");
  return integration;
}

/** An integration by type; a name the object only inherits ("toString") is none. */
function knownIntegration(attachmentType: string): IntegrationDefinition | undefined {
  return Object.hasOwn(integrations, attachmentType) ? integrations[attachmentType] : undefined;
}

/** Where a ticket can be read (the ticket store's API). */
export function ticketUrl(ticketID: number): string {
  return `/api/v2/attachments/tickets/${ticketID}`;
}

/** An attachment row as the API answers it. */
export function presentAttachment(row: AttachmentRow): Attachment {
  const fields = (readJsonColumn(row.fields) ?? {}) as Record<string, unknown>;
  return {
    attachmentID: row.attachmentID,
    recordType: row.recordType,
    recordID: String(row.recordID),
    type: row.attachmentType,
    source: row.attachmentType,
    sourceID: row.sourceID,
    sourceUrl: ticketUrl(row.sourceID),
    status: row.status,
    title: row.title,
    foreignUserID: row.insertUserID,
    insertUserID: row.insertUserID,
    dateInserted: toISO(row.dateInserted) ?? "",
    dateUpdated: toISO(row.dateUpdated) ?? "",
    metadata: typeof fields.priority === "string" ? [{ labelCode: "Priority", value: fields.priority }] : [],
  };
}

/** The record an attachment goes on, when the viewer may see it (404 otherwise). */
export async function attachableRecord(db: Kysely<Database>, viewer: Viewer, recordID: number) {
  return getDiscussionRow(db, viewer, recordID);
}

/** The form schema of an integration for a record, prefilled from it, with its validator module. */
export async function attachmentFormSchema(
  db: Kysely<Database>,
  viewer: Viewer,
  attachmentType: string,
  recordID: number,
): Promise<Record<string, unknown>> {
  const integration = integrationOf(attachmentType);
  const record = await attachableRecord(db, viewer, recordID);
  if (!mayPostOn(integration, viewer, record.insertUserID)) throw forbidden();
  const schema = integration.formSchema({ name: record.name });
  return { ...schema, "x-validator": validatorModuleUrl(attachmentType, compileForm(schema).hash) };
}

/** The address of an integration's validator module, pinned to its schema's hash. */
export function validatorModuleUrl(attachmentType: string, hash: string): string {
  return `/api/v2/attachments/schema-validator.js?attachmentType=${encodeURIComponent(attachmentType)}&v=${hash}`;
}

/** What `POST /attachments` carries: the payload keys and the form's values beside them. */
export interface AttachmentPostBody {
  attachmentType: string;
  recordType: string;
  recordID: number;
  [field: string]: unknown;
}

/**
 * Posts an attachment (content spec §6, §7): only with an integration the viewer may write on this
 * record; the form's values are validated against the integration's schema, then the external record
 * (a ticket) is created and linked.
 */
export async function createAttachment(
  db: Kysely<Database>,
  viewer: Viewer,
  body: AttachmentPostBody,
): Promise<Attachment> {
  const { attachmentType, recordType, recordID, ...values } = body;
  const integration = integrationOf(attachmentType);
  const record = await attachableRecord(db, viewer, recordID);
  if (!mayPostOn(integration, viewer, record.insertUserID)) throw forbidden();
  const { validate } = compileForm(integration.formSchema({ name: record.name }));
  if (!validate(values)) {
    throw badRequest(
      "The attachment is not valid.",
      fieldErrorsFromValidation("body", validate.errors ?? []),
    );
  }
  const fields = values as { subject: string; priority: string; description: string };
  const ticket = await createTicket(db, fields, viewer.userID);
  const now = nowISO();
  const row = await db
    .insertInto("attachments")
    .values({
      recordType,
      recordID,
      attachmentType,
      sourceID: ticket.ticketID,
      status: ticket.status,
      title: fields.subject,
      fields: JSON.stringify(fields),
      insertUserID: viewer.userID,
      dateInserted: now,
      dateUpdated: now,
      stale: 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentAttachment(row);
}

/** A record's attachments, oldest first (the record must be visible to the viewer). */
export async function listAttachments(
  db: Kysely<Database>,
  viewer: Viewer,
  recordType: string,
  recordID: number,
): Promise<Attachment[]> {
  await attachableRecord(db, viewer, recordID);
  const rows = await db
    .selectFrom("attachments")
    .selectAll()
    .where("recordType", "=", recordType)
    .where("recordID", "=", recordID)
    .orderBy("attachmentID")
    .execute();
  return rows.map(presentAttachment);
}

/**
 * Syncs attachments with their source (content spec §4: only ids that exist are refreshed; unknown
 * ones are left out of the answer). With `onlyStale`, only those whose source changed since. Each
 * must be on a record the viewer may post that integration on.
 */
export async function refreshAttachments(
  db: Kysely<Database>,
  viewer: Viewer,
  attachmentIDs: readonly number[],
  onlyStale: boolean,
): Promise<Attachment[]> {
  if (attachmentIDs.length === 0) return [];
  let query = db.selectFrom("attachments").selectAll().where("attachmentID", "in", attachmentIDs);
  if (onlyStale) query = query.where("stale", "=", 1);
  const rows = await query.orderBy("attachmentID").execute();
  const tickets = await getTickets(
    db,
    rows.map((row) => row.sourceID),
  );
  const refreshed: Attachment[] = [];
  for (const row of rows) {
    const integration = knownIntegration(row.attachmentType);
    const record = await attachableRecord(db, viewer, row.recordID).catch(() => null);
    if (!integration || !record || !mayPostOn(integration, viewer, record.insertUserID)) continue;
    const ticket = tickets.get(row.sourceID);
    const updated = await db
      .updateTable("attachments")
      .set({ status: ticket?.status ?? row.status, stale: 0, dateUpdated: nowISO() })
      .where("attachmentID", "=", row.attachmentID)
      .returningAll()
      .executeTakeFirstOrThrow();
    refreshed.push(presentAttachment(updated));
  }
  return refreshed;
}
