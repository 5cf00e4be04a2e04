import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type BuildAppOptions } from "../../server/app";
import { createTestDatabase, TEST_DATABASE_URL } from "./test-database";

/** The demo password of every seeded user (demo data only). */
export const DEMO_PASSWORD = "plaza-demo";

/**
 * Tests post many times a second as one member to set up their data; the limits on posting have
 * tests of their own (server/routes/post-limits.test.ts), which set them through `abuseLimits`.
 */
const unlimitedPosting: NonNullable<BuildAppOptions["abuseLimits"]> = Object.fromEntries(
  (
    [
      "messagesPerMinute",
      "messagesPerHour",
      "commentsPerMinute",
      "commentsPerHour",
      "discussionsPerMinute",
      "discussionsPerHour",
      "mentionsPerMinute",
      "mentionsPerHour",
    ] as const
  ).map((name) => [name, { limit: 1_000_000 }]),
);

/**
 * A fresh app on a database of its own: the empty site (roles and settings only; tests build what
 * they need with tests/helpers/factories.ts) unless `seed: "demo"` asks for the demo community. In
 * memory on SQLite, or a copy of the seeded template on PostgreSQL when the suite runs there
 * (tests/helpers/test-database.ts).
 */
export async function buildTestApp(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const full: BuildAppOptions = {
    dataDir: ":memory:",
    seed: "none",
    ...options,
    abuseLimits: { ...unlimitedPosting, ...options.abuseLimits },
  };
  if (!TEST_DATABASE_URL || full.databaseUrl) return buildApp(full);
  const database = await createTestDatabase(full.seed ?? "none", full.dataDir);
  try {
    return await buildApp({ ...full, databaseUrl: database.url, poolSize: 4, afterClose: database.drop });
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** Headers a browser's same-origin fetch from the app would send on a write. */
export const writeHeaders = { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" };

/** The `name=value` cookie of a response's Set-Cookie, for sending back. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "plaza_session");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `plaza_session=${cookie.value}`;
}

/** Signs in as a demo user and answers the cookie header to send with later requests. */
export async function signInAs(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/session",
    headers: writeHeaders,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${response.body}`);
  return sessionCookieOf(response);
}

/** The id of a seeded category, by its URL code. */
export async function categoryIDOf(app: FastifyInstance, urlcode: string): Promise<number> {
  const row = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("urlcode", "=", urlcode)
    .executeTakeFirstOrThrow();
  return row.categoryID;
}

/**
 * The seeded public discussions (outside the Staff Room, not announced), oldest first; with
 * `withComments`, only those that have comments. Tests take one each, so none sees another's changes.
 */
export async function publicDiscussionIDs(
  app: FastifyInstance,
  { withComments = false }: { withComments?: boolean } = {},
): Promise<number[]> {
  const staffRoomID = await categoryIDOf(app, "staff-room");
  let query = app.db
    .selectFrom("discussions")
    .select("discussionID")
    .where("categoryID", "!=", staffRoomID)
    .where("pinned", "=", 0);
  if (withComments) query = query.where("countComments", ">", 0);
  const rows = await query.orderBy("discussionID").execute();
  return rows.map((row) => row.discussionID);
}
