import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { TranslationService } from "../../../schemas/entities/translation-service.schema";
import type { FieldError } from "../../../schemas/entities/error.schema";
import { compileForm } from "../../http/form-validator";

/** A credential that is never sent back (`writeOnly`): the form shows it as a password field. */
const secret = (title: string, description: string) =>
  ({ type: "string", title, minLength: 1, maxLength: 500, description, writeOnly: true }) as const;

/** The machine translation services Plaza knows, with the credentials each takes. */
export const translationServiceTypes = {
  deepl: {
    name: "DeepL",
    configSchema: {
      type: "object",
      properties: { apiKey: secret("API key", "The DeepL authentication key.") },
      required: ["apiKey"],
      additionalProperties: false,
    },
  },
  google: {
    name: "Google Cloud Translation",
    configSchema: {
      type: "object",
      properties: { apiKey: secret("API key", "The Google Cloud API key.") },
      required: ["apiKey"],
      additionalProperties: false,
    },
  },
  azure: {
    name: "Azure AI Translator",
    configSchema: {
      type: "object",
      properties: {
        apiKey: secret("Resource key", "The Translator resource key."),
        region: {
          type: "string",
          title: "Region",
          minLength: 1,
          maxLength: 50,
          description: "The resource's region.",
        },
      },
      required: ["apiKey", "region"],
      additionalProperties: false,
    },
  },
} as const;

/** A known service type. */
export type TranslationServiceType = keyof typeof translationServiceTypes;

export function isTranslationServiceType(type: string): type is TranslationServiceType {
  return Object.hasOwn(translationServiceTypes, type);
}

/** What is wrong with credentials for a service: each property its schema names, a string within bounds, no other. */
export function credentialErrors(type: TranslationServiceType, body: Record<string, unknown>): FieldError[] {
  const { properties, required } = translationServiceTypes[type].configSchema;
  const errors: FieldError[] = [];
  for (const field of Object.keys(body)) {
    if (!Object.hasOwn(properties, field))
      errors.push({ field, code: "additionalProperties", message: `${type} takes no ${field}.` });
  }
  for (const [field, schema] of Object.entries(properties) as [string, { maxLength: number }][]) {
    const value = body[field];
    if (value === undefined) {
      if ((required as readonly string[]).includes(field))
        errors.push({ field, code: "required", message: `${field} is required.` });
    } else if (typeof value !== "string" || !value.trim() || value.length > schema.maxLength) {
      errors.push({
        field,
        code: "type",
        message: `${field} must be text of 1 to ${schema.maxLength} characters.`,
      });
    }
  }
  return errors;
}

/**
 * Where a service's credentials are kept: a row of the config table outside the site config keys,
 * so neither `GET /config` nor the boot payload ever reads it.
 */
const credentialsKey = (type: TranslationServiceType) => `translationServices.${type}.credentials`;

/** The types that have credentials stored. */
export async function configuredServiceTypes(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom("config")
    .select("key")
    .where("key", "like", "translationServices.%.credentials")
    .execute();
  return new Set(rows.map((row) => row.key.split(".")[1] ?? ""));
}

/** The address of a service's credentials validator module, pinned to its schema's hash. */
export function credentialsValidatorUrl(type: TranslationServiceType): string {
  const { hash } = compileForm(translationServiceTypes[type].configSchema);
  return `/api/v2/translation-services/${encodeURIComponent(type)}/schema-validator.js?v=${hash}`;
}

/**
 * Every known service, whether it is configured, and the credentials it takes: their schema, with
 * the address of its compiled validator module (`x-validator`) for the browser's form.
 */
export async function listTranslationServices(db: Kysely<Database>): Promise<TranslationService[]> {
  const configured = await configuredServiceTypes(db);
  return (Object.keys(translationServiceTypes) as TranslationServiceType[]).map((type) => {
    const service = translationServiceTypes[type];
    return {
      type,
      name: service.name,
      isConfigured: configured.has(type),
      configSchema: { ...service.configSchema, "x-validator": credentialsValidatorUrl(type) },
    };
  });
}

/** Stores (replaces) a service's credentials. */
export async function storeServiceCredentials(
  db: Kysely<Database>,
  type: TranslationServiceType,
  credentials: Record<string, string>,
): Promise<void> {
  const value = JSON.stringify(credentials);
  await db
    .insertInto("config")
    .values({ key: credentialsKey(type), value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** A service's stored credentials, for the server's own calls to it; undefined when not configured. */
export async function serviceCredentials(
  db: Kysely<Database>,
  type: TranslationServiceType,
): Promise<Record<string, string> | undefined> {
  const row = await db
    .selectFrom("config")
    .select("value")
    .where("key", "=", credentialsKey(type))
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as Record<string, string>) : undefined;
}
