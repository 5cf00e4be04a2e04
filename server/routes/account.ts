import type { FastifyInstance } from "fastify";
import {
  passwordRequestBodySchema,
  passwordResetBodySchema,
  userPatchBodySchema,
  type PasswordRequestBody,
  type PasswordResetBody,
  type UserPatchBody,
} from "../../schemas/api/account.schema";
import type { AppContext } from "../context";
import { authorize, requireSignedIn } from "../auth/viewer";
import { SESSION_COOKIE } from "../auth/sessions";
import { accountKeyOf, SignInThrottle } from "../auth/sign-in-throttle";
import { forbidden, notFound } from "../http/errors";
import { readSiteConfig } from "../services/config";
import { getUserRoles, getUserRow, presentUser } from "../services/users";
import { requestPasswordReset, resetPassword } from "../services/password-reset";
import { updateAccount, verifyCurrentPassword } from "../services/account-settings";
import { clientAddressKey } from "../services/abuse/client-address";
import { enforceLimit } from "../services/abuse/too-many-requests";
import { userIDOf } from "./users";

const idParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^(\\d+|\\$me|me)$" } },
  required: ["id"],
} as const;

/**
 * The account calls: a forgotten password (`POST /users/request-password` mails a link,
 * `POST /users/password-reset` uses it) and `PATCH /users/{id}` (name, title, password).
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const throttle = new SignInThrottle(ctx.limiter, ctx.abuseLimits);

  // The same answer whether or not the account exists: the form never tells who is registered.
  app.post<{ Body: PasswordRequestBody }>(
    "/users/request-password",
    { schema: { body: passwordRequestBodySchema } },
    async (request, reply) => {
      // Counted per address, not per account: a 429 says nothing about the account either.
      await enforceLimit(
        ctx.limiter,
        reply,
        ctx.abuseLimits.passwordRequestPerAddress,
        clientAddressKey(request),
        "Too many password reset requests.",
      );
      const config = await readSiteConfig(db);
      return requestPasswordReset(
        {
          db,
          mailer: ctx.mailer,
          limiter: ctx.limiter,
          mailsPerAccount: ctx.abuseLimits.passwordMailsPerAccount,
          origin: ctx.publicUrl ?? `${request.protocol}://${request.host}`,
          siteName: config["ui.siteName"],
        },
        request.body.email,
      );
    },
  );

  app.post<{ Body: PasswordResetBody }>(
    "/users/password-reset",
    { schema: { body: passwordResetBodySchema } },
    async (request, reply) => {
      await enforceLimit(
        ctx.limiter,
        reply,
        ctx.abuseLimits.passwordResetPerAddress,
        clientAddressKey(request),
        "Too many password reset attempts.",
      );
      await resetPassword(db, request.body);
      return reply.status(204).send();
    },
  );

  // A member edits their own account; staff with users.edit may change another's name and title
  // (an administrator's only with site.manage), never their password (a forgotten one is reset
  // through the mailed link).
  app.patch<{ Params: { id: string }; Body: UserPatchBody }>(
    "/users/:id",
    { schema: { params: idParams, body: userPatchBodySchema } },
    async (request, reply) => {
      const { viewer } = request;
      requireSignedIn(viewer);
      const userID = request.params.id === "me" ? viewer.userID : userIDOf(request.params.id, viewer);
      const isSelf = userID === viewer.userID;
      if (!isSelf) authorize(viewer, "users.edit");
      const user = userID > 0 ? await getUserRow(db, userID) : undefined;
      if (!user) throw notFound("User");
      // Moderators edit members; only a site manager edits an administrator's account.
      if (!isSelf && (await getUserRoles(db, userID)).some((role) => role.isAdmin === 1)) {
        authorize(viewer, "site.manage");
      }
      if (request.body.password !== undefined) {
        if (!isSelf) throw forbidden("Permission Problem", "Only the member can change their password.");
        // A wrong current password counts like a failed sign-in, so this is no way around its limits.
        const attempt = {
          addressKey: clientAddressKey(request),
          accountKey: accountKeyOf(user.userID, user.name),
        };
        await throttle.assertMayTry(reply, attempt);
        try {
          await verifyCurrentPassword(user, request.body.passwordConfirmation);
        } catch (error) {
          if (request.body.passwordConfirmation) await throttle.recordFailure(attempt);
          throw error;
        }
        await throttle.recordSuccess(attempt);
      }
      await updateAccount(db, user, request.body, isSelf ? request.cookies[SESSION_COOKIE] : undefined);
      const config = await readSiteConfig(db);
      const updated = await getUserRow(db, user.userID);
      if (!updated) throw notFound("User");
      return presentUser(db, updated, viewer, { bannedPrivateProfile: config["ui.bannedPrivateProfile"] });
    },
  );
}
