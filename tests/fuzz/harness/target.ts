// Fuzz target building: the app, the signed-in users and the collected routes.
import type { FastifyInstance } from "fastify";
import { defaultAbuseLimits, type AbuseLimitOverrides } from "../../../server/services/abuse/limits";
import { buildTestApp, signInAs } from "../../helpers/server";
import { actors, type Actor, type FuzzRoute, type IdPools } from "../generators";

export interface FuzzTarget {
  app: FastifyInstance;
  routes: FuzzRoute[];
  cookies: Record<Actor, string | undefined>;
  pools: IdPools;
  refreshPools: () => Promise<void>;
  lastServerError: () => string | undefined;
  close: () => Promise<void>;
}

/**
 * Every abuse limit lifted (and no sign-in delay), so a long run is neither stopped nor slowed by
 * them; a limit that still answers 429 is an accepted answer.
 */
export function liftedAbuseLimits(): AbuseLimitOverrides {
  const overrides: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(defaultAbuseLimits)) {
    overrides[name] = typeof value === "number" ? 0 : { limit: Number.MAX_SAFE_INTEGER };
  }
  return overrides as AbuseLimitOverrides;
}

/**
 * Builds the app as the API tests do (in-memory demo community, abuse limits lifted) and collects
 * every route with its schema through an onRoute hook.
 */
export async function createFuzzTarget(): Promise<FuzzTarget> {
  const routes: FuzzRoute[] = [];
  let lastError: string | undefined;
  const app = await buildTestApp({
    seed: "demo",
    abuseLimits: liftedAbuseLimits(),
    beforeRoutes: async (instance) => {
      instance.addHook("onRoute", (route) => {
        // The live stream answers for as long as the client listens: its refusals (400, 401, 429) are
        // tried in server/routes/live.test.ts.
        if (route.url === "/api/v2/live") return;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          routes.push({ method, url: route.url, schema: (route.schema ?? {}) as FuzzRoute["schema"] });
        }
      });
      instance.addHook("onError", async (_request, _reply, error) => {
        lastError = `${error.name}: ${error.message}\n${(error.stack ?? "").split("\n").slice(1, 6).join("\n")}`;
      });
    },
  });
  await app.ready();
  const cookies = { guest: undefined } as Record<Actor, string | undefined>;
  for (const actor of actors) if (actor !== "guest") cookies[actor] = await signInAs(app, actor);

  const pools: IdPools = {};
  const refreshPools = async () => {
    const ids = async <T extends string>(query: Promise<Record<T, number | string>[]>, column: T) =>
      (await query).map((row) => row[column]);
    const { db } = app;
    pools.discussionID = await ids(
      db.selectFrom("discussions").select("discussionID").execute(),
      "discussionID",
    );
    pools.commentID = await ids(db.selectFrom("comments").select("commentID").execute(), "commentID");
    pools.categoryID = await ids(db.selectFrom("categories").select("categoryID").execute(), "categoryID");
    // Not the accounts the run acts as: a valid `DELETE /users/{id}` as admin would otherwise delete
    // one, and the actor could not sign in again after signing out. They reach themselves through `me`.
    pools.userID = await ids(
      db
        .selectFrom("users")
        .select("userID")
        .where(
          "name",
          "not in",
          actors.filter((actor) => actor !== "guest"),
        )
        .execute(),
      "userID",
    );
    pools.tagID = await ids(db.selectFrom("tags").select("tagID").execute(), "tagID");
    pools.conversationID = await ids(
      db.selectFrom("conversations").select("conversationID").execute(),
      "conversationID",
    );
    pools.notificationID = await ids(
      db.selectFrom("notifications").select("notificationID").execute(),
      "notificationID",
    );
    pools.mediaID = await ids(db.selectFrom("media").select("mediaID").execute(), "mediaID");
    pools.collectionID = await ids(
      db.selectFrom("collections").select("collectionID").execute(),
      "collectionID",
    );
    pools.layoutID = await ids(db.selectFrom("layouts").select("layoutID").execute(), "layoutID");
    pools.fragmentUUID = await ids(
      db.selectFrom("fragments").select("fragmentUUID").execute(),
      "fragmentUUID",
    );
    pools.fragmentRevisionUUID = await ids(
      db.selectFrom("fragment_revisions").select("fragmentRevisionUUID").execute(),
      "fragmentRevisionUUID",
    );
    pools.roleID = await ids(db.selectFrom("roles").select("roleID").execute(), "roleID");
    pools.localeID = ["en"];
  };
  await refreshPools();
  return {
    app,
    routes,
    cookies,
    pools,
    refreshPools,
    lastServerError: () => {
      const error = lastError;
      lastError = undefined;
      return error;
    },
    close: () => app.close(),
  };
}
