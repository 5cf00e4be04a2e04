import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import compress from "@fastify/compress";
import type { Kysely } from "kysely";
import { openDatabase } from "./db/database";
import { runBackfills } from "./services/jobs/backfills";
import type { Database } from "./db/types";
import { seedDemoCommunity } from "./db/seed/demo";
import type { AppContext } from "./context";
import { installCsrfProtection } from "./http/security/csrf";
import { installNulRefusal, parseJsonBody } from "./http/security/nul-text";
import { installSecurityHeaders } from "./http/security/security-headers";
import { installHttpCaching } from "./http/caching";
import { compressionOptions } from "./http/compression";
import { keptQueryParser } from "./http/query-string";
import { installRequestValidation } from "./http/request-validation";
import type { TrustProxySetting } from "./http/security/trust-proxy";
import { cspReportRoutes } from "./routes/api/csp-reports";
import { avatarRoutes } from "./routes/users/avatars";
import { iconRoutes } from "./routes/icons";
import { HttpError, installErrorHandling } from "./http/errors";
import { installViewer } from "./auth/viewer";
import { uploadedFileRoutes } from "./routes/addons/media";
import { mediaStorageFor } from "./services/media/storage";
import { builtTemplate, pageRoutes, type TemplateSource } from "./routes/pages/pages";
import { oldAddressRoutes } from "./routes/pages/old-addresses";
import { AbuseLimiter } from "./services/abuse/limiter";
import { LiveHub, type LiveHubOptions } from "./services/live/live-hub";
import { PendingViews, registerPendingViews, type PendingViewsOptions } from "./services/site/pending-views";
import { resolveAbuseLimits, type AbuseLimitOverrides } from "./services/abuse/limits";
import type { Mailer } from "./services/mail/mailer";
import { defaultMailer } from "./services/mail/default-mailer";
import { mailOriginFor, readPublicUrl, servedHostsOf } from "./http/security/mail-origin";
import {
  defaultExpensiveReadLimits,
  ExpensiveReadGate,
  type ExpensiveReadLimits,
} from "./http/expensive-reads";
import { apiRoutes } from "./routes/api/api";
import { seoRoutes } from "./routes/pages/seo";
import { testHookRoutes } from "./routes/test-hooks";
import { startLayoutPublisher } from "./layouts/layout-publisher";
import type { SerialLoop } from "./services/jobs/serial-loop";
import {
  startDraftScheduler,
  type DraftScheduler,
  type DraftSchedulerOptions,
} from "./services/drafts/publish-loop";
import {
  startNotificationMailer,
  type NotificationMailLoop,
} from "./services/notifications/notification-mailer";

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** Folder of the SQLite file (unless `databaseUrl` is set) and of uploads, or ":memory:". */
  dataDir: string;
  /** `postgres://…`: the data lives in PostgreSQL instead of SQLite (DATABASE_URL). */
  databaseUrl?: string;
  /** Most PostgreSQL connections this server opens (PLAZA_DB_POOL_SIZE, default 10). */
  poolSize?: number;
  /** Runs once the database is closed (tests drop their throwaway database here). */
  afterClose?: () => Promise<void>;
  /** "demo" seeds the demo community once; "none" leaves an empty site. */
  seed?: "demo" | "none";
  /** Error bodies carry traces; the client shows debug details. */
  debug?: boolean;
  /** The built front end (`dist/client`); without it pages use a bare template. */
  clientDir?: string;
  /** Overrides where page templates come from (the dev server passes Vite's). */
  templateSource?: TemplateSource;
  logger?: boolean;
  /** Runs before any route is added (the dev server mounts Vite's middleware here). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Overrides of single abuse limits (server/services/abuse/limits.ts), e.g. for tests. */
  abuseLimits?: AbuseLimitOverrides;
  /**
   * Where mail goes. By default an app with a data folder writes each message to `<dataDir>/outbox/`
   * (server/services/mail/outbox.ts); an in-memory app only keeps them in `mailer.sent`.
   */
  mailer?: Mailer;
  /** The From of mail the default mailer writes; defaults to PLAZA_MAIL_FROM. */
  mailFrom?: string;
  /**
   * The SMTP server mail goes through (`smtp://user:password@host:587`, `smtps://…:465`); defaults to
   * PLAZA_SMTP_URL. Without one, mail goes to the outbox folder.
   */
  smtpUrl?: string;
  /**
   * The public origin for links in mail; defaults to PLAZA_PUBLIC_URL. Without one, account mail is
   * sent only to a request on a loopback host or on `listenHost` (server/http/security/mail-origin.ts).
   */
  publicUrl?: string;
  /** The address the server listens on (HOST); a single address counts as a host it serves. */
  listenHost?: string;
  /** Limits of expensive reads (searches, deep pages, `expand=all`); server/http/expensive-reads.ts. */
  expensiveReads?: Partial<ExpensiveReadLimits>;
  /** Where the server writes warnings meant for its operator; console.warn by default. */
  warn?: (message: string) => void;
  /**
   * Which reverse proxies to believe about the client's address and scheme (X-Forwarded-For,
   * -Proto, -Host); none by default. See server/http/security/trust-proxy.ts (PLAZA_TRUST_PROXY).
   */
  trustProxy?: TrustProxySetting;
  /** The scheduler publishing scheduled drafts (interval, lease); `false` runs none. */
  draftScheduler?: DraftSchedulerOptions | false;
  /** The loop sending queued notification mail (interval in ms); `false` runs none (tests call it). */
  notificationMail?: { intervalMs?: number } | false;
  /** The clock of sessions and abuse limits (ms since the epoch); tests move it instead of waiting. */
  now?: () => number;
  /** Adds the end-to-end tests' calls (routes/test-hooks.ts; PLAZA_TEST_HOOKS=1). Never in production. */
  testHooks?: boolean;
  /**
   * How often views, read marks and tracking events are stored (server/services/site/pending-views.ts);
   * `schedule: false` runs no timer (tests call `app.views.flush()`). They are stored on close too.
   */
  viewFlush?: Pick<PendingViewsOptions, "everyMs" | "schedule">;
  /** Hears the SQL of every statement the app runs (tests count the writes of a request). */
  onQuery?: (sql: string) => void;
  /** Limits and heartbeat of the live streams (server/services/live/live-hub.ts). */
  live?: Partial<LiveHubOptions>;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The scheduled-drafts publisher, unless the app runs none. */
    draftScheduler?: DraftScheduler;
    /** Sends queued notification mail in this process, unless the app runs none. */
    notificationMail?: NotificationMailLoop;
    /** Publishes scheduled layout drafts in this process, unless the app runs no scheduler. */
    layoutPublisher?: SerialLoop<[], number[]>;
    /** Views, read marks and tracking events waiting for their batch; `flush()` stores them now. */
    views: PendingViews;
    /** This process's live streams (`GET /api/v2/live`) and the delivery of events to them. */
    live: LiveHub;
  }
}

