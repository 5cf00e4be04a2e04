import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { badRequest, notFound } from "../http/errors";
import { localeSchema } from "../../schemas/entities/locale.schema";
import { findLocale, listLocales, setLocaleTranslationService } from "../services/translations/locales";
import { configuredServiceTypes } from "../services/translations/translation-services";
import { localeListSchema } from "../../schemas/api/responses.schema";

/** Who may set a locale's translation service (content spec §6 leaves it "not shown"; site administration). */
export const LOCALES_PERMISSION = "site.manage";

const idParams = {
  type: "object",
  properties: { id: { type: "string", minLength: 1, maxLength: 20, pattern: "^[a-zA-Z0-9_-]+$" } },
  required: ["id"],
} as const;

/**
 * Locales (content spec §3, §7; locales.yml): `GET /locales` lists the interface languages Plaza
 * ships (English, French, Arabic), `GET /locales/{id}` one, and `PATCH /locales/{id}`
 * `{translationService}` (site.manage) sets the machine translation service of one: a configured
 * service's type, or null for none.
 */
export async function localeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get("/locales", { schema: { response: { 200: localeListSchema } } }, async () => listLocales(db));

  app.get<{ Params: { id: string } }>(
    "/locales/:id",
    { schema: { params: idParams, response: { 200: localeSchema } } },
    async (request) => {
      const locale = await findLocale(db, request.params.id);
      if (!locale) throw notFound("Locale");
      return locale;
    },
  );

  app.patch<{ Params: { id: string }; Body: { translationService: string | null } }>(
    "/locales/:id",
    {
      schema: {
        params: idParams,
        body: {
          type: "object",
          properties: { translationService: { type: ["string", "null"], maxLength: 50 } },
          required: ["translationService"],
          additionalProperties: false,
        },
        response: { 200: localeSchema },
      },
    },
    async (request) => {
      authorize(request.viewer, LOCALES_PERMISSION);
      const locale = await findLocale(db, request.params.id);
      if (!locale) throw notFound("Locale");
      const service = request.body.translationService;
      if (service !== null && !(await configuredServiceTypes(db)).has(service)) {
        throw badRequest("That translation service is not configured.", [
          {
            field: "translationService",
            code: "notConfigured",
            message: "Choose a translation service whose credentials are stored.",
          },
        ]);
      }
      await setLocaleTranslationService(db, locale.localeKey, service);
      return { ...locale, translationService: service };
    },
  );
}
