import type { FastifyInstance } from "fastify";
import { signInBodySchema, type SignInBody } from "../../schemas/api/session.schema";
import type { AppContext } from "../context";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../auth/password";
import { createSession, deleteSession, SESSION_COOKIE } from "../auth/sessions";
import { loadViewer, sessionCookieOptions } from "../auth/viewer";
import { HttpError } from "../http/errors";
import { findUserByLogin, presentMe } from "../services/users";
import { nowISO } from "../db/columns";

/** `POST /session` signs in, `DELETE /session` signs out. */
export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const windowMs = ctx.signInLimits.windowMs;
  const tooMany = () =>
    new HttpError(429, "Too many sign-in attempts.", {
      description: "Please wait a few minutes and try again.",
    });
  const perIp = app.createRateLimit({
    max: ctx.signInLimits.perIp,
    timeWindow: windowMs,
    keyGenerator: (r) => `ip:${r.ip}`,
  });
  const perUsername = app.createRateLimit({
    max: ctx.signInLimits.perUsername,
    timeWindow: windowMs,
    keyGenerator: (r) =>
      `user:${String((r.body as SignInBody).username)
        .trim()
        .toLowerCase()}`,
  });

  app.post<{ Body: SignInBody }>(
    "/session",
    { schema: { body: signInBodySchema } },
    async (request, reply) => {
      // `isAllowed` marks an allow-listed key; `isExceeded` is the limit itself.
      const byIp = await perIp(request);
      const byUsername = await perUsername(request);
      if ((!byIp.isAllowed && byIp.isExceeded) || (!byUsername.isAllowed && byUsername.isExceeded))
        throw tooMany();
      const user = await findUserByLogin(db, request.body.username);
      const ok = await verifyPassword(request.body.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !ok) {
        throw new HttpError(401, "The username or password you entered is incorrect.", {
          errors: [
            {
              field: "password",
              code: "invalid",
              message: "The username or password you entered is incorrect.",
            },
          ],
        });
      }
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      const session = await createSession(db, user.userID);
      await db
        .updateTable("users")
        .set({ dateLastActive: nowISO() })
        .where("userID", "=", user.userID)
        .execute();
      reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(request, session.expires));
      return presentMe(db, await loadViewer(db, user.userID));
    },
  );

  app.delete("/session", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.status(204).send();
  });
}
