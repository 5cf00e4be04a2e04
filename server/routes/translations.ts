import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { badRequest } from "../http/errors";
import {
  listTranslations,
  removeTranslations,
  saveTranslations,
  translationInputErrors,
  type TranslationInput,
} from "../services/translations/translations";
import { listTranslationProperties } from "../services/translations/translations-content";
import {
  listNavigationTranslationProperties,
  listWidgetTranslationProperties,
} from "../layouts/layout-texts";

const recordRef = {
  recordType: { type: "string" },
  recordID: { type: "integer" },
  recordKey: { type: "string" },
  propertyName: { type: "string" },
} as const;

/** A stored translation (shell spec §3 "Translation record"). */
const translationRecordSchema = {
  $id: "translationRecord",
  type: "object",
  description: "A stored content translation.",
  properties: {
    translationPropertyKey: { type: "string", description: "recordType.recordIDorKey.propertyName" },
    ...recordRef,
    locale: { type: "string" },
    translation: { type: "string" },
  },
  required: ["translationPropertyKey", "recordType", "propertyName", "locale", "translation"],
} as const;

/** A translatable text (shell spec §3 "Translation property"). */
const translationPropertySchema = {
  $id: "translationProperty",
  type: "object",
  description: "A translatable text with its source and its maximum length.",
  properties: {
    ...recordRef,
    sourceText: { type: "string" },
    propertyType: { type: "string", enum: ["text", "textMultiline"] },
    propertyValidation: {
      type: "object",
      properties: { maxLength: { type: "integer" } },
      required: ["maxLength"],
    },
  },
  required: ["recordType", "propertyName", "sourceText", "propertyType", "propertyValidation"],
} as const;

const recordList = { type: "array", items: translationRecordSchema } as const;

/** Who may read the editor's properties and write translations (shell spec §6). */
export const TRANSLATIONS_PERMISSION = "site.manage";

const resourceParams = {
  type: "object",
  properties: { resource: { type: "string", minLength: 1, maxLength: 50, pattern: "^[a-zA-Z0-9_-]+$" } },
  required: ["resource"],
} as const;

const recordTypeSchema = {
  type: "string",
  minLength: 1,
  maxLength: 50,
  pattern: "^[a-zA-Z0-9_-]+$",
} as const;
const localeSchema = { type: "string", minLength: 1, maxLength: 20, pattern: "^[a-zA-Z0-9_-]+$" } as const;

const inputItem = (withText: boolean) =>
  ({
    type: "object",
    properties: {
      translationPropertyKey: { type: "string", maxLength: 250 },
      recordType: recordTypeSchema,
      recordID: { type: "integer", minimum: 1 },
      recordKey: { type: "string", minLength: 1, maxLength: 100, pattern: "^[a-zA-Z0-9_-]+$" },
      propertyName: { type: "string", minLength: 1, maxLength: 50 },
      locale: localeSchema,
      translation: { type: "string", maxLength: 10000 },
    },
    required: withText
      ? ["recordType", "propertyName", "locale", "translation"]
      : ["recordType", "propertyName", "locale"],
    additionalProperties: false,
  }) as const;

const listBody = (withText: boolean) =>
  ({ type: "array", maxItems: 500, items: inputItem(withText) }) as const;

/**
 * Content translations (shell spec §3, §7): `GET /translations/{resource}?locale=&recordType=` the
 * stored records, `PATCH /translations/{resource}` merges records into them and
 * `PATCH /translations/{resource}/remove` removes some. `GET /translations/{resource}/properties`
 * lists what the editor translates. Writes and properties need site.manage.
 */
export async function translationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{
    Params: { resource: string };
    Querystring: { locale?: string; recordType?: string; recordIDs?: number[]; recordKeys?: string[] };
  }>(
    "/translations/:resource",
    {
      schema: {
        params: resourceParams,
        querystring: {
          type: "object",
          properties: {
            locale: localeSchema,
            recordType: recordTypeSchema,
            recordIDs: { type: "array", maxItems: 500, items: { type: "integer", minimum: 1 } },
            recordKeys: { type: "array", maxItems: 500, items: { type: "string", maxLength: 100 } },
          },
        },
        response: { 200: recordList },
      },
    },
    async (request) => listTranslations(db, request.params.resource, request.query),
  );

  app.get<{ Params: { resource: string }; Querystring: { recordType: string } }>(
    "/translations/:resource/properties",
    {
      schema: {
        params: resourceParams,
        querystring: {
          type: "object",
          properties: { recordType: recordTypeSchema },
          required: ["recordType"],
        },
        response: { 200: { type: "array", items: translationPropertySchema } },
      },
    },
    async (request) => {
      authorize(request.viewer, TRANSLATIONS_PERMISSION);
      if (request.query.recordType === "widget") return listWidgetTranslationProperties(db);
      // The site-wide navigation's labels and those of layouts' own title bars.
      if (request.query.recordType === "navigation") return listNavigationTranslationProperties(db);
      return listTranslationProperties(db, request.query.recordType);
    },
  );

  const write = (path: string, withText: boolean, store: typeof saveTranslations) =>
    app.patch<{ Params: { resource: string }; Body: TranslationInput[] }>(
      path,
      { schema: { params: resourceParams, body: listBody(withText), response: { 200: recordList } } },
      async (request) => {
        authorize(request.viewer, TRANSLATIONS_PERMISSION);
        const errors = translationInputErrors(request.body, withText);
        if (errors.length) throw badRequest("The translations are not valid.", errors);
        await store(db, request.params.resource, request.body);
        const locales = [...new Set(request.body.map((input) => input.locale))];
        const records = await Promise.all(
          locales.map((locale) => listTranslations(db, request.params.resource, { locale })),
        );
        return records.flat();
      },
    );
  write("/translations/:resource", true, saveTranslations);
  write("/translations/:resource/remove", false, removeTranslations);
}
