/**
 * The parameters many routes share. Ids are positive and fit the database's integer columns
 * (PostgreSQL's `integer`, the smaller of the two databases' limits).
 */

/** The largest value of an integer column (ids, counts) on both databases. */
export const MAX_INTEGER = 2 ** 31 - 1;

/** A record's id in a path or a body. */
export const recordIDSchema = { type: "integer", minimum: 1, maximum: MAX_INTEGER } as const;

/** `{id}` in a path: a record's id. */
export const idParamsSchema = {
  type: "object",
  properties: { id: recordIDSchema },
  required: ["id"],
} as const;
