import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  addUserBodySchema,
  registerBodySchema,
  registerConfirmBodySchema,
  type AddUserBody,
  type RegisterBody,
  type RegisterConfirmBody,
} from "../../../schemas/api/session.schema";
import {
  userExpands,
  userGetQuerySchema,
  userReactedQuerySchema,
  type UserGetQuery,
  type UserReactedQuery,
} from "../../../schemas/api/user-lookup.schema";
import { emailConfirmBodySchema, type EmailConfirmBody } from "../../../schemas/api/account.schema";
import type { AppContext } from "../../context";
import { authorize, loadViewer, sessionCookieOptions } from "../../auth/viewer";
import { createSession, SESSION_COOKIE } from "../../auth/sessions";
import {
  badRequest,
  fieldErrorsFromValidation,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from "../../http/errors";
import { readExpand } from "../../http/expand";
import { setPagingHeaders } from "../../http/paging";
import { listReactedRecords } from "../../services/users/user-reacted";
import { readSiteConfig } from "../../services/config";
import { createUser, getUserRow, PROFILE_READ_PERMISSIONS } from "../../services/users/users";
import { countUnread, presentMe, presentUser } from "../../services/users/user-presenter";
import { confirmRegistration, startRegistration } from "../../services/account/registrations";
import { confirmEmail, sendEmailConfirmation } from "../../services/account/email-confirmation";
import { sendWelcomeMail } from "../../services/account/password-reset";
import { clientAddressKey } from "../../services/abuse/client-address";
import { countOpenReports } from "../../services/moderation/reports";
import { enforceLimit } from "../../services/abuse/too-many-requests";
import { MAX_INTEGER } from "../../../schemas/api/params.schema";
import { assertMayGiveRoles } from "../../services/roles/user-rank";
import { roleRoutes } from "../roles";
import { usersAdminRoutes } from "./users-admin";
import { meCountsSchema, meSchema, userSchema } from "../../../schemas/entities/user.schema";
import { permissionsRecordSchema } from "../../../schemas/entities/permissions.schema";
import { reactedRecordListSchema } from "../../../schemas/api/user-lookup.schema";
import { NO_BODY } from "../api/answers";
import { registerAnswerSchema } from "../../../schemas/api/session.schema";

const idParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^(\\d+|\\$me)$" } },
  required: ["id"],
} as const;

/** The user an `{id}` of the address names: `$me` is the viewer; an id no row can have is 0 (nobody). */
export function userIDOf(id: string, viewer: { userID: number }): number {
  if (id === "$me") return viewer.userID;
  const userID = Number(id);
  return Number.isSafeInteger(userID) && userID <= MAX_INTEGER ? userID : 0;
}

/** The site config, or 403 while registration is closed (an invitation-only site is open to invitees). */
async function assertRegistrationOpen(db: AppContext["db"]) {
  const config = await readSiteConfig(db);
  if (config["registration.method"] === "closed") {
    throw forbidden("Registration is closed.", "This community is not accepting new members.");
  }
  return config;
}

/**
 * The text fields of a sign-up body the schema refused, each "" when it is not text: what the
 * service can still check, so every problem is answered at once.
 */
function registerFieldsOf(body: unknown): RegisterBody {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    name: text(fields.name),
    email: text(fields.email),
    password: text(fields.password),
    ...(typeof fields.invitationCode === "string" ? { invitationCode: fields.invitationCode } : {}),
  };
}

