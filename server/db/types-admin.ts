import type { ColumnType, Generated } from "kysely";
import type { Bool, Count, NullableTimestamp, Timestamp } from "./column-types";

/** The tables of the addons (Q&A, Polls), attachments, translations, bans and themes. */
export interface AddonAndAdminTables {
  /** An export file being imported or imported (server/import/): its state and report as JSON. */
  import_runs: {
    fileKey: string;
    status: string;
    source: string | null;
    state: string;
    dateStarted: Timestamp;
    dateFinished: NullableTimestamp;
  };
  /** Per table of an import: rows read and imported, and those skipped by reason (JSON). */
  import_tables: {
    fileKey: string;
    tableName: string;
    rowsDone: number;
    rowsImported: number;
    skipped: string;
  };
  /** The Q&A addon's accepted answer of a question (migration 0027). */
  qna_answers: { discussionID: number; commentID: number; acceptUserID: number; dateAccepted: Timestamp };
  /** The Polls addon's polls, options and votes (migration 0027): one vote per member per poll. */
  polls: { pollID: Generated<number>; name: string; insertUserID: number; dateInserted: Timestamp };
  poll_options: { pollOptionID: Generated<number>; pollID: number; body: string; sort: Count };
  poll_votes: { pollID: number; userID: number; pollOptionID: number; dateInserted: Timestamp };
  /** Content translations (migration 0030): one per resource, locale, record and property. */
  translations: {
    resource: string;
    recordType: string;
    recordKey: string;
    propertyName: string;
    locale: string;
    translation: string;
    dateUpdated: Timestamp;
  };
  /** The "Support ticket" integration's local ticket store (migration 0028). */
  support_tickets: {
    ticketID: Generated<number>;
    subject: string;
    priority: string;
    description: string;
    status: string;
    insertUserID: number;
    dateInserted: Timestamp;
    dateUpdated: Timestamp;
  };
  /** Records of an integration attached to a post (migration 0028); `fields` is JSON. */
  attachments: {
    attachmentID: Generated<number>;
    recordType: string;
    recordID: number;
    attachmentType: string;
    sourceID: number;
    status: string;
    title: string;
    fields: ColumnType<unknown, string, string>;
    insertUserID: number;
    dateInserted: Timestamp;
    dateUpdated: Timestamp;
    stale: Bool;
  };
  /** Bans and unbans of members, with their reasons (migration 0026). */
  user_bans: {
    banID: Generated<number>;
    userID: number;
    banned: Bool;
    reason: string;
    insertUserID: number | null;
    dateInserted: Timestamp;
  };
  /** Themes and the revision each uses (migration 0025; server/services/themes/themes.ts). */
  themes: {
    themeID: string;
    name: string;
    parentTheme: string | null;
    isBuiltin: Bool;
    revisionID: number;
    insertUserID: number;
    dateInserted: Timestamp;
    dateUpdated: NullableTimestamp;
  };
  /** Every revision of a theme's variables (JSON); a revision is never changed. */
  theme_revisions: {
    revisionID: Generated<number>;
    themeID: string;
    revisionName: Generated<string>;
    variables: string;
    insertUserID: number;
    dateInserted: Timestamp;
  };
  /** The theme an administrator is previewing: their pages use it until they apply or cancel it. */
  theme_previews: {
    userID: number;
    themeID: string;
    revisionID: number;
    redirect: string;
    dateInserted: Timestamp;
  };
}
