import type { FastifyInstance } from "fastify";
import {
  notificationPreferencesPatchSchema,
  type NotificationPreferencesPatch,
} from "../../../schemas/entities/notification-preferences.schema";
import type { AppContext } from "../../context";
import type { Viewer } from "../../auth/viewer";
import { forbidden } from "../../http/errors";
import {
  loadNotificationPreferences,
  saveNotificationPreferences,
} from "../../services/notifications/notification-preferences";
import {
  notificationPreferencesSchema,
  unsubscribeLinkSchema,
} from "../../../schemas/entities/notification-preferences.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";
import { describeUnsubscribe, unsubscribe } from "../../services/notifications/notification-mail";
import { NO_BODY } from "../api/answers";

/** Only the member themselves reads or changes their preferences; guests and everyone else get 403. */
function requireSelf(viewer: Viewer, userID: number): void {
  if (viewer.userID === 0 || viewer.userID !== userID) throw forbidden();
}

/**
 * A member's notification preferences (Vanilla's notification-preferences.yml): per kind of
 * notification a popup and an email switch. The popup switch is honoured when notifications are
 * made (server/services/notifications/notifications.ts), the email switch when mail is queued and sent
 * (server/services/notifications/notification-mail.ts).
 */
export async function notificationPreferenceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Params: { id: number } }>(
    "/notification-preferences/:id",
    { schema: { params: idParamsSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => {
      requireSelf(request.viewer, request.params.id);
      return loadNotificationPreferences(db, request.params.id);
    },
  );

  app.patch<{ Params: { id: number }; Body: NotificationPreferencesPatch }>(
    "/notification-preferences/:id",
    {
      schema: {
        params: idParamsSchema,
        body: notificationPreferencesPatchSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => {
      requireSelf(request.viewer, request.params.id);
      return saveNotificationPreferences(db, request.params.id, request.body);
    },
  );

  const tokenParamsSchema = {
    type: "object",
    properties: { token: { type: "string", maxLength: 200 } },
    required: ["token"],
  } as const;

  // The unsubscribe page (/unsubscribe/{token}) reads what the link stops. A GET changes nothing:
  // mail scanners open every link of a mail, so only the page's button switches the mail off.
  app.get<{ Params: { token: string } }>(
    "/notification-preferences/unsubscribe/:token",
    { schema: { params: tokenParamsSchema, response: { 200: unsubscribeLinkSchema } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return describeUnsubscribe(db, request.params.token);
    },
  );

  // One-click unsubscribe (RFC 8058): the mail's List-Unsubscribe names this address and the mail
  // program POSTs `List-Unsubscribe=One-Click` to it, without a session. The signed token is the
  // only authority, so it needs no CSRF header (server/http/security/csrf.ts lets it through).
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"],
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    oneClick.post<{ Params: { token: string } }>(
      "/notification-preferences/unsubscribe/:token",
      {
        schema: {
          params: tokenParamsSchema,
          response: { 204: NO_BODY },
        },
      },
      async (request, reply) => {
        await unsubscribe(db, request.params.token, new Date(ctx.now()).toISOString());
        return reply.status(204).send();
      },
    );
  });
}
