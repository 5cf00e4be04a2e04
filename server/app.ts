import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import compress from "@fastify/compress";
import { Ajv, type ValidateFunction } from "ajv";
import type { Kysely } from "kysely";
import { withoutIds } from "../schemas/without-ids";
import { openDatabase } from "./db/database";
import { MAX_INTEGER } from "./db/columns";
import type { Database } from "./db/types";
import { seedDemoCommunity } from "./db/seed/demo";
import type { AppContext } from "./context";
import { installCsrfProtection } from "./http/csrf";
import { installNulRefusal, parseJsonBody } from "./http/nul-text";
import { installSecurityHeaders } from "./http/security-headers";
import { installHttpCaching } from "./http/caching";
import { compressionOptions } from "./http/compression";
import { keptQueryParser } from "./http/query-string";
import type { TrustProxySetting } from "./http/trust-proxy";
import { cspReportRoutes } from "./routes/csp-reports";
import { avatarRoutes } from "./routes/avatars";
import { HttpError, installErrorHandling } from "./http/errors";
import { installViewer } from "./auth/viewer";
import { sessionRoutes } from "./routes/session";
import { userRoutes } from "./routes/users";
import { accountRoutes } from "./routes/account";
import { configRoutes } from "./routes/config";
import { localeRoutes } from "./routes/locales";
import { translationServiceRoutes } from "./routes/translation-services";
import { tickRoutes } from "./routes/tick";
import { privacyRoutes } from "./routes/privacy";
import { invitationRoutes } from "./routes/invitations";
import { fragmentRoutes } from "./routes/fragments";
import { siteTotalsRoutes } from "./routes/site-totals";
import { discussionRoutes } from "./routes/discussions";
import { discussionWriteRoutes } from "./routes/discussion-writes";
import { userLookupRoutes } from "./routes/user-lookup";
import { categoryRoutes } from "./routes/categories";
import { tagRoutes } from "./routes/tags";
import { layoutRoutes } from "./routes/layouts";
import { leaderRoutes } from "./routes/leaders";
import { suggestedContentRoutes } from "./routes/suggested-content";
import { collectionRoutes } from "./routes/collections";
import { notificationRoutes } from "./routes/notifications";
import { notificationPreferenceRoutes } from "./routes/notification-preferences";
import { conversationRoutes } from "./routes/conversations";
import { commentRoutes } from "./routes/comments";
import { mediaRoutes, uploadedFileRoutes } from "./routes/media";
import { userPhotoRoutes } from "./routes/user-photo";
import { callRoutes } from "./routes/calls";
import { mediaStorageFor } from "./services/media/storage";
import { builtTemplate, pageRoutes, type TemplateSource } from "./routes/pages";
import { AbuseLimiter } from "./services/abuse/limiter";
import { resolveAbuseLimits, type AbuseLimitOverrides } from "./services/abuse/limits";
import { createLogMailer, type Mailer } from "./services/mail/mailer";
import { createOutboxMailer } from "./services/mail/outbox";
import { createSmtpMailer } from "./services/mail/smtp";
import { reactionRoutes } from "./routes/reactions";
import { reportRoutes } from "./routes/reports";
import { revisionRoutes } from "./routes/revisions";
import { warningRoutes } from "./routes/warnings";
import { installApiContract } from "./routes/api-contract";
import { seoRoutes } from "./routes/seo";
import { draftRoutes } from "./routes/drafts";
import { searchRoutes } from "./routes/search";
import { themeRoutes } from "./routes/themes";
import { addonRoutes } from "./routes/addons";
import { qnaRoutes } from "./routes/qna";
import { pollRoutes } from "./routes/polls";
import { attachmentRoutes } from "./routes/attachments";
import { translationRoutes } from "./routes/translations";
import {
  startDraftScheduler,
  type DraftScheduler,
  type DraftSchedulerOptions,
} from "./services/drafts-scheduler";

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
  /** The public origin for links in mail; defaults to PLAZA_PUBLIC_URL, else the request's origin. */
  publicUrl?: string;
  /**
   * Which reverse proxies to believe about the client's address and scheme (X-Forwarded-For,
   * -Proto, -Host); none by default. See server/http/trust-proxy.ts (PLAZA_TRUST_PROXY).
   */
  trustProxy?: TrustProxySetting;
  /** The scheduler publishing scheduled drafts (interval, lease); `false` runs none. */
  draftScheduler?: DraftSchedulerOptions | false;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The scheduled-drafts publisher, unless the app runs none. */
    draftScheduler?: DraftScheduler;
  }
}

