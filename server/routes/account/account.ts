import type { FastifyInstance } from "fastify";
import {
  passwordRequestBodySchema,
  passwordResetBodySchema,
  userPatchBodySchema,
  type PasswordRequestBody,
  type PasswordResetBody,
  type UserPatchBody,
} from "../../../schemas/api/account.schema";
import type { AppContext } from "../../context";
import { SESSION_COOKIE } from "../../auth/sessions";
import { accountKeyOf, SignInThrottle } from "../../auth/sign-in-throttle";
import { forbidden, notFound } from "../../http/errors";
import { sendEmailConfirmation } from "../../services/account/email-confirmation";
import { readSiteConfig } from "../../services/config";
import { getUserRow } from "../../services/users/users";
import { presentUser } from "../../services/users/user-presenter";
import { requestPasswordReset, resetPassword } from "../../services/account/password-reset";
import { updateAccount, verifyCurrentPassword } from "../../services/account/account-settings";
import { clientAddressKey } from "../../services/abuse/client-address";
import { enforceLimit } from "../../services/abuse/too-many-requests";
import { editableUser, editableUserParams } from "../users/editable-user";
import { setMemberRoles } from "../../services/users/users-admin";
import { passwordRequestAnswerSchema } from "../../../schemas/api/account.schema";
import { NO_BODY } from "../api/answers";
import { userSchema } from "../../../schemas/entities/user.schema";

/**
 * The account calls: a forgotten password (`POST /users/request-password` mails a link,
 * `POST /users/password-reset` uses it) and `PATCH /users/{id}` (name, title, password, email).
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const throttle = new SignInThrottle(ctx.limiter, ctx.abuseLimits);

  // The same answer whether or not the account exists: the form never tells who is registered.
  app.post<{ Body: PasswordRequestBody }>(
    "/users/request-password",
    { schema: { body: passwordRequestBodySchema, response: { 200: passwordRequestAnswerSchema } } },
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
          origin: ctx.mailOrigin(request),
          siteName: config["ui.siteName"],
        },
        request.body.email,
      );
    },
  );

  app.post<{ Body: PasswordResetBody }>(
    "/users/password-reset",
    { schema: { body: passwordResetBodySchema, response: { 204: NO_BODY } } },
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
  // (an administrator's only with site.manage), never their password or email (a forgotten
  // password is reset through the mailed link).
  app.patch<{ Params: { id: string }; Body: UserPatchBody }>(
    "/users/:id",
    { schema: { params: editableUserParams, body: userPatchBodySchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { viewer } = request;
      const { user, isSelf } = await editableUser(db, viewer, request.params.id);
      const { password, email, roleID } = request.body;
      // Checked before anything changes: a new address that cannot be mailed its link is not saved.
      const mailOrigin = email !== undefined ? ctx.mailOrigin(request) : null;
      if (roleID !== undefined) await setMemberRoles(db, viewer, user, roleID);
      if (password !== undefined || email !== undefined) {
        if (!isSelf) {
          throw forbidden("Permission Problem", "Only the member can change their password or email.");
        }
        // A wrong current password counts like a failed sign-in, so this is no way around its limits.
        const attempt = {
          addressKey: clientAddressKey(request),
          accountKey: accountKeyOf(user.userID, user.name),
        };
        await throttle.assertMayTry(reply, attempt);
        try {
          await verifyCurrentPassword(
            db,
            user,
            request.body.passwordConfirmation,
            password ? "password" : "email",
          );
        } catch (error) {
          if (request.body.passwordConfirmation) await throttle.recordFailure(attempt);
          throw error;
        }
        await throttle.recordSuccess(attempt);
        // Each new address is mailed: counted with the confirmation mails the member asks for again.
        if (email !== undefined) {
          const rule = ctx.abuseLimits.confirmEmailPerAccount;
          await enforceLimit(ctx.limiter, reply, rule, `user:${user.userID}`, "Too many email changes.");
        }
      }
      const changed = await updateAccount(
        db,
        user,
        request.body,
        isSelf ? request.cookies[SESSION_COOKIE] : undefined,
      );
      const config = await readSiteConfig(db);
      const updated = await getUserRow(db, user.userID);
      if (!updated) throw notFound("User");
      if (changed.email && mailOrigin) {
        // The new address is unconfirmed until the member opens the link mailed to it.
        const mail = { db, mailer: ctx.mailer, origin: mailOrigin, siteName: config["ui.siteName"] };
        await sendEmailConfirmation(mail, updated);
      }
      return presentUser(db, updated, viewer, { bannedPrivateProfile: config["ui.bannedPrivateProfile"] });
    },
  );
}
