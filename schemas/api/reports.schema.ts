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
    resolutionNote: {
      type: "string",
      maxLength: 500,
      description: "What the moderator did or why, as plain text; kept with the report.",
    },
    notifyReporter: {
      type: "boolean",
      description: "Tells the reporter the outcome (and the note) with a notification.",
    },
  },
  required: ["status"],
  additionalProperties: false,
} as const;
/** A report change. */
export type ReportPatchBody = FromSchema<typeof reportPatchBodySchema>;

/** `POST /reports/{id}/warn` body. */
export const reportWarnBodySchema = {
  $id: "reportWarnBody",
  type: "object",
  description: "Warns the author of the reported post.",
  properties: {
    reason: {
      type: "string",
      minLength: 1,
      maxLength: 500,
      description: "Why the author is warned; shown to them.",
    },
    points: {
      type: "integer",
      minimum: 0,
      maximum: 10,
      default: 0,
      description: "Warning points, 0 to 10 (0 by default).",
    },
  },
  required: ["reason"],
  additionalProperties: false,
} as const;
/** A warning given from the report queue. */
export type ReportWarnBody = FromSchema<typeof reportWarnBodySchema>;
