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

const idParams = {
  type: "object",
  properties: { id: { type: "integer", minimum: 1 } },
  required: ["id"],
} as const;

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
    { schema: { params: idParams } },
    async (request) => {
      requireSelf(request.viewer, request.params.id);
      return loadNotificationPreferences(db, request.params.id);
    },
  );

  app.patch<{ Params: { id: number }; Body: NotificationPreferencesPatch }>(
    "/notification-preferences/:id",
    { schema: { params: idParams, body: notificationPreferencesPatchSchema } },
    async (request) => {
      requireSelf(request.viewer, request.params.id);
      return saveNotificationPreferences(db, request.params.id, request.body);
    },
  );
}
