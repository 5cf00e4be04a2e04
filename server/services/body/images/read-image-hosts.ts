import type { Kysely } from "kysely";
import type { Database } from "../../../db/types";
import { readSiteConfig } from "../../config";

/**
 * `content.imageHosts` as stored now, for bodies about to be rendered (the body worker keeps images
 * from the site and these hosts only: image-hosts.ts).
 */
export async function readImageHosts(db: Kysely<Database>): Promise<string[]> {
  return [...(await readSiteConfig(db))["content.imageHosts"]];
}
