import type { Kysely } from "kysely";
import type { Addon } from "../../../schemas/entities/addon.schema";
import type { SiteConfig } from "../../../schemas/config/site-config";
import type { Database } from "../../db/types";
import { addonIconUrl } from "../../../runtime/icons/line-icons";
import { absoluteUrl } from "../../http/absolute-urls";
import { readSiteConfig, writeSiteConfig } from "../config";

/** The addons Plaza ships (content spec §2: their front-end code loads only when enabled). */
export const addonKeys = ["ranks", "qna", "polls"] as const;
export type AddonKey = (typeof addonKeys)[number];

/** The config key holding an addon's state (the `config` table, like every site setting). */
export const addonConfigKey = (key: AddonKey) => `addons.${key}.enabled` as const;

const addonInfo: Record<AddonKey, { name: string; description: string }> = {
  ranks: {
    name: "Ranks",
    description: "Gives members a rank by their posts and points, shown beside their name.",
  },
  qna: {
    name: "Q&A",
    description: "Questions whose author or a moderator can accept a comment as the answer.",
  },
  polls: {
    name: "Polls",
    description: "A poll widget for layouts: members vote once, everyone sees the results.",
  },
};

const ADDON_VERSION = "1.0.0";

function isAddonKey(id: string): id is AddonKey {
  return (addonKeys as readonly string[]).includes(id);
}

/** The addon with this ID (its key, case-insensitively), or undefined. */
export function findAddonKey(addonID: string): AddonKey | undefined {
  const key = addonID.toLowerCase();
  return isAddonKey(key) ? key : undefined;
}

/** Whether an addon is on in an already read config. */
export function isAddonEnabledIn(config: SiteConfig, key: AddonKey): boolean {
  return config[addonConfigKey(key)] === true;
}

/** Whether an addon is on (the config as read for the rest of the request, while nothing is written). */
export async function isAddonEnabled(db: Kysely<Database>, key: AddonKey): Promise<boolean> {
  return isAddonEnabledIn(await readSiteConfig(db), key);
}

/** The keys of the addons that are on. */
export async function enabledAddons(db: Kysely<Database>): Promise<Set<AddonKey>> {
  const config = await readSiteConfig(db);
  return new Set(addonKeys.filter((key) => isAddonEnabledIn(config, key)));
}

/** One addon as the API answers it; its icon's address is absolute, on `origin` (the site's). */
export function presentAddon(key: AddonKey, enabled: boolean, origin: string): Addon {
  return {
    addonID: key,
    key,
    name: addonInfo[key].name,
    description: addonInfo[key].description,
    type: "addon",
    iconUrl: absoluteUrl(addonIconUrl(key), origin),
    version: ADDON_VERSION,
    enabled,
  };
}

/** Every addon, optionally only those of a type and enabled state (addons.yml `GET /addons`). */
export async function listAddons(
  db: Kysely<Database>,
  origin: string,
  filter: { type?: string; enabled?: boolean } = {},
): Promise<Addon[]> {
  // Themes and locales have their own resources; every addon here is of type "addon".
  if (filter.type !== undefined && filter.type !== "addon") return [];
  const config = await readSiteConfig(db);
  return addonKeys
    .map((key) => presentAddon(key, isAddonEnabledIn(config, key), origin))
    .filter((addon) => filter.enabled === undefined || addon.enabled === filter.enabled);
}

/** Turns an addon on or off. */
export async function setAddonEnabled(db: Kysely<Database>, key: AddonKey, enabled: boolean): Promise<void> {
  await writeSiteConfig(db, { [addonConfigKey(key)]: enabled });
}
