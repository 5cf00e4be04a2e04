import type { FromSchema } from "json-schema-to-ts";

/** The analytics privacy values (shell spec §4): 1 anonymise, 0 do not, -1 the site's default. */
export const anonymizeValues = [1, 0, -1] as const;
/** One analytics privacy value. */
export type AnonymizeValue = (typeof anonymizeValues)[number];
/** The value when nothing was chosen, or a privacy call fails (shell spec §8). */
export const ANONYMIZE_DEFAULT: AnonymizeValue = -1;
/** The suffix of the guest's privacy cookie: `<garden.cookie.name>-anonymize`. */
export const ANONYMIZE_COOKIE_SUFFIX = "-anonymize";

/** `GET /analytics/privacy` answer and `POST /analytics/privacy` body (shell spec §7). */
export const analyticsPrivacySchema = {
  type: "object",
  description: "Whether the visitor's analytics data is anonymised.",
  properties: {
    AnonymizeData: {
      type: "integer",
      enum: anonymizeValues,
      description: "1: anonymise; 0: do not; -1: the site's default.",
    },
  },
  required: ["AnonymizeData"],
  additionalProperties: false,
} as const;
export type AnalyticsPrivacy = FromSchema<typeof analyticsPrivacySchema>;

/** The guest's privacy cookie name from the site's cookie prefix (`garden.cookie.name`). */
export const anonymizeCookieName = (cookiePrefix: string) => `${cookiePrefix}${ANONYMIZE_COOKIE_SUFFIX}`;

/** A cookie or stored value as an {@link AnonymizeValue}; anything else is the default. */
export function toAnonymizeValue(value: unknown): AnonymizeValue {
  return anonymizeValues.find((v) => v === value || String(v) === value) ?? ANONYMIZE_DEFAULT;
}
