import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  reportListQuerySchema,
  reportPatchBodySchema,
  reportPostBodySchema,
  reportWarnBodySchema,
  type ReportListQuery,
  type ReportPatchBody,
  type ReportPostBody,
  type ReportWarnBody,
} from "../../../schemas/api/reports.schema";
import type { ReportRecordType } from "../../../schemas/entities/report.schema";
import type { AppContext } from "../../context";
import { readPage, setPagingHeaders } from "../../http/paging";
import { enforceLimit } from "../../services/abuse/too-many-requests";
import {
  createReport,
  listReports,
  setReportStatus,
  warnReportedAuthor,
} from "../../services/moderation/reports";
import { reportListSchema, reportSchema } from "../../../schemas/entities/report.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";

type ByID = { Params: { id: number } };

/**
 * Reports (content spec §2 "reports list", §6 flag.add with the escalations flag):
 * `POST /discussions/{id}/reports` and `POST /comments/{id}/reports` (201 with the report; at most
 * `reportsPerAccount` per member, counted once the checks pass), and for moderators
 * (community.moderate, or discussions.moderate on the post's category) `GET /reports` (paged, newest
 * first), `PATCH /reports/{id}` to dismiss or resolve one (with a note, telling the reporter or not)
 * and `POST /reports/{id}/warn` to warn the reported post's author.
 */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const report =
    (recordType: ReportRecordType) =>
    async (request: FastifyRequest<ByID & { Body: ReportPostBody }>, reply: FastifyReply) => {
      const account = `user:${request.viewer.userID}`;
      const countAttempt = () =>
        enforceLimit(ctx.limiter, reply, ctx.abuseLimits.reportsPerAccount, account, "Too many reports.");
      const target = { recordType, recordID: request.params.id };
      const created = await createReport(db, request.viewer, target, request.body, countAttempt);
      return reply.status(201).send(created);
    };
  const postSchema = {
    schema: { params: idParamsSchema, body: reportPostBodySchema, response: { 201: reportSchema } },
  };
  app.post<ByID & { Body: ReportPostBody }>("/discussions/:id/reports", postSchema, report("discussion"));
  app.post<ByID & { Body: ReportPostBody }>("/comments/:id/reports", postSchema, report("comment"));

  app.get<{ Querystring: ReportListQuery }>(
    "/reports",
    { schema: { querystring: reportListQuerySchema, response: { 200: reportListSchema } } },
    async (request, reply) => {
      const page = readPage(request.query, 30, 100);
      const { reports, total } = await listReports(db, request.viewer, request.query, page);
      setPagingHeaders(request, reply, { ...page, total });
      return reports;
    },
  );

  app.patch<ByID & { Body: ReportPatchBody }>(
    "/reports/:id",
    { schema: { params: idParamsSchema, body: reportPatchBodySchema, response: { 200: reportSchema } } },
    async (request) => setReportStatus(db, request.viewer, request.params.id, request.body),
  );

  app.post<ByID & { Body: ReportWarnBody }>(
    "/reports/:id/warn",
    { schema: { params: idParamsSchema, body: reportWarnBodySchema, response: { 200: reportSchema } } },
    async (request) =>
      warnReportedAuthor(db, request.viewer, request.params.id, {
        reason: request.body.reason,
        points: request.body.points ?? 0,
      }),
  );
}
