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
import { notificationPreferencesSchema } from "../../../schemas/entities/notification-preferences.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/** Only the member themselves reads or changes their preferences; guests and everyone else get 403. */
function requireSelf(viewer: Viewer, userID: number): void {
  if (viewer.userID === 0 || viewer.userID !== userID) throw forbidden();
}

/**
 * A member's notification preferences (Vanilla's notification-preferences.yml): per kind of
 * notification a popup and an email switch. The popup switch is honoured when notifications are
 * made (server/services/notifications/notifications.ts); the email switch is stored for when mail is sent.
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
}
