import type { ColumnType, Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types";

/** The tables of layout history and drafts (migration 0040). */
export interface LayoutHistoryTables {
  /** Every definition a layout has had live; the newest (highest revisionID) is the live one. */
  layout_revisions: {
    revisionID: Generated<number>;
    layoutID: number;
    /** JSON: the `layout` array of definition nodes. */
    definition: string;
    /** JSON: the title bar's definition node. */
    titleBar: string;
    insertUserID: number;
    dateInserted: Timestamp;
  };
  /**
   * A layout's draft: one row per layout once it had one; `definition` null when there is none now.
   * `version` only grows (optimistic concurrency of the editor's saves).
   */
  layout_drafts: {
    layoutID: number;
    version: Generated<number>;
    definition: string | null;
    titleBar: string | null;
    updateUserID: number;
    dateUpdated: Timestamp;
    /** When the draft is to be published by the scheduler; null: not scheduled. */
    dateScheduled: NullableTimestamp;
    /** Who scheduled it, under whose name it is published (migration 0048); null: not scheduled. */
    scheduleUserID: ColumnType<number | null, number | null | undefined, number | null>;
  };
}
