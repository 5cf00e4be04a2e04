import type { FastifyInstance } from "fastify";
import {
  addUserBodySchema,
  registerBodySchema,
  type AddUserBody,
  type RegisterBody,
} from "../../schemas/api/session.schema";
import type { AppContext } from "../context";
import { authorize, loadViewer, sessionCookieOptions } from "../auth/viewer";
import { createSession, SESSION_COOKIE } from "../auth/sessions";
import { forbidden, HttpError, notFound, unauthorized } from "../http/errors";
import { readSiteConfig } from "../services/config";
import { countUnread, createUser, getUserRow, presentMe, presentUser } from "../services/users";

const idParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^(\\d+|\\$me)$" } },
  required: ["id"],
} as const;

/**
 * The users calls: me, me-counts, permissions, one user, register, add, and the request for a new
 * email confirmation message.
 */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get("/users/me", async (request) => presentMe(db, request.viewer));

  app.get("/users/me-counts", async (request) => {
    if (request.viewer.userID === 0) return { counts: [] };
    const unread = await countUnread(db, request.viewer.userID);
    const bookmarks = await db
      .selectFrom("user_discussions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("userID", "=", request.viewer.userID)
      .where("bookmarked", "=", 1)
      .executeTakeFirstOrThrow();
    return {
      counts: [
        { name: "UnreadNotifications", count: unread.notifications },
        { name: "UnreadConversations", count: unread.conversations },
        { name: "Bookmarks", count: Number(bookmarks.n) },
      ],
    };
  });

  app.get<{ Params: { id: string } }>(
    "/users/:id/permissions",
    { schema: { params: idParams } },
    async (request) => {
      const { viewer } = request;
      if (request.params.id === "$me" || Number(request.params.id) === viewer.userID)
        return viewer.permissions;
      authorize(viewer, ["users.edit", "site.manage"]);
      const row = await getUserRow(db, Number(request.params.id));
      if (!row) throw notFound("User");
      return (await loadViewer(db, row.userID)).permissions;
    },
  );

  app.get<{ Params: { id: string } }>("/users/:id", { schema: { params: idParams } }, async (request) => {
    const { viewer } = request;
    authorize(viewer, ["profiles.view", "users.add", "users.edit", "users.delete"]);
    const id = request.params.id === "$me" ? viewer.userID : Number(request.params.id);
    const row = id > 0 ? await getUserRow(db, id) : undefined;
    if (!row) throw notFound("User");
    const config = await readSiteConfig(db);
    return presentUser(db, row, viewer, { bannedPrivateProfile: config["ui.bannedPrivateProfile"] });
  });

  // The Resend link of the email-not-confirmed notice (shell spec §2 /entry/emailconfirmrequest, §8).
  // Plaza has no mail transport yet, so the request is only logged and nothing is sent: 202 says
  // "accepted", not "delivered". TODO: send the message once a mail transport exists.
  app.post("/users/me/confirm-email-request", async (request, reply) => {
    const { viewer } = request;
    if (viewer.userID === 0) throw unauthorized();
    const row = await getUserRow(db, viewer.userID);
    if (!row) throw unauthorized();
    if (row.emailConfirmed === 1) throw new HttpError(409, "Your email address is already confirmed.");
    request.log.info(
      { userID: viewer.userID },
      "email confirmation requested; no mail transport is configured, so no message was sent",
    );
    return reply.status(202).send();
  });

  app.post<{ Body: RegisterBody }>(
    "/users/register",
    { schema: { body: registerBodySchema } },
    async (request, reply) => {
      const config = await readSiteConfig(db);
      if (config["registration.method"] !== "basic") {
        throw forbidden("Registration is closed.", "This community is not accepting new members.");
      }
      const user = await createUser(db, { ...request.body });
      const session = await createSession(db, user.userID);
      reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(request, session.expires));
      reply.status(201);
      return presentMe(db, await loadViewer(db, user.userID));
    },
  );

  app.post<{ Body: AddUserBody }>(
    "/users",
    { schema: { body: addUserBodySchema } },
    async (request, reply) => {
      authorize(request.viewer, "users.add");
      const { roleID, ...rest } = request.body;
      const user = await createUser(db, { ...rest, roleIDs: roleID });
      const config = await readSiteConfig(db);
      reply.status(201);
      return presentUser(db, user, request.viewer, {
        bannedPrivateProfile: config["ui.bannedPrivateProfile"],
      });
    },
  );
}
