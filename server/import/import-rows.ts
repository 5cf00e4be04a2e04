import type { TableMapper } from "./import-mapping";
import { memberMappers } from "./import-rows-members";
import { postMappers } from "./import-rows-posts";
import { conversationMappers } from "./import-rows-conversations";
import { mediaMappers } from "./import-rows-media";

export type { ImportContext, Inserts, Mapped } from "./import-mapping";

/**
 * How each table of the export becomes Plaza's rows: one mapper per source table (grouped by domain
 * in import-rows-*.ts), answering the rows to insert or why the source row is skipped.
 */

/** The mappers, by source table, in the order they must run (each after what it refers to). */
export const tableMappers: [string, TableMapper][] = [
  ...memberMappers,
  ...postMappers,
  ...conversationMappers,
  ...mediaMappers,
];

/** The source tables the importer reads besides the mapped ones (roles, permissions, reaction types). */
export const tablesReadElsewhere = new Set(["Role", "Permission", "ReactionType"]);
