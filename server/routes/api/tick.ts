import type { FastifyInstance } from "fastify";
import { tickBodySchema, type TickBody } from "../../../schemas/api/tick.schema";
import type { AppContext } from "../../context";
import { clientAddressKey, viewerKeyOf } from "../../services/abuse/client-address";
import { LocalCounter } from "../../services/abuse/local-counter";
import { tooManyRequests } from "../../services/abuse/too-many-requests";
import { recordTick } from "../../services/site/tracking";
import { anonymizes, requestPrivacyChoice } from "../../services/account/privacy";
import { NO_BODY } from "./answers";

/**
 * `POST /tick`: records a page view or an external navigation; a discussion view also counts toward
 * the discussion's views. Needs no session (DECISIONS: CSRF header only), answers 204. As anyone
 * may call it, it is limited per client address, counts only what the viewer may see, counts a
 * view once per viewer and window, and keeps the events table bounded. Every page view sends one,
 * so it writes nothing on its path: the limit is counted in this process's memory (with N servers
 * an address may send N times the limit), the event and the view wait for their batch
 * (server/services/site/pending-views.ts).
 */
export async function tickRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const perAddress = new LocalCounter(ctx.now);
  app.post<{ Body: TickBody }>(
    "/tick",
    { schema: { body: tickBodySchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      const address = clientAddressKey(request);
      const rule = ctx.abuseLimits.tickPerAddress;
      const state = perAddress.hit(rule, address);
      if (state.count > rule.limit) {
        throw tooManyRequests(reply, state.windowEndsMs, "Too many tracking events.", ctx.now());
      }
      const { viewer } = request;
      // Anonymised (the visitor chose 1, or -1 while the site's default anonymises): the event is
      // stored as a guest's (userID 0, URLs without query) and the once-per-window view count is keyed
      // by the client address, not the account, so nothing kept links the view to the member.
      const choice = await requestPrivacyChoice(ctx.db, request);
      // A guest who chose to anonymise is not counted at all, as their browser sends no tick: a
      // guest's view has no member to unlink, so their choice can only mean this.
      if (viewer.userID <= 0 && choice === 1) return reply.status(204).send();
      const anonymize = anonymizes(choice);
      await recordTick(
        {
          db: ctx.db,
          views: ctx.views,
          viewer,
          viewerKey: anonymize ? `a:${address}` : viewerKeyOf(request),
          anonymize,
        },
        request.body,
      );
      return reply.status(204).send();
    },
  );
}
