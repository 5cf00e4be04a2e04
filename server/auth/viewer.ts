import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { PermissionsRecord } from "../../schemas/entities/permissions.schema";
import {
  createPermissionChecker,
  hasPermission,
  type PermissionCheckOptions,
  type PermissionChecker,
} from "../../runtime/permissions/permission-checker";
import type { Database } from "../db/types";
import { buildPermissionsRecord, effectiveRoleIDs } from "../services/roles/permissions";
import { StampedCache } from "../db/stamped-cache";
import { changeStampOf } from "../db/change-stamp";
import { forbidden, unauthorized } from "../http/errors";
import { readSession, SESSION_COOKIE, SESSION_LIFETIME_MS } from "./sessions";

/** Who is making a request: the signed-in user or a guest (userID 0), with their permissions. */
export interface Viewer {
  userID: number;
  isBanned: boolean;
  roleIDs: number[];
  permissions: PermissionsRecord;
  checker: PermissionChecker;
}

declare module "fastify" {
  interface FastifyRequest {
    viewer: Viewer;
    /**
     * The database's change stamp when a route read it early (in its `onRequest`); the viewer is then
     * looked up under it rather than a second read. Undefined when no route read it.
     */
    changeStamp: string | undefined;
  }
}

/**
 * Viewers by database and user ID, while the database is unchanged: the record is rebuilt from the
 * roles' grants only after a write. Callers must not change a viewer they get.
 */
const viewers = new WeakMap<Kysely<Database>, StampedCache<Viewer>>();

/**
 * Loads the viewer of a user ID (0 for a guest). `stamp` is the change stamp to look it up under, read
 * before this call (by default it is read now).
 */
export async function loadViewer(
  db: Kysely<Database>,
  userID: number,
  stamp: string | undefined = changeStampOf(db),
): Promise<Viewer> {
  let cache = viewers.get(db);
  if (!cache) viewers.set(db, (cache = new StampedCache<Viewer>(1000)));
  const key = String(userID);
  const kept = cache.get(key, stamp);
  if (kept) return kept;
  const viewer = await readViewer(db, userID);
  cache.set(key, stamp, viewer);
  return viewer;
}

/**
 * The viewers of many members at once, for telling them about one post: one query for their
 * accounts, one for their roles, and one permissions record per distinct set of roles. Banned and
 * unknown members are left out.
 */
export async function loadMemberViewers(db: Kysely<Database>, userIDs: readonly number[]): Promise<Viewer[]> {
  const ids = [...new Set(userIDs.filter((id) => id > 0))];
  if (ids.length === 0) return [];
  const members = await db
    .selectFrom("users")
    .select("userID")
    .where("userID", "in", ids)
    .where("banned", "=", 0)
    .execute();
  if (members.length === 0) return [];
  const roles = await db
    .selectFrom("user_roles")
    .select(["userID", "roleID"])
    .where(
      "userID",
      "in",
      members.map((member) => member.userID),
    )
    .execute();
  const roleIDsOf = new Map<number, number[]>();
  for (const row of roles) roleIDsOf.set(row.userID, [...(roleIDsOf.get(row.userID) ?? []), row.roleID]);
  const records = new Map<string, Promise<PermissionsRecord>>();
  return Promise.all(
    members.map(async ({ userID }) => {
      const roleIDs = (roleIDsOf.get(userID) ?? []).sort((a, b) => a - b);
      const key = roleIDs.join(",");
      let record = records.get(key);
      if (!record) records.set(key, (record = buildPermissionsRecord(db, roleIDs)));
      const permissions = await record;
      return { userID, isBanned: false, roleIDs, permissions, checker: createPermissionChecker(permissions) };
    }),
  );
}

async function readViewer(db: Kysely<Database>, userID: number): Promise<Viewer> {
  const user =
    userID > 0
      ? await db
          .selectFrom("users")
          .select(["userID", "banned"])
          .where("userID", "=", userID)
          .executeTakeFirst()
      : undefined;
  const roleIDs = await effectiveRoleIDs(db, user ?? null);
  const permissions = await buildPermissionsRecord(db, roleIDs);
  return {
    userID: user?.userID ?? 0,
    isBanned: user?.banned === 1,
    roleIDs: user
      ? (await db.selectFrom("user_roles").select("roleID").where("userID", "=", user.userID).execute()).map(
          (r) => r.roleID,
        )
      : roleIDs,
    permissions,
    checker: createPermissionChecker(permissions),
  };
}

/**
 * Options for the session cookie (HttpOnly, SameSite=Lax, Secure over https). Without `expires` it is
 * a browser-session cookie, gone when the browser closes.
 */
export function sessionCookieOptions(request: FastifyRequest, expires: Date | null) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
    ...(expires ? { expires } : {}),
  };
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Reads the session cookie on every request and sets `request.viewer`; `now` is the sessions' clock. */
export function installViewer(
  app: FastifyInstance,
  db: Kysely<Database>,
  now: () => number = Date.now,
): void {
  app.decorateRequest("viewer", null as unknown as Viewer);
  app.decorateRequest("changeStamp", undefined);
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    let userID = 0;
    if (token) {
      const session = await readSession(db, token, now());
      if (session) {
        userID = session.userID;
        if (session.renewedUntil)
          reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, session.renewedUntil));
      } else {
        reply.clearCookie(SESSION_COOKIE, { path: "/" });
      }
    }
    request.viewer = await loadViewer(db, userID, request.changeStamp);
    // Banned members keep their session to read, but every write is refused (signing out aside).
    if (!request.viewer.isBanned || READ_METHODS.has(request.method)) return;
    const path = request.url.split("?")[0];
    const isSignOut = request.method === "DELETE" && path === "/api/v2/session";
    // Page-view ticks are not writes of the member's; they are counted for banned members too.
    const isTick = request.method === "POST" && path === "/api/v2/tick";
    if (!isSignOut && !isTick) throw forbidden("Permission Problem", "You have been banned.");
  });
}

/** Throws 401 for guests and 403 when the viewer lacks every one of `permission`. */
export function authorize(
  viewer: Viewer,
  permission: string | readonly string[],
  options?: PermissionCheckOptions,
): void {
  if (hasPermission(viewer.checker, permission, options)) return;
  if (viewer.userID === 0) throw unauthorized();
  throw forbidden();
}

/** Throws 401 unless someone is signed in. */
export function requireSignedIn(viewer: Viewer): void {
  if (viewer.userID === 0) throw unauthorized();
}

export { SESSION_LIFETIME_MS };
