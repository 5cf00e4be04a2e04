import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { badRequest, notFound } from "../http/errors";
import {
  translationServiceListSchema,
  translationServiceSchema,
} from "../../schemas/entities/translation-service.schema";
import { sendValidatorModule, validatorModuleAnswer, validatorModuleQuery } from "../http/validator-module";
import { compileForm } from "../http/form-validator";
import {
  credentialErrors,
  isTranslationServiceType,
  listTranslationServices,
  storeServiceCredentials,
  translationServiceTypes,
} from "../services/translations/translation-services";
import { LOCALES_PERMISSION } from "./locales";

const typeParams = {
  type: "object",
  properties: { type: { type: "string", minLength: 1, maxLength: 50 } },
  required: ["type"],
} as const;

/**
 * Machine translation services (content spec §3, §7): `GET /translation-services` lists them with
 * `isConfigured`, and `PUT /translation-services/{type}` stores one's credentials;
 * `GET /translation-services/{type}/schema-validator.js` is the credentials schema compiled for the
 * browser's form (its `x-validator`). All need site.manage; credentials are kept on the server and no
 * answer ever carries them.
 */
export async function translationServiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get(
    "/translation-services",
    { schema: { response: { 200: translationServiceListSchema } } },
    async (request) => {
      authorize(request.viewer, LOCALES_PERMISSION);
      return listTranslationServices(db);
    },
  );

  app.put<{ Params: { type: string }; Body: Record<string, string> }>(
    "/translation-services/:type",
    {
      schema: {
        params: typeParams,
        body: { type: "object" },
        response: { 200: translationServiceSchema },
      },
    },
    async (request) => {
      authorize(request.viewer, LOCALES_PERMISSION);
      const { type } = request.params;
      if (!isTranslationServiceType(type)) throw notFound("Translation service");
      const errors = credentialErrors(type, request.body);
      if (errors.length) throw badRequest("The credentials are not valid.", errors);
      await storeServiceCredentials(db, type, request.body);
      const services = await listTranslationServices(db);
      return services.find((service) => service.type === type);
    },
  );

  app.get<{ Params: { type: string }; Querystring: { v?: string } }>(
    "/translation-services/:type/schema-validator.js",
    {
      schema: {
        params: typeParams,
        querystring: validatorModuleQuery,
        response: { 200: validatorModuleAnswer },
      },
    },
    async (request, reply) => {
      authorize(request.viewer, LOCALES_PERMISSION);
      const { type } = request.params;
      if (!isTranslationServiceType(type)) throw notFound("Translation service");
      const form = compileForm(translationServiceTypes[type].configSchema);
      return sendValidatorModule(reply, form, request.query.v, "private");
    },
  );
}
