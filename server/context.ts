import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "./db/types";
import type { AbuseLimiter } from "./services/abuse/limiter";
import type { AbuseLimits } from "./services/abuse/limits";
import type { Mailer } from "./services/mail/mailer";
import type { ExpensiveReadGate } from "./http/expensive-reads";
import type { PendingViews } from "./services/site/pending-views";
import type { LiveHub } from "./services/live/live-hub";

/** What route plugins share: the database and the app's options. */
export interface AppContext {
  db: Kysely<Database>;
  debug: boolean;
  /** The clock of sessions and abuse limits (BuildAppOptions.now). */
  now: () => number;
  /** Window counters shared by every server process (server/services/abuse/). */
  limiter: AbuseLimiter;
  abuseLimits: AbuseLimits;
  mailer: Mailer;
  /** The site's public origin for links in mail (PLAZA_PUBLIC_URL); null: the request's own. */
  publicUrl: string | null;
  /**
   * The origin of links in account mail: PLAZA_PUBLIC_URL, else the request's own when its host is one
   * the server serves; otherwise throws 421 and logs why (server/http/security/mail-origin.ts).
   */
  mailOrigin: (request: FastifyRequest) => string;
  /** Turns for searches, deep pages and `expand=all`, per server process (server/http/expensive-reads.ts). */
  expensiveReads: ExpensiveReadGate;
  /**
   * Discussion views, members' read marks and tracking events counted in memory and stored in
   * batches (server/services/site/pending-views.ts): reads never write. `countView` counts a view
   * served without a render (a cached guest page); `flush` stores what waits (tests, app close).
   */
  views: PendingViews;
  /** This process's live streams and the delivery of published events to them (server/services/live/). */
  live: LiveHub;
}
