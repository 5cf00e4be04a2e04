import {
  ANONYMIZE_DEFAULT,
  anonymizeCookieName,
  toAnonymizeValue,
  type AnalyticsPrivacy,
  type AnonymizeValue,
} from "../../../schemas/api/privacy.schema";
import { siteConfigDefaults } from "../../../schemas/config/site-config-defaults";
import { apiClient } from "../../../runtime/api/api-client";

/** The site's cookie settings (`garden.cookie.name`, `garden.cookie.path`). */
export interface CookieSettings {
  name: string;
  path: string;
}

/** The settings a new site has, used when the config cannot be read. */
export const DEFAULT_COOKIE_SETTINGS: CookieSettings = {
  name: siteConfigDefaults["garden.cookie.name"],
  path: siteConfigDefaults["garden.cookie.path"],
};

/** How long a guest's choice is kept: a year. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie settings from `GET /config?select=garden.cookie.name,garden.cookie.path` (shell spec §7). */
export async function readCookieSettings(): Promise<CookieSettings> {
  try {
    const { data } = await apiClient.get<Record<string, unknown>>("config", {
      query: { select: "garden.cookie.name,garden.cookie.path" },
    });
    const name = data["garden.cookie.name"];
    const path = data["garden.cookie.path"];
    return {
      name: typeof name === "string" && name ? name : DEFAULT_COOKIE_SETTINGS.name,
      path: typeof path === "string" && path ? path : DEFAULT_COOKIE_SETTINGS.path,
    };
  } catch {
    return DEFAULT_COOKIE_SETTINGS;
  }
}

/** A guest's choice from their `<garden.cookie.name>-anonymize` cookie; -1 without one. */
export function readPrivacyCookie(cookiePrefix: string): AnonymizeValue {
  const name = anonymizeCookieName(cookiePrefix);
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return toAnonymizeValue(entry?.slice(name.length + 1));
}

/** Writes a guest's choice to the `<garden.cookie.name>-anonymize` cookie under `garden.cookie.path`. */
export function writePrivacyCookie(settings: CookieSettings, value: AnonymizeValue): void {
  document.cookie = `${anonymizeCookieName(settings.name)}=${value}; path=${settings.path}; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * The visitor's choice (shell spec §4): a member's from `GET /analytics/privacy`, a guest's from the
 * cookie. Any failure falls back to the default, -1 (shell spec §8).
 */
export async function readPrivacy(isMember: boolean): Promise<AnonymizeValue> {
  try {
    if (!isMember) return readPrivacyCookie((await readCookieSettings()).name);
    return toAnonymizeValue((await apiClient.get<AnalyticsPrivacy>("analytics/privacy")).data.AnonymizeData);
  } catch {
    return ANONYMIZE_DEFAULT;
  }
}

/**
 * Saves the visitor's choice with `POST /analytics/privacy`; a guest's is then written to the
 * cookie, which the browser sends with every tick. Throws when the call fails.
 */
export async function savePrivacy(isMember: boolean, value: AnonymizeValue): Promise<void> {
  await apiClient.post("analytics/privacy", { body: { AnonymizeData: value } });
  if (!isMember) writePrivacyCookie(await readCookieSettings(), value);
}
