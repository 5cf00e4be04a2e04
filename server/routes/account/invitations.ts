import type { FastifyInstance } from "fastify";
import {
  invitationsAnswerSchema,
  invitationsBodySchema,
  type InvitationsAnswer,
  type InvitationsBody,
} from "../../../schemas/api/invitations.schema";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { forbidden } from "../../http/errors";
import { enforceLimit } from "../../services/abuse/too-many-requests";
import { readSiteConfig } from "../../services/config";
import { checkInvitationEmails, sendInvitations } from "../../services/account/invitations";

/**
 * `POST /invitations` (content spec §7, §8 invitations): a member with `invitations.add` invites up to
 * 20 people to the site by email; each address gets a mail with a link to the registration page.
 * Plaza has no groups, so these are invitations to the site; each link carries a one-use code, which
 * an invitation-only site needs to register. Refused (403) while registration is closed. Calls are
 * limited per account and hour (`invitationsPerAccount`), so an account cannot turn the site into a
 * mail cannon.
 */
export async function invitationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: InvitationsBody }>(
    "/invitations",
    { schema: { body: invitationsBodySchema, response: { 201: invitationsAnswerSchema } } },
    async (request, reply): Promise<InvitationsAnswer> => {
      const { viewer } = request;
      authorize(viewer, "invitations.add");
      const emails = checkInvitationEmails(request.body.emails);
      const config = await readSiteConfig(ctx.db);
      // An invitation leads to the registration page: with registration closed it would lead nowhere.
      if (config["registration.method"] === "closed") {
        throw forbidden("Registration is closed.", "Open registration to invite people.");
      }
      await enforceLimit(
        ctx.limiter,
        reply,
        ctx.abuseLimits.invitationsPerAccount,
        `user:${viewer.userID}`,
        "Too many invitations.",
      );
      const inviter = await ctx.db
        .selectFrom("users")
        .select("name")
        .where("userID", "=", viewer.userID)
        .executeTakeFirstOrThrow();
      await sendInvitations(
        {
          db: ctx.db,
          inviterID: viewer.userID,
          mailer: ctx.mailer,
          origin: ctx.mailOrigin(request),
          siteName: config["ui.siteName"],
          inviterName: inviter.name,
        },
        emails,
        request.body.message,
      );
      reply.status(201);
      return { emails };
    },
  );
}
