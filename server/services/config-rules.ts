import type { Kysely } from "kysely";
import type { FieldError } from "../../schemas/entities/error.schema";
import type { SiteConfigKey } from "../../schemas/config/site-config";
import type { Database } from "../db/types";
import { isSafeLink, isValidUrl } from "../../runtime/url/safe-link";
import { sameOriginPath } from "../../runtime/url/target";
import { Ajv } from "ajv";
import { siteNavigationSchema } from "../../schemas/config/site-navigation.schema";
import { fieldErrorsFromValidation } from "../http/errors";

/**
 * The config keys that hold an address a page links to or loads: each must be a path of this site
 * or an http(s) address. A logo may also be empty (the site name shows instead).
 */
const ADDRESS_KEYS: ReadonlySet<SiteConfigKey> = new Set([
  "signInUrl",
  "registrationUrl",
  "signOutUrl",
  "ui.logo",
  "ui.mobileLogo",
]);

/** The config keys that name a theme (content spec §3, §4). */
const THEME_KEYS: ReadonlySet<SiteConfigKey> = new Set(["ui.themeKey", "ui.mobileThemeKey"]);

/** A PATCH /config value already checked against its key's schema, under the name it was sent as. */
export interface ConfigChange {
  name: string;
  key: SiteConfigKey;
  value: unknown;
}

/**
 * What a JSON schema cannot say about config values (content spec §5): an address must pass the
 * safe-link rule and, when it is a path, stay on this site as the browser resolves it (`/.//host`
 * does not); an http(s) address must be one. A theme key must name a stored theme (the built-ins
 * are stored too). Answers the field errors, none when every value is fine.
 */
export async function configValueErrors(
  db: Kysely<Database>,
  changes: readonly ConfigChange[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const { name, key, value } of changes) {
    if (ADDRESS_KEYS.has(key) && typeof value === "string" && value !== "") {
      if (!isPageAddress(value)) errors.push(addressError(name, "body"));
    }
    if (key === "search.externalSearch") errors.push(...externalSearchErrors(name, value));
    if (key === "fragments.globalImpls") errors.push(...fragmentAddressErrors(name, value));
    if (key === "navigation.items") errors.push(...navigationErrors(name, value));
  }
  errors.push(...(await themeKeyErrors(db, changes)));
  return errors;
}

/**
 * True for a path of this site (as the browser resolves it) or an absolute http(s) address, with no
 * surrounding space and no control character (nothing a browser would drop before reading it).
 */
export function isPageAddress(value: string): boolean {
  if (value !== value.trim() || hasControlCharacter(value) || !isSafeLink(value)) return false;
  if (value.startsWith("/")) return sameOriginPath(value) !== null;
  return isValidUrl(value) && /^https?:\/\/[^/\\]/i.test(value);
}

function addressError(field: string, path: string): FieldError {
  return {
    field,
    path,
    code: "safeLink",
    message: `${field} must be a path of this site (/…) or an address that starts with https:// or http://.`,
  };
}

/** The external search template, with its `%s` filled in, is an address like any other; empty is off. */
function externalSearchErrors(name: string, value: unknown): FieldError[] {
  if (!isRecord(value) || typeof value.query !== "string" || value.query.trim() === "") return [];
  return isPageAddress(value.query.split("%s").join("term")) ? [] : [addressError("query", `body.${name}`)];
}

/** A site-wide fragment's script and style addresses; empty means none. */
function fragmentAddressErrors(name: string, value: unknown): FieldError[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([fragmentType, impl]) =>
    isRecord(impl)
      ? (["jsUrl", "cssUrl"] as const)
          .filter((field) => typeof impl[field] === "string" && impl[field] !== "")
          .filter((field) => !isPageAddress(impl[field] as string))
          .map((field) => addressError(field, `body.${name}.${fragmentType}`))
      : [],
  );
}

/** The site navigation's whole schema (the config key's own schema is only its outline). */
const validateNavigation = new Ajv({ allErrors: true, strict: false }).compile(siteNavigationSchema);

/** The site navigation's field errors: its schema's, else its links' (each must be a page address). */
function navigationErrors(name: string, value: unknown): FieldError[] {
  if (!validateNavigation(value)) {
    const errors = (validateNavigation.errors ?? []).map((error) => ({
      ...error,
      instancePath: `/${name}${error.instancePath}`,
    }));
    return fieldErrorsFromValidation("body", errors);
  }
  return navigationAddressErrors(value, `body.${name}`);
}

/**
 * The site navigation's links (and its groups' links), each at `body.navigation.items.{i}.children.{j}`
 * like the schema's own errors: a link must be a path of this site or an http(s) address.
 */
function navigationAddressErrors(value: unknown, path: string): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown, index) => {
    if (!isRecord(item)) return [];
    const at = `${path}.${index}`;
    const own = typeof item.url === "string" && item.url !== "" && !isPageAddress(item.url);
    return [
      ...(own ? [addressError("url", at)] : []),
      ...navigationAddressErrors(item.children, `${at}.children`),
    ];
  });
}

async function themeKeyErrors(db: Kysely<Database>, changes: readonly ConfigChange[]): Promise<FieldError[]> {
  const wanted = changes.filter(({ key, value }) => THEME_KEYS.has(key) && typeof value === "string");
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom("themes")
    .select("themeID")
    .where(
      "themeID",
      "in",
      wanted.map(({ value }) => value as string),
    )
    .execute();
  const known = new Set(rows.map((row) => row.themeID));
  return wanted
    .filter(({ value }) => !known.has(value as string))
    .map(({ name }) => ({
      field: name,
      path: "body",
      code: "unknownTheme",
      message: `${name} must name a theme of this site.`,
    }));
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