/**
 * The users calls: me, me-counts, permissions, one user, the posts of one that received a reaction,
 * register and its confirmation, add, and the request for a new email confirmation message.
 */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Staff's roles and members calls.
  await roleRoutes(app, ctx);
  await usersAdminRoutes(app, ctx);

  app.get("/users/me", { schema: { response: { 200: meSchema } } }, async (request) =>
    presentMe(db, request.viewer),
  );

  app.get("/users/me-counts", { schema: { response: { 200: meCountsSchema } } }, async (request) => {
    if (request.viewer.userID === 0) return { counts: [] };
    const unread = await countUnread(db, request.viewer.userID);
    const bookmarks = await db
      .selectFrom("user_discussions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("userID", "=", request.viewer.userID)
      .where("bookmarked", "=", 1)
      .executeTakeFirstOrThrow();
    const openReports = await countOpenReports(db, request.viewer);
    return {
      counts: [
        { name: "UnreadNotifications", count: unread.notifications },
        { name: "UnreadConversations", count: unread.conversations },
        { name: "Bookmarks", count: Number(bookmarks.n) },
        // Only for those who may moderate some reports: the queue's badge.
        ...(openReports === undefined ? [] : [{ name: "OpenReports", count: openReports }]),
      ],
    };
  });

  app.get<{ Params: { id: string } }>(
    "/users/:id/permissions",
    { schema: { params: idParams, response: { 200: permissionsRecordSchema } } },
    async (request) => {
      const { viewer } = request;
      const userID = userIDOf(request.params.id, viewer);
      if (userID === viewer.userID) return viewer.permissions;
      authorize(viewer, ["users.edit", "site.manage"]);
      const row = userID > 0 ? await getUserRow(db, userID) : undefined;
      if (!row) throw notFound("User");
      return (await loadViewer(db, row.userID)).permissions;
    },
  );

  app.get<{ Params: { id: string }; Querystring: UserGetQuery }>(
    "/users/:id",
    { schema: { params: idParams, querystring: userGetQuerySchema, response: { 200: userSchema } } },
    async (request) => {
      const { viewer } = request;
      authorize(viewer, PROFILE_READ_PERMISSIONS);
      const id = userIDOf(request.params.id, viewer);
      const row = id > 0 ? await getUserRow(db, id) : undefined;
      if (!row) throw notFound("User");
      const config = await readSiteConfig(db);
      return presentUser(db, row, viewer, {
        bannedPrivateProfile: config["ui.bannedPrivateProfile"],
        reactionsReceived: readExpand(request.query.expand, userExpands).has("reactionsReceived"),
      });
    },
  );

  // A member's posts that received a reaction: the profile's reactions list (content spec §2).
  app.get<{ Params: { id: string }; Querystring: UserReactedQuery }>(
    "/users/:id/reacted",
    {
      schema: {
        params: idParams,
        querystring: userReactedQuerySchema,
        response: { 200: reactedRecordListSchema },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      authorize(viewer, PROFILE_READ_PERMISSIONS);
      const id = userIDOf(request.params.id, viewer);
      const row = id > 0 ? await getUserRow(db, id) : undefined;
      if (!row) throw notFound("User");
      const result = await listReactedRecords(db, viewer, row.userID, request.query);
      setPagingHeaders(request, reply, {
        page: result.page,
        limit: result.limit,
        offset: (result.page - 1) * result.limit,
        total: result.total,
      });
      return result.records;
    },
  );

  // The Resend link of the email-not-confirmed notice (shell spec §2 /entry/emailconfirmrequest, §8):
  // mails a confirmation link through the site's mailer. 202 says "accepted", not "delivered".
  // Limited per account and address, like every cheap write.
  app.post(
    "/users/me/confirm-email-request",
    { schema: { response: { 202: NO_BODY } } },
    async (request, reply) => {
      const { viewer } = request;
      if (viewer.userID === 0) throw unauthorized();
      const tooMany = "Too many confirmation requests.";
      const limits = ctx.abuseLimits;
      await enforceLimit(
        ctx.limiter,
        reply,
        limits.confirmEmailPerAddress,
        clientAddressKey(request),
        tooMany,
      );
      await enforceLimit(ctx.limiter, reply, limits.confirmEmailPerAccount, `user:${viewer.userID}`, tooMany);
      const row = await getUserRow(db, viewer.userID);
      if (!row) throw unauthorized();
      if (row.emailConfirmed === 1) throw new HttpError(409, "Your email address is already confirmed.");
      const config = await readSiteConfig(db);
      await sendEmailConfirmation(
        {
          db,
          mailer: ctx.mailer,
          origin: ctx.mailOrigin(request),
          siteName: config["ui.siteName"],
        },
        row,
      );
      return reply.status(202).send();
    },
  );

  // The mailed confirmation link's page posts its token here, as the member it was sent to.
  app.post<{ Body: EmailConfirmBody }>(
    "/users/me/confirm-email",
    { schema: { body: emailConfirmBodySchema, response: { 200: meSchema } } },
    async (request, reply) => {
      const { viewer } = request;
      if (viewer.userID === 0) throw unauthorized();
      await enforceLimit(
        ctx.limiter,
        reply,
        ctx.abuseLimits.confirmEmailPerAddress,
        clientAddressKey(request),
        "Too many confirmation requests.",
      );
      await confirmEmail(db, viewer.userID, request.body.token);
      return presentMe(db, await loadViewer(db, viewer.userID));
    },
  );

  // Sign-up answers the same for a new and a registered email and signs nobody in: the account is
  // made when the mailed link is followed (server/services/account/registrations.ts).
  app.post<{ Body: RegisterBody }>(
    "/users/register",
    {
      schema: { body: registerBodySchema, response: { 202: registerAnswerSchema } },
      // What the schema refuses is answered with the service's own checks, in one answer.
      attachValidation: true,
    },
    async (request, reply) => {
      await enforceLimit(
        ctx.limiter,
        reply,
        ctx.abuseLimits.registerPerAddress,
        clientAddressKey(request),
        "Too many sign-up attempts.",
      );
      const config = await assertRegistrationOpen(db);
      const answer = await startRegistration(
        {
          db,
          mailer: ctx.mailer,
          limiter: ctx.limiter,
          mailsPerEmail: ctx.abuseLimits.registerMailsPerEmail,
          origin: ctx.mailOrigin(request),
          siteName: config["ui.siteName"],
          invitationOnly: config["registration.method"] === "invitation",
        },
        request.validationError ? registerFieldsOf(request.body) : request.body,
        request.validationError
          ? fieldErrorsFromValidation("body", request.validationError.validation ?? [])
          : [],
      );
      return reply.status(202).send(answer);
    },
  );

  // The mailed link's page posts its token here: the account is made and signed in.
  app.post<{ Body: RegisterConfirmBody }>(
    "/users/register/confirm",
    { schema: { body: registerConfirmBodySchema, response: { 201: meSchema } } },
    async (request, reply) => {
      await enforceLimit(
        ctx.limiter,
        reply,
        ctx.abuseLimits.registerConfirmPerAddress,
        clientAddressKey(request),
        "Too many sign-up attempts.",
      );
      const config = await assertRegistrationOpen(db);
      const user = await confirmRegistration(db, request.body.token, {
        invitationOnly: config["registration.method"] === "invitation",
      });
      const session = await createSession(db, user.userID);
      reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(request, session.expires));
      reply.status(201);
      return presentMe(db, await loadViewer(db, user.userID));
    },
  );

  app.post<{ Body: AddUserBody }>(
    "/users",
    { schema: { body: addUserBodySchema, response: { 201: userSchema } } },
    async (request, reply) => {
      authorize(request.viewer, "users.add");
      const { roleID, sendWelcomeEmail = true, password, ...rest } = request.body;
      if (password === undefined && !sendWelcomeEmail) {
        throw badRequest("The user could not be created.", [
          {
            field: "password",
            code: "required",
            message: "Give a password, or send the welcome email so the member chooses one.",
          },
        ]);
      }
      // Nobody adds a member holding what they lack themselves, nor one their equal (user-rank.ts).
      if (roleID) await assertMayGiveRoles(db, request.viewer, roleID);
      // Without a password the account has one nobody knows until the welcome link sets theirs.
      const user = await createUser(db, {
        ...rest,
        password: password ?? randomBytes(32).toString("base64url"),
        roleIDs: roleID,
      });
      const config = await readSiteConfig(db);
      if (sendWelcomeEmail) {
        await sendWelcomeMail(
          { db, mailer: ctx.mailer, origin: ctx.mailOrigin(request), siteName: config["ui.siteName"] },
          user,
        );
      }
      reply.status(201);
      return presentUser(db, user, request.viewer, {
        bannedPrivateProfile: config["ui.bannedPrivateProfile"],
      });
    },
  );
}
