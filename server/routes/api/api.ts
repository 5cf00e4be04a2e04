import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import type { MediaStorage } from "../../services/media/storage";
import { HttpError } from "../../http/errors";
import { installExpensiveReadGate } from "../../http/expensive-reads";
import { installApiContract } from "./api-contract";
import { sessionRoutes } from "../account/session";
import { userRoutes } from "../users/users";
import { accountRoutes } from "../account/account";
import { configRoutes } from "../config";
import { localeRoutes } from "../locales";
import { translationServiceRoutes } from "../translation-services";
import { tickRoutes } from "./tick";
import { privacyRoutes } from "../account/privacy";
import { invitationRoutes } from "../account/invitations";
import { fragmentRoutes } from "../pages/fragments";
import { siteTotalsRoutes } from "../site-totals";
import { discussionRoutes } from "../discussions/discussions";
import { discussionWriteRoutes } from "../discussions/discussion-writes";
import { userLookupRoutes } from "../users/user-lookup";
import { categoryRoutes } from "../categories/categories";
import { tagRoutes } from "../categories/tags";
import { layoutRoutes } from "../pages/layouts";
import { leaderRoutes } from "../users/leaders";
import { suggestedContentRoutes } from "../suggested-content";
import { collectionRoutes } from "../categories/collections";
import { notificationRoutes } from "../notifications";
import { notificationPreferenceRoutes } from "../account/notification-preferences";
import { conversationRoutes } from "../conversations";
import { commentRoutes } from "../comments/comments";
import { mediaRoutes } from "../addons/media";
import { userPhotoRoutes } from "../users/user-photo";
import { callRoutes } from "./calls";
import { reactionRoutes } from "../comments/reactions";
import { reportRoutes } from "../moderation/reports";
import { revisionRoutes } from "../moderation/revisions";
import { warningRoutes } from "../moderation/warnings";
import { draftRoutes } from "../drafts";
import { postPreviewRoutes } from "../post-preview";
import { searchRoutes } from "../search";
import { themeRoutes } from "../pages/themes";
import { addonRoutes } from "../addons/addons";
import { qnaRoutes } from "../addons/qna";
import { pollRoutes } from "../addons/polls";
import { attachmentRoutes } from "../addons/attachments";
import { translationRoutes } from "../translations";
import { communityHealthRoutes } from "../community-health";
import { liveRoutes } from "../live";
import { withAbsoluteUserUrls } from "../../http/absolute-urls";
import { requestOrigin } from "../pages/layouts";

/**
 * The API under /api/v2: its contract (response schemas, openapi.json), every route, and a JSON
 * 404 for an address no route matches.
 */
export async function apiRoutes(api: FastifyInstance, ctx: AppContext, media: MediaStorage): Promise<void> {
  installApiContract(api);
  installExpensiveReadGate(api, ctx.expensiveReads);
  // Users' addresses are absolute (PLAZA_PUBLIC_URL, else the request's origin), as in Vanilla.
  api.addHook("preSerialization", async (request, _reply, payload) =>
    withAbsoluteUserUrls(payload, ctx.publicUrl ?? requestOrigin(request)),
  );
  await sessionRoutes(api, ctx);
  await userRoutes(api, ctx);
  await accountRoutes(api, ctx);
  await configRoutes(api, ctx);
  await localeRoutes(api, ctx);
  await translationServiceRoutes(api, ctx);
  await tickRoutes(api, ctx);
  await privacyRoutes(api, ctx);
  await invitationRoutes(api, ctx);
  await fragmentRoutes(api, ctx);
  await siteTotalsRoutes(api, ctx);
  await discussionRoutes(api, ctx);
  await discussionWriteRoutes(api, ctx);
  await userLookupRoutes(api, ctx);
  await categoryRoutes(api, ctx);
  await tagRoutes(api, ctx);
  await layoutRoutes(api, ctx);
  await leaderRoutes(api, ctx);
  await suggestedContentRoutes(api, ctx);
  await collectionRoutes(api, ctx);
  await notificationRoutes(api, ctx);
  await notificationPreferenceRoutes(api, ctx);
  await conversationRoutes(api, ctx);
  await commentRoutes(api, ctx);
  await mediaRoutes(api, ctx, media);
  await userPhotoRoutes(api, ctx, media);
  await callRoutes(api, ctx);
  await reactionRoutes(api, ctx);
  await reportRoutes(api, ctx);
  await revisionRoutes(api, ctx);
  await warningRoutes(api, ctx);
  await draftRoutes(api, ctx);
  await postPreviewRoutes(api, ctx);
  await searchRoutes(api, ctx);
  await themeRoutes(api, ctx);
  await addonRoutes(api, ctx);
  await qnaRoutes(api, ctx);
  await pollRoutes(api, ctx);
  await attachmentRoutes(api, ctx);
  await translationRoutes(api, ctx);
  await communityHealthRoutes(api, ctx);
  await liveRoutes(api, ctx);
  api.all("/*", async (request) => {
    throw new HttpError(404, `No API route matches ${request.method} ${request.url.split("?")[0]}.`);
  });
}