/** Builds the Plaza server: database, sessions, API under /api/v2 and the app's pages. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const handle = await openDatabase(options);
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

  // Bodies are validated strictly (no coercion, nothing removed); queries and params may coerce.
  const strictAjv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    coerceTypes: false,
    useDefaults: true,
    strict: false,
  });
  const queryAjv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    coerceTypes: "array",
    useDefaults: true,
    strict: false,
  });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validate = withFewErrors(
      (httpPart === "body" ? strictAjv : queryAjv).compile(withoutIds(schema) as object),
    );
    return httpPart === "body" ? validate : withIntegersInRange(validate);
  });

  const ctx: AppContext = {
    db: handle.db,
    debug,
    limiter: new AbuseLimiter(handle.db),
    abuseLimits: resolveAbuseLimits(options.abuseLimits),
    mailer: options.mailer ?? defaultMailer(app, options),
    publicUrl: (options.publicUrl ?? process.env.PLAZA_PUBLIC_URL ?? "").replace(/\/+$/, "") || null,
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

  // Compresses the answers of the routes added from here on (pages, API, robots.txt, sitemap).
  await app.register(compress, compressionOptions);
  // Letter avatars depend on the name alone: no viewer, cached for good (routes/avatars.ts).
  await avatarRoutes(app);

  await app.register(async (scoped) => {
    installViewer(scoped, handle.db);
    // Cache-Control, Vary, ETag and 304 of pages and API answers, by viewer (http/caching.ts).
    installHttpCaching(scoped);
    await scoped.register(
      async (api) => {
        installApiContract(api);
        await sessionRoutes(api, ctx);
        await userRoutes(api, ctx);
        await accountRoutes(api, ctx);
        await configRoutes(api, ctx);
        await localeRoutes(api, ctx);
        await translationServiceRoutes(api, ctx);
        await tickRoutes(api, ctx);
        await privacyRoutes(api, ctx);
        await invitationRoutes(api, ctx);
        await fragmentRoutes(api, ctx);
        await siteTotalsRoutes(api, ctx);
        await discussionRoutes(api, ctx);
        await discussionWriteRoutes(api, ctx);
        await userLookupRoutes(api, ctx);
        await categoryRoutes(api, ctx);
        await tagRoutes(api, ctx);
        await layoutRoutes(api, ctx);
        await leaderRoutes(api, ctx);
        await suggestedContentRoutes(api, ctx);
        await collectionRoutes(api, ctx);
        await notificationRoutes(api, ctx);
        await notificationPreferenceRoutes(api, ctx);
        await conversationRoutes(api, ctx);
        await commentRoutes(api, ctx);
        await mediaRoutes(api, ctx, mediaStorage);
        await userPhotoRoutes(api, ctx, mediaStorage);
        await callRoutes(api, ctx);
        await reactionRoutes(api, ctx);
        await reportRoutes(api, ctx);
        await revisionRoutes(api, ctx);
        await warningRoutes(api, ctx);
        await draftRoutes(api, ctx);
        await searchRoutes(api, ctx);
        await themeRoutes(api, ctx);
        await addonRoutes(api, ctx);
        await qnaRoutes(api, ctx);
        await pollRoutes(api, ctx);
        await attachmentRoutes(api, ctx);
        await translationRoutes(api, ctx);
        api.all("/*", async (request) => {
          throw new HttpError(404, `No API route matches ${request.method} ${request.url.split("?")[0]}.`);
        });
      },
      { prefix: "/api/v2" },
    );
    await seoRoutes(scoped, ctx);
    const source = options.templateSource ?? builtTemplate(options.clientDir, (m) => app.log.warn(m));
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
  }
  return app;
}

/**
 * The mailer of an app given none. With a data folder, each message becomes a file in
 * `<dataDir>/outbox/` and one line of the log (or the console) names it; an in-memory app (tests)
 * keeps them in `mailer.sent` and logs them only when logging is on.
 */
function defaultMailer(app: FastifyInstance, options: BuildAppOptions): Mailer {
  if (options.dataDir === ":memory:") {
    return createLogMailer({
      log: (mail) => {
        if (options.logger) app.log.info({ mail }, "mail not sent (in-memory app): logged instead");
      },
    });
  }
  const from = options.mailFrom ?? (process.env.PLAZA_MAIL_FROM || undefined);
  const outbox = createOutboxMailer({
    dir: path.join(options.dataDir, "outbox"),
    from,
    log: (mail, file) => {
      if (options.logger)
        app.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox");
      else console.log(`[mail] "${mail.subject}" to ${mail.to}: written to ${file}`);
    },
  });
  const smtpUrl = options.smtpUrl ?? (process.env.PLAZA_SMTP_URL || undefined);
  if (!smtpUrl) return outbox;
  return createSmtpMailer({
    url: smtpUrl,
    from,
    fallback: outbox,
    log: (mail, error) => {
      const fields = { to: mail.to, subject: mail.subject };
      if (error)
        app.log.error({ ...fields, err: error }, "mail server refused the mail: written to the outbox");
      else if (options.logger) app.log.info(fields, "mail sent");
    },
  });
}

/** The most field errors one answer lists (the first ones, in the order ajv found them). */
export const MAX_FIELD_ERRORS = 50;

/**
 * A validator whose errors are cut to {@link MAX_FIELD_ERRORS}: a body of 100,000 wrong items
 * would otherwise answer 100,000 field errors (8 MB, built and sent while the loop waits).
 */
/**
 * Numbers in the address (ids, pages, limits) must fit the database's integer columns: PostgreSQL
 * refuses a larger one in a comparison where SQLite would find no row, so both answer 400 here.
 */
function withIntegersInRange(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const errors = Object.entries((data ?? {}) as Record<string, unknown>)
      .flatMap(([field, value]) =>
        Array.isArray(value) ? value.map((item) => [field, item] as const) : [[field, value] as const],
      )
      .filter(([, value]) => typeof value === "number" && Math.abs(value) > MAX_INTEGER)
      .map(([field]) => ({
        instancePath: `/${field}`,
        schemaPath: "#/maximum",
        keyword: "maximum",
        params: { comparison: "<=", limit: MAX_INTEGER },
        message: `must be <= ${MAX_INTEGER}`,
      }));
    checked.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  }) as ValidateFunction;
  return checked;
}

function withFewErrors(validate: ValidateFunction): ValidateFunction {
  const limited = ((data: unknown) => {
    const valid = validate(data);
    limited.errors = valid ? null : (validate.errors ?? []).slice(0, MAX_FIELD_ERRORS);
    return valid;
  }) as ValidateFunction;
  return limited;
}