/** The API's addresses end in no slash: `/api/v2/x/?q` is `/api/v2/x?q`; other addresses are kept. */
export function withoutApiTrailingSlash(url: string): string {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  if (!path.startsWith("/api/v2/") || !path.endsWith("/")) return url;
  const trimmed = path.replace(/\/+$/, "");
  return trimmed.length <= "/api/v2".length ? url : `${trimmed}${at === -1 ? "" : url.slice(at)}`;
}

/** Builds the Plaza server: database, sessions, API under /api/v2 and the app's pages. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const handle = await openDatabase(options);
  await runBackfills(handle.db, handle.migrated);
  // Uploads live under <dataDir>/uploads/ (in memory for ":memory:" apps); the demo's photos too.
  const mediaStorage = mediaStorageFor(options.dataDir);
  if ((options.seed ?? "demo") === "demo") await seedDemoCommunity(handle.db, { storage: mediaStorage });

  const debug = options.debug ?? false;
  const app = Fastify({
    logger: options.logger ? { level: "info" } : false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: {
      // qs (brackets for arrays and objects), with the answers for recent query strings kept.
      querystringParser: keptQueryParser(),
    },
    bodyLimit: 1024 * 1024,
    // `/api/v2/users/1/` answers as `/api/v2/users/1` (Vanilla's API takes both); pages keep theirs.
    rewriteUrl: (request) => withoutApiTrailingSlash(request.url ?? "/"),
    // Addresses the router refuses (a malformed %-escape, a parameter over its length) answer the
    // API's error body like every other error, not Fastify's own {error, code, statusCode}.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === "number" ? error.statusCode : 400;
      const message =
        error.code === "FST_ERR_BAD_URL"
          ? "The address is not a valid URL."
          : error.code === "FST_ERR_MAX_PARAM_LENGTH"
            ? "A part of the address is too long."
            : error.message;
      void (reply as FastifyReply).status(status).type("application/json").send({ message, status });
    },
  });
  app.decorate("db", handle.db);
  app.addHook("onClose", async () => {
    await handle.close();
    await options.afterClose?.();
  });

  installRequestValidation(app);

  const now = options.now ?? Date.now;
  const abuseLimits = resolveAbuseLimits(options.abuseLimits);
  const views = new PendingViews(handle.db, {
    viewOncePer: abuseLimits.viewOncePer,
    now,
    ...options.viewFlush,
    log: (message, details) => app.log.error(details, message),
  });
  registerPendingViews(handle.db, views);
  app.decorate("views", views);
  // Stored before the database closes (onClose); a crash loses at most the last batch.
  app.addHook("preClose", () => views.close());
  const live = new LiveHub(handle.db, options.live, (message, error) => app.log.error({ error }, message));
  await live.start();
  app.decorate("live", live);
  // Streams end first, with a jittered retry hint: browsers come back spread over a few seconds.
  app.addHook("preClose", () => live.shutdown());
  const publicUrl = readPublicUrl(options.publicUrl ?? process.env.PLAZA_PUBLIC_URL);
  const ctx: AppContext = {
    db: handle.db,
    debug,
    now,
    limiter: new AbuseLimiter(handle.db, now),
    abuseLimits,
    mailer: options.mailer ?? defaultMailer(app, options),
    publicUrl,
    mailOrigin: mailOriginFor({
      publicUrl,
      servedHosts: servedHostsOf(options.listenHost ?? process.env.HOST),
      warn: options.warn ?? ((message) => console.warn(message)),
    }),
    expensiveReads: new ExpensiveReadGate({ ...defaultExpensiveReadLimits, ...options.expensiveReads }),
    views,
    live,
  };

  installErrorHandling(app, debug);
  // An empty JSON body (a DELETE sent with a JSON content type) is no body, not an error.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(
        error instanceof HttpError ? error : new HttpError(400, "The request body is not valid JSON."),
        undefined,
      );
    }
  });
  await app.register(cookie);
  installNulRefusal(app);
  installSecurityHeaders(app);
  installCsrfProtection(app);
  if (options.beforeRoutes) await options.beforeRoutes(app);

  if (options.clientDir) {
    // Hashed file names: cached for a year and never revalidated. The build writes .br and .gz
    // beside each asset (build/precompress-plugin.ts); the variant the request accepts is sent
    // with its Content-Encoding and `Vary: Accept-Encoding`.
    await app.register(fastifyStatic, {
      root: path.join(options.clientDir, "assets"),
      prefix: "/assets/",
      wildcard: true,
      index: false,
      immutable: true,
      maxAge: "365d",
      preCompressed: true,
      decorateReply: false,
    });
  }

  // Files are served outside /api/v2 and without loading the viewer.
  await uploadedFileRoutes(app, ctx, mediaStorage);
  // CSP violation reports need no viewer: outside the scope that loads one.
  await cspReportRoutes(app);
  if (options.testHooks) await testHookRoutes(app);

  // Compresses the answers of the routes added from here on (pages, API, robots.txt, sitemap).
  await app.register(compress, compressionOptions);
  // Letter avatars depend on the name alone: no viewer, cached for good (routes/users/avatars.ts).
  await avatarRoutes(app);
  // Reaction and addon icons: drawings of Plaza's own, no viewer (routes/icons.ts).
  await iconRoutes(app);

  await app.register(async (scoped) => {
    installViewer(scoped, handle.db, now);
    // Cache-Control, Vary, ETag and 304 of pages and API answers, by viewer (http/caching.ts).
    installHttpCaching(scoped);
    await scoped.register((api) => apiRoutes(api, ctx, mediaStorage), { prefix: "/api/v2" });
    await seoRoutes(scoped, ctx);
    const source = options.templateSource ?? builtTemplate(options.clientDir, (m) => app.log.warn(m));
    await oldAddressRoutes(scoped, ctx);
    await pageRoutes(scoped, ctx, source);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .status(404)
      .send({ message: `Nothing at ${request.method} ${request.url.split("?")[0]}.`, status: 404 }),
  );
  if (options.draftScheduler !== false) {
    const scheduler = startDraftScheduler(handle.db, {
      log: (message, details) => app.log.error(details, message),
      ...options.draftScheduler,
    });
    // Stopped before the database closes (onClose), waiting for a publish under way.
    app.addHook("preClose", () => scheduler.stop());
    app.decorate("draftScheduler", scheduler);
    // Scheduled layout drafts are published by the same servers.
    const layouts = startLayoutPublisher(handle.db, {
      log: (message, details) => app.log.error(details, message),
      intervalMs: options.draftScheduler?.intervalMs,
      now: options.draftScheduler?.now,
    });
    app.addHook("preClose", () => layouts.stop());
    app.decorate("layoutPublisher", layouts);
  }
  if (options.notificationMail !== false) {
    // Links in notification mail: PLAZA_PUBLIC_URL, else the address this server answers on locally.
    const origin = publicUrl ?? `http://localhost:${process.env.PORT || 3000}`;
    const mailLoop = startNotificationMailer(handle.db, {
      mailer: ctx.mailer,
      origin,
      now,
      log: (message, details) => app.log.error(details, message),
      ...options.notificationMail,
    });
    app.addHook("preClose", () => mailLoop.stop());
    app.decorate("notificationMail", mailLoop);
  }
  return app;
}
