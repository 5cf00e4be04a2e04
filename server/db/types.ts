import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types";
import type { AccountTables } from "./types-accounts";
import type { AddonAndAdminTables } from "./types-admin";
import type { ContentTables } from "./types-content";
import type { LayoutHistoryTables } from "./types-layouts";
import type { MessageTables } from "./types-messages";

/**
 * Tables of the Plaza database, by domain: accounts, content, messages, addons and administration
 * (types-*.ts), layout drafts and revisions (types-layouts.ts); the site's own (config, layouts, fragments, jobs) here.
 */
export interface Database
  extends AccountTables, ContentTables, MessageTables, LayoutHistoryTables, AddonAndAdminTables {
  config: { key: string; value: string };
  seed_runs: { name: string; dateInserted: Timestamp };
  layouts: {
    layoutID: Generated<number>;
    name: string;
    layoutViewType: string;
    /** JSON: the `layout` array of definition nodes. */
    definition: string;
    /** JSON: the title bar's definition node. */
    titleBar: string;
    insertUserID: number;
    updateUserID: number | null;
    dateInserted: Timestamp;
    dateUpdated: NullableTimestamp;
  };
  layout_views: {
    layoutViewID: Generated<number>;
    layoutID: number;
    layoutViewType: string;
    recordType: string;
    recordID: number;
    insertUserID: number;
    dateInserted: Timestamp;
  };
  fragments: {
    fragmentUUID: string;
    fragmentType: string;
    name: string;
    /** The committed revision pages load; null while nothing is committed. */
    activeRevisionUUID: string | null;
    dateInserted: Timestamp;
    dateUpdated: NullableTimestamp;
    insertUserID: number;
  };
  /** Every revision of a fragment's code: at most one "draft", the rest "committed". */
  fragment_revisions: {
    fragmentRevisionUUID: string;
    fragmentUUID: string;
    js: string;
    jsRaw: string;
    css: string;
    /** JSON text: the preview data sets. */
    previewData: string;
    /** JSON text: the widget type a CustomFragment declares, or null. */
    customWidget: string | null;
    status: "draft" | "committed";
    commitMessage: string;
    commitDescription: string;
    insertUserID: number;
    dateInserted: Timestamp;
  };
  /** Who accepted the custom fragments' developer warning. */
  fragment_disclosures: { userID: number; dateAccepted: Timestamp };
  /** Unfinished bulk jobs a signed callbackPayload continues (server/services/jobs/long-runner.ts). */
  long_runner_jobs: {
    jobID: string;
    userID: number;
    action: string;
    params: string;
    recordIDs: string;
    cursor: number;
    countTotalIDs: number;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
    /** The Idempotency-Key of the call that started the job, if it sent one. */
    requestKey: string | null;
    /** The cursor the last answered step started from, and that answer (JSON), to replay a retry. */
    lastCursor: number | null;
    lastAnswer: string | null;
    /** How many records failed so far, over every step. */
    countFailed: Generated<number>;
  };
}
