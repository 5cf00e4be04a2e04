import type { FastifyInstance } from "fastify";
import { signInBodySchema, type SignInBody } from "../../../schemas/api/session.schema";
import type { AppContext } from "../../context";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyAnyPassword } from "../../auth/password";
import { createSession, deleteSession, SESSION_COOKIE } from "../../auth/sessions";
import { loadViewer, sessionCookieOptions } from "../../auth/viewer";
import { HttpError } from "../../http/errors";
import { findUserByLogin } from "../../services/users/users";
import { presentMe } from "../../services/users/user-presenter";
import { nowISO } from "../../db/columns";
import { accountKeyOf, SignInThrottle, type SignInAttempt } from "../../auth/sign-in-throttle";
import {
  DEVICE_COOKIE,
  deviceCookieOptions,
  issueDeviceCookie,
  readDeviceCookie,
} from "../../auth/device-cookie";
import { clientAddressKey } from "../../services/abuse/client-address";
import { meSchema } from "../../../schemas/entities/user.schema";
import { NO_BODY } from "../api/answers";
import { LEGACY_PASSWORD_ANSWER, sendLegacyPasswordMail } from "../../services/account/password-reset";
import { readSiteConfig } from "../../services/config";

/**
 * `POST /session` signs in, `DELETE /session` signs out. Failed sign-ins are throttled per address
 * and per account ({@link SignInThrottle}); correct ones are never counted. Each sign-in marks its
 * browser as a known one of the member (a device cookie), which those waits then spare.
 *
 * A member who moved in from another forum signs in with their old password: it is checked the
 * old forum's way and, when right, replaced by a Plaza hash at once. When the old hash cannot be
 * checked at all, the answer is 403 and the member is mailed a link to choose a new password (once
 * an hour at most); that try counts as a failure, so it is no faster way to probe usernames.
 */
export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const throttle = new SignInThrottle(ctx.limiter, ctx.abuseLimits, ctx.now);

  app.post<{ Body: SignInBody }>(
    "/session",
    { schema: { body: signInBodySchema, response: { 200: meSchema } } },
    async (request, reply) => {
      const user = await findUserByLogin(db, request.body.username);
      const device = user ? await readDeviceCookie(db, request.cookies[DEVICE_COOKIE]) : null;
      const attempt: SignInAttempt = {
        addressKey: clientAddressKey(request),
        accountKey: accountKeyOf(user?.userID ?? null, request.body.username),
        // A device cookie counts only for the account it was set for.
        ...(device && device.userID === user?.userID ? { deviceKey: device.nonce } : {}),
      };
      const pass = await throttle.assertMayTry(reply, attempt);
      // An unknown user costs one hash like a known one, so timing does not tell them apart.
      const { password } = request.body;
      const check = await verifyAnyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (user && check.unknownMethod) {
        const origin = ctx.mailOrigin(request);
        await throttle.recordFailure(attempt, pass);
        const config = await readSiteConfig(db);
        const mailsPerAccount = ctx.abuseLimits.legacyPasswordMailsPerAccount;
        const mail = { db, mailer: ctx.mailer, limiter: ctx.limiter, mailsPerAccount, origin };
        await sendLegacyPasswordMail({ ...mail, siteName: config["ui.siteName"] }, user);
        throw new HttpError(403, LEGACY_PASSWORD_ANSWER.message, {
          description: LEGACY_PASSWORD_ANSWER.description,
          errors: [{ field: "password", code: "reset-required", message: LEGACY_PASSWORD_ANSWER.message }],
        });
      }
      if (!user || !check.ok) {
        await throttle.recordFailure(attempt, pass);
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
      const persist = request.body.persist === true;
      const session = await createSession(db, user.userID, { persist, now: ctx.now() });
      // A hash from another forum (or older parameters) is replaced now that the password is known.
      const rehashed = check.needsRehash ? { passwordHash: await hashPassword(password) } : {};
      await db
        .updateTable("users")
        .set({ dateLastActive: nowISO(), ...rehashed })
        .where("userID", "=", user.userID)
        .execute();
      reply.setCookie(
        SESSION_COOKIE,
        session.token,
        sessionCookieOptions(request, persist ? session.expires : null),
      );
      reply.setCookie(DEVICE_COOKIE, await issueDeviceCookie(db, user.userID), deviceCookieOptions(request));
      return presentMe(db, await loadViewer(db, user.userID));
    },
  );

  app.delete("/session", { schema: { response: { 204: NO_BODY } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.status(204).send();
  });
}
