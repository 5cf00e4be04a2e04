import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";
import { reportRecordTypes, reportStatuses } from "../entities/report.schema";

/** `POST /discussions/{id}/reports` and `POST /comments/{id}/reports` body. */
export const reportPostBodySchema = {
  $id: "reportPostBody",
  type: "object",
  description: "A report of a post to the moderators.",
  properties: {
    reason: { type: "string", minLength: 1, maxLength: 500, description: "Why the post is reported." },
    noteBody: { type: "string", maxLength: 10000, description: "A note for the moderators, as plain text." },
  },
  required: ["reason"],
  additionalProperties: false,
} as const;
/** A new report. */
export type ReportPostBody = FromSchema<typeof reportPostBodySchema>;

/** `GET /reports` query. */
export const reportListQuerySchema = {
  $id: "reportListQuery",
  type: "object",
  description: "A page of reports.",
  properties: {
    status: { type: "string", enum: reportStatuses, description: "Only reports in this state." },
    recordType: { type: "string", enum: reportRecordTypes, description: "Only reports of this record type." },
    recordID: {
      type: "integer",
      minimum: 1,
      maximum: 2147483647,
      description: "Only reports of this record.",
    },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Reports per page; 30 by default." },
  },
  additionalProperties: false,
} as const;
/** The report list query. */
export type ReportListQuery = FromSchema<typeof reportListQuerySchema>;

/** `PATCH /reports/{id}` body. */
export const reportPatchBodySchema = {
  $id: "reportPatchBody",
  type: "object",
  description: "Closes a report.",
  properties: {
    status: { type: "string", enum: ["dismissed", "resolved"], description: "The report's new state." },
  },
  required: ["status"],
  additionalProperties: false,
} as const;
/** A report change. */
export type ReportPatchBody = FromSchema<typeof reportPatchBodySchema>;
