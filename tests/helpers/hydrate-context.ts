import type { FastifyInstance } from "fastify";
import { loadViewer } from "../../server/auth/viewer";
import { readSiteConfig } from "../../server/services/config";
import type { HydrateContext } from "../../server/layouts/types";

/**
 * A home-page hydrate context for a demo user by name (a guest when `userName` is undefined), for
 * calling widget hydrators directly in tests.
 */
export async function hydrateContextFor(
  app: FastifyInstance,
  userName?: string,
  overrides: Partial<HydrateContext> = {},
): Promise<HydrateContext> {
  const user = userName
    ? await app.db
        .selectFrom("users")
        .select("userID")
        .where("nameKey", "=", userName.toLowerCase())
        .executeTakeFirstOrThrow()
    : undefined;
  return {
    db: app.db,
    viewer: await loadViewer(app.db, user?.userID ?? 0),
    config: await readSiteConfig(app.db),
    layoutViewType: "home",
    recordType: "global",
    recordID: -1,
    params: { locale: "en" },
    debug: false,
    ...overrides,
  };
}
