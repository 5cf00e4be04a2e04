import type { Kysely } from "kysely";
import type { Database } from "./db/types";

/** What route plugins share: the database and the app's options. */
export interface AppContext {
  db: Kysely<Database>;
  debug: boolean;
  signInLimits: { perIp: number; perUsername: number; windowMs: number };
}
