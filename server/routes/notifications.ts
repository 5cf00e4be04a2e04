import type { FastifyInstance } from "fastify";
import {
  notificationGetQuerySchema,
  notificationListQuerySchema,
  notificationPatchBodySchema,
  notificationsPatchAllBodySchema,
  type NotificationGetQuery,
  type NotificationListQuery,
  type NotificationPatchBody,
} from "../../schemas/api/notifications.schema";
import type { AppContext } from "../context";
import { requireSignedIn } from "../auth/viewer";
import { readExpand } from "../http/expand";
import { readPage, setPagingHeaders } from "../http/paging";
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  notificationExpands,
  presentNotifications,
  setNotificationRead,
} from "../services/notifications/notifications";
import { notificationListSchema, notificationSchema } from "../../schemas/entities/notification.schema";
import { NO_BODY } from "./api/answers";
import { idParamsSchema } from "../../schemas/api/params.schema";

/**
 * The current user's notifications (content spec §3, §4, §7; Vanilla's notifications.yml): list,
 * read one, mark one read or unread, mark all read. Only ever the viewer's own; guests get 401.
 */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: NotificationListQuery }>(
    "/notifications",
    { schema: { querystring: notificationListQuerySchema, response: { 200: notificationListSchema } } },
    async (request, reply) => {
      const { viewer, query } = request;
      requireSignedIn(viewer);
      const page = readPage(query, 30, 100);
      const { rows, total } = await listNotifications(db, viewer.userID, { read: query.read }, page);
      setPagingHeaders(request, reply, { ...page, total });
      return presentNotifications(db, viewer, rows, readExpand(query.expand, notificationExpands));
    },
  );

  app.get<{ Params: { id: number }; Querystring: NotificationGetQuery }>(
    "/notifications/:id",
    {
      schema: {
        params: idParamsSchema,
        querystring: notificationGetQuerySchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      requireSignedIn(viewer);
      const row = await getNotification(db, viewer.userID, request.params.id);
      const expand = readExpand(request.query.expand, notificationExpands);
      const [notification] = await presentNotifications(db, viewer, [row], expand);
      return notification;
    },
  );

  app.patch<{ Params: { id: number }; Body: NotificationPatchBody }>(
    "/notifications/:id",
    {
      schema: {
        params: idParamsSchema,
        body: notificationPatchBodySchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      requireSignedIn(viewer);
      const row = await setNotificationRead(db, viewer.userID, request.params.id, request.body.read);
      const [notification] = await presentNotifications(db, viewer, [row], new Set());
      return notification;
    },
  );

  // Vanilla's older form of marking one notification read.
  app.put<{ Params: { id: number } }>(
    "/notifications/:id/read",
    { schema: { params: idParamsSchema, response: { 200: notificationSchema } } },
    async (request) => {
      const { viewer } = request;
      requireSignedIn(viewer);
      const row = await setNotificationRead(db, viewer.userID, request.params.id, true);
      const [notification] = await presentNotifications(db, viewer, [row], new Set());
      return notification;
    },
  );

  app.patch(
    "/notifications",
    { schema: { body: notificationsPatchAllBodySchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      await markAllNotificationsRead(db, request.viewer.userID);
      return reply.status(204).send();
    },
  );
}
