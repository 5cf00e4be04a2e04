import type { FastifyInstance } from "fastify";
import {
  ignoredUserListSchema,
  memberBlockSchema,
  messagePreferencesPatchSchema,
  messagePreferencesSchema,
  type IgnoredUserList,
  type MemberBlock,
  type MessagePreferences,
  type MessagePreferencesPatch,
} from "../../../schemas/api/member-blocks.schema";
import type { AppContext } from "../../context";
import { toISO } from "../../db/columns";
import { requireSignedIn } from "../../auth/viewer";
import { forbidden } from "../../http/errors";
import { loadUserFragments, unknownUserFragment } from "../../services/users/user-fragments";
import {
  listBlockedMembers,
  readMessagesFrom,
  saveMessagesFrom,
  setMemberBlocked,
} from "../../services/abuse/member-blocks";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/**
 * A member's shields against unwanted private messages: blocking a member (`PUT`/`DELETE
 * /users/{id}/block`, listed by Vanilla's `GET /users/{id}/ignored`), and whom they take messages
 * from at all (`/users/me/message-preferences`). Conversation writes honour both
 * (services/abuse/member-blocks.ts).
 */
export async function memberBlockRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  for (const [method, blocked] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route<{ Params: { id: number } }>({
      method,
      url: "/users/:id/block",
      schema: { params: idParamsSchema, response: { 200: memberBlockSchema } },
      handler: async (request): Promise<MemberBlock> => {
        await setMemberBlocked(db, request.viewer, request.params.id, blocked);
        return { blocked };
      },
    });
  }

  app.get<{ Params: { id: number } }>(
    "/users/:id/ignored",
    { schema: { params: idParamsSchema, response: { 200: ignoredUserListSchema } } },
    async (request): Promise<IgnoredUserList> => {
      const { viewer } = request;
      requireSignedIn(viewer);
      // Whom a member blocked is theirs alone to know.
      if (request.params.id !== viewer.userID) throw forbidden();
      const rows = await listBlockedMembers(db, viewer.userID);
      const users = await loadUserFragments(
        db,
        viewer,
        rows.map((row) => row.userID),
      );
      return rows.map((row) => ({
        ...(users.get(row.userID) ?? { ...unknownUserFragment, userID: row.userID }),
        dateIgnored: toISO(row.dateBlocked) ?? "",
      }));
    },
  );

  app.get(
    "/users/me/message-preferences",
    { schema: { response: { 200: messagePreferencesSchema } } },
    async (request): Promise<MessagePreferences> => {
      requireSignedIn(request.viewer);
      return { messagesFrom: await readMessagesFrom(db, request.viewer.userID) };
    },
  );

  app.patch<{ Body: MessagePreferencesPatch }>(
    "/users/me/message-preferences",
    { schema: { body: messagePreferencesPatchSchema, response: { 200: messagePreferencesSchema } } },
    async (request): Promise<MessagePreferences> => {
      requireSignedIn(request.viewer);
      await saveMessagesFrom(db, request.viewer.userID, request.body.messagesFrom);
      return { messagesFrom: request.body.messagesFrom };
    },
  );
}
