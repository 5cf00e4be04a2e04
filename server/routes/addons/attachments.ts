import type { FastifyInstance } from "fastify";
import {
  attachmentCatalogSchema,
  attachmentListSchema,
  attachmentRecordTypes,
  attachmentSchema,
} from "../../../schemas/entities/attachment.schema";
import type { AppContext } from "../../context";
import { requireSignedIn } from "../../auth/viewer";
import { badRequest, notFound } from "../../http/errors";
import { attachmentCatalog, integrations, mayPostOn } from "../../services/addons/attachments-integrations";
import {
  attachableRecord,
  attachmentFormSchema,
  createAttachment,
  integrationOf,
  listAttachments,
  REFRESH_LIMIT,
  refreshAttachments,
  type AttachmentPostBody,
} from "../../services/addons/attachments";
import { compileForm } from "../../http/form-validator";
import {
  sendValidatorModule,
  validatorModuleAnswer,
  validatorModuleQuery,
} from "../../http/validator-module";
import { getTickets } from "../../services/addons/tickets";
import { recordIDSchema } from "../../../schemas/api/params.schema";

const formSchemaAnswer = { type: "object", description: "A JSON form schema.", additionalProperties: true };
const ticketAnswer = { type: "object", description: "A support ticket.", additionalProperties: true };

const attachmentType = { type: "string", minLength: 1, maxLength: 50 } as const;
const recordType = { type: "string", enum: attachmentRecordTypes } as const;

/**
 * Attachments (content spec §3, §6, §7; attachments.yml): the integrations and what the viewer may
 * post with each, an integration's form schema for a record and its compiled validator module,
 * posting (validated server-side against the same schema), listing a record's attachments and
 * syncing them with their source.
 */
export async function attachmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get(
    "/attachments/catalog",
    { schema: { response: { 200: attachmentCatalogSchema } } },
    async (request) => attachmentCatalog(request.viewer),
  );

  app.get<{ Querystring: { attachmentType: string; recordType: string; recordID: number } }>(
    "/attachments/schema",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { attachmentType, recordType, recordID: recordIDSchema },
          required: ["attachmentType", "recordType", "recordID"],
        },
        response: { 200: formSchemaAnswer },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      const { query } = request;
      return attachmentFormSchema(db, request.viewer, query.attachmentType, query.recordID);
    },
  );

  // Public like the app's scripts: the code holds the schema's rules, no record's data.
  app.get<{ Querystring: { attachmentType: string; v?: string } }>(
    "/attachments/schema-validator.js",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { attachmentType, ...validatorModuleQuery.properties },
          required: ["attachmentType"],
        },
        response: { 200: validatorModuleAnswer },
      },
    },
    async (request, reply) => {
      const integration = integrationOf(request.query.attachmentType);
      const form = compileForm(integration.formSchema({ name: "" }));
      return sendValidatorModule(reply, form, request.query.v);
    },
  );

  app.get<{ Querystring: { recordType: string; recordID: number } }>(
    "/attachments",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { recordType, recordID: recordIDSchema },
          required: ["recordType", "recordID"],
        },
        response: { 200: attachmentListSchema },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      return listAttachments(db, request.viewer, request.query.recordType, request.query.recordID);
    },
  );

  app.post<{ Body: AttachmentPostBody }>(
    "/attachments",
    {
      schema: {
        body: {
          type: "object",
          properties: { attachmentType, recordType, recordID: recordIDSchema },
          required: ["attachmentType", "recordType", "recordID"],
        },
        response: { 201: attachmentSchema },
      },
    },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      return reply.status(201).send(await createAttachment(db, request.viewer, request.body));
    },
  );

  app.post<{ Body: { attachmentIDs: number[]; onlyStale?: boolean } }>(
    "/attachments/refresh",
    {
      schema: {
        body: {
          type: "object",
          properties: {
            attachmentIDs: { type: "array", items: recordIDSchema, uniqueItems: true },
            onlyStale: { type: "boolean", default: false },
          },
          required: ["attachmentIDs"],
          additionalProperties: false,
        },
        response: { 200: attachmentListSchema },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      const { attachmentIDs, onlyStale = false } = request.body;
      if (attachmentIDs.length > REFRESH_LIMIT) {
        throw badRequest(`At most ${REFRESH_LIMIT} attachments can be refreshed at a time.`);
      }
      return refreshAttachments(db, request.viewer, attachmentIDs, onlyStale);
    },
  );

  app.get<{ Params: { ticketID: number } }>(
    "/attachments/tickets/:ticketID",
    {
      schema: {
        params: { type: "object", properties: { ticketID: recordIDSchema }, required: ["ticketID"] },
        response: { 200: ticketAnswer },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      const ticketID = request.params.ticketID;
      const link = await db
        .selectFrom("attachments")
        .select(["recordID", "attachmentType"])
        .where("sourceID", "=", ticketID)
        .executeTakeFirst();
      const ticket = (await getTickets(db, [ticketID])).get(ticketID);
      const integration = link ? integrations[link.attachmentType] : undefined;
      if (!link || !ticket || !integration) throw notFound("Ticket");
      const record = await attachableRecord(db, request.viewer, link.recordID);
      if (!mayPostOn(integration, request.viewer, record.insertUserID)) throw notFound("Ticket");
      return ticket;
    },
  );
}
