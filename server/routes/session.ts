import type { FastifyInstance } from "fastify";
import { signInBodySchema, type SignInBody } from "../../schemas/api/session.schema";
import type { AppContext } from "../context";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../auth/password";
import { createSession, deleteSession, SESSION_COOKIE } from "../auth/sessions";
import { loadViewer, sessionCookieOptions } from "../auth/viewer";
import { HttpError } from "../http/errors";
import { findUserByLogin } from "../services/users";
import { presentMe } from "../services/user-presenter";
import { nowISO } from "../db/columns";
import { accountKeyOf, SignInThrottle } from "../auth/sign-in-throttle";
import { clientAddressKey } from "../services/abuse/client-address";

/**
 * `POST /session` signs in, `DELETE /session` signs out. Failed sign-ins are throttled per address
 * and per account ({@link SignInThrottle}); correct ones are never counted.
 */
export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const throttle = new SignInThrottle(ctx.limiter, ctx.abuseLimits);

  app.post<{ Body: SignInBody }>(
    "/session",
    { schema: { body: signInBodySchema } },
    async (request, reply) => {
      const user = await findUserByLogin(db, request.body.username);
      const attempt = {
        addressKey: clientAddressKey(request),
        accountKey: accountKeyOf(user?.userID ?? null, request.body.username),
      };
      await throttle.assertMayTry(reply, attempt);
      // An unknown user costs one hash like a known one, so timing does not tell them apart.
      const ok = await verifyPassword(request.body.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !ok) {
        await throttle.recordFailure(attempt);
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
      await throttle.recordSuccess(attempt);
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
