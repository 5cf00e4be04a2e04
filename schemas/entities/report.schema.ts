import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";

/** The record types members may report. */
export const reportRecordTypes = ["discussion", "comment"] as const;
/** One reportable record type. */
export type ReportRecordType = (typeof reportRecordTypes)[number];

/** A report's states: open ("new") until a moderator dismisses or resolves it. */
export const reportStatuses = ["new", "dismissed", "resolved"] as const;
/** One report state. */
export type ReportStatus = (typeof reportStatuses)[number];

/** A member's report of a discussion or comment, as the moderators' list shows it. */
export const reportSchema = {
  $id: "report",
  type: "object",
  description: "A report of a post to the moderators.",
  properties: {
    reportID: { type: "integer", description: "The report's ID." },
    recordType: { type: "string", enum: reportRecordTypes, description: "The type of the reported record." },
    recordID: { type: "integer", description: "The ID of the reported record." },
    recordName: {
      type: ["string", "null"],
      description: "The reported record's title (a comment's is its discussion's); null once it is gone.",
    },
    recordUrl: { type: ["string", "null"], description: "The reported record's URL; null once it is gone." },
    recordExcerpt: {
      type: ["string", "null"],
      description: "The opening of the reported post's text, as plain text; null once it is gone.",
    },
    recordUserID: {
      type: ["integer", "null"],
      description:
        "The reported post's author (a deleted comment's too, from its kept copy); null once unknown.",
    },
    // The reported post's author, while the post exists.
    recordUser: userFragmentSchema,
    recordDateInserted: {
      type: ["string", "null"],
      description: "When the reported post was written (ISO 8601); null once it is gone.",
    },
    discussionID: {
      type: ["integer", "null"],
      description: "The discussion the reported post is in (itself for a discussion); null once it is gone.",
    },
    discussionUrl: {
      type: ["string", "null"],
      description: "The URL of that discussion; null once it is gone.",
    },
    reason: { type: "string", description: "Why the member reported it." },
    noteBody: { type: ["string", "null"], description: "The reporter's note, as plain text." },
    status: { type: "string", enum: reportStatuses, description: "Open (new), dismissed or resolved." },
    insertUserID: { type: "integer", description: "Who reported it." },
    insertUser: userFragmentSchema,
    dateInserted: { type: "string", description: "When it was reported (ISO 8601)." },
    updateUserID: { type: ["integer", "null"], description: "The moderator who last changed its status." },
    dateUpdated: { type: ["string", "null"], description: "When its status last changed (ISO 8601)." },
    resolutionNote: {
      type: ["string", "null"],
      description: "What the moderator wrote when closing it, as plain text.",
    },
  },
  required: [
    "reportID",
    "recordType",
    "recordID",
    "recordName",
    "recordUrl",
    "recordExcerpt",
    "recordUserID",
    "recordDateInserted",
    "discussionID",
    "discussionUrl",
    "reason",
    "noteBody",
    "status",
    "insertUserID",
    "insertUser",
    "dateInserted",
    "updateUserID",
    "dateUpdated",
    "resolutionNote",
  ],
  additionalProperties: false,
} as const;
/** A report. */
export type Report = FromSchema<typeof reportSchema>;

/** `GET /reports`: a page of reports. */
export const reportListSchema = {
  $id: "reportList",
  type: "array",
  description: "A page of reports, newest first.",
  items: reportSchema,
} as const;
