import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../columns";

/** Bodies rendered once at write time (filled in by the body-rendering work). */
export function renderedBodiesMigration(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
