import type { Kysely } from "kysely";
import {
  defaultSiteConfig,
  siteConfigKeys,
  type SiteConfig,
  type SiteConfigKey,
} from "../../schemas/config/site-config";
import type { Database } from "../db/types";
import { stampedReads } from "../db/stamped-cache";

const canonicalByAlias = new Map<string, SiteConfigKey>();
for (const [key, def] of Object.entries(siteConfigKeys) as [
  SiteConfigKey,
  (typeof siteConfigKeys)[SiteConfigKey],
][]) {
  canonicalByAlias.set(key.toLowerCase(), key);
  for (const alias of def.aliases) canonicalByAlias.set(alias.toLowerCase(), key);
}

/** The canonical key of a key or one of its Vanilla aliases (case-insensitive), or undefined. */
export function canonicalConfigKey(name: string): SiteConfigKey | undefined {
  return canonicalByAlias.get(name.toLowerCase());
}

/**
 * The config read under each database's change stamp: a page asks for it from several places at once,
 * and they share one read (and its parsing) until anything is written.
 */
const configs = stampedReads<SiteConfig>(1);

/** Every config value: stored values over the defaults (a copy of its own for each caller). */
export async function readSiteConfig(db: Kysely<Database>): Promise<SiteConfig> {
  return { ...(await configs(db, "site", () => loadSiteConfig(db))) };
}

async function loadSiteConfig(db: Kysely<Database>): Promise<SiteConfig> {
  const config: Record<string, unknown> = defaultSiteConfig();
  for (const row of await db.selectFrom("config").select(["key", "value"]).execute()) {
    if (row.key in siteConfigKeys) config[row.key] = JSON.parse(row.value);
  }
  return config as SiteConfig;
}

/** The keys a visitor may read without settings.manage, as sent in the boot payload. */
export function publicConfig(config: SiteConfig): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(siteConfigKeys) as SiteConfigKey[])
      .filter((key) => siteConfigKeys[key].read === "public")
      .map((key) => [key, config[key]]),
  );
}

/**
 * The selected keys (`select` entries may be canonical names, aliases or `prefix.*` wildcards),
 * answered under the names asked for; admin-only keys only when `canReadAdmin`.
 */
export function selectSiteConfig(
  config: SiteConfig,
  select: string[],
  canReadAdmin: boolean,
): Record<string, unknown> {
  const readable = (key: SiteConfigKey) => canReadAdmin || siteConfigKeys[key].read === "public";
  const out: Record<string, unknown> = {};
  const names = select.length ? select : ["*"];
  for (const name of names) {
    if (name.includes("*")) {
      const pattern = new RegExp(`^${name.split("*").map(escapeRegExp).join(".*")}$`, "i");
      for (const key of Object.keys(siteConfigKeys) as SiteConfigKey[]) {
        if (readable(key) && pattern.test(key)) out[key] = config[key];
      }
      continue;
    }
    const key = canonicalConfigKey(name);
    if (key && readable(key)) out[name] = config[key];
  }
  return out;
}

/** Stores new values (keys already validated and made canonical). */
export async function writeSiteConfig(
  db: Kysely<Database>,
  values: Partial<Record<SiteConfigKey, unknown>>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(values)) {
      await trx
        .insertInto("config")
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(value) }))
        .execute();
    }
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}
