import type { FastifyInstance } from "fastify";
import {
  LIVE_TOPIC_PATTERN,
  MAX_LIVE_TOPICS,
  liveQuerySchema,
  type LiveQuery,
} from "../../schemas/api/live.schema";
import type { AppContext } from "../context";
import { HttpError } from "../http/errors";
import { requireSignedIn } from "../auth/viewer";
import { clientAddressKey } from "../services/abuse/client-address";
import { jitteredRetryMs } from "../services/live/live-hub";

const topicPattern = new RegExp(LIVE_TOPIC_PATTERN);

/** The stream's topics as stored (`me` is the viewer's `user:{id}`), or a 400 naming the bad one. */
function readTopics(text: string, userID: number): string[] {
  const topics = [...new Set(text.split(",").map((topic) => topic.trim()))].filter(Boolean);
  if (topics.length === 0 || topics.length > MAX_LIVE_TOPICS) {
    throw new HttpError(400, `Follow between 1 and ${MAX_LIVE_TOPICS} topics.`);
  }
  const bad = topics.find((topic) => !topicPattern.test(topic));
  if (bad !== undefined) {
    throw new HttpError(400, `"${bad}" is not a topic.`, {
      description: "Topics are discussion:{id}, category:{id}, discussions and me.",
    });
  }
  return topics.map((topic) => (topic === "me" ? `user:${userID}` : topic));
}

/** The `Last-Event-ID` header, else the query's `lastEventID`; undefined for a first connection. */
function readLastEventID(
  header: string | string[] | undefined,
  query: number | undefined,
): number | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  if (text !== undefined && /^\d{1,15}$/.test(text.trim())) return Number(text.trim());
  return query;
}

/**
 * `GET /live`: the signed-in viewer's live stream, as server-sent events (server/services/live/).
 * Never compressed nor buffered by a proxy (`X-Accel-Buffering: no`), a comment line as heartbeat,
 * a reconnection delay that differs per stream, and at most a few streams per member and address.
 */
export async function liveRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get<{ Querystring: LiveQuery }>(
    "/live",
    {
      schema: {
        querystring: liveQuerySchema,
        response: {
          200: {
            contentType: "text/event-stream",
            description:
              "Server-sent events: `comment`, `reaction`, `discussion`, `notification`, `message`, and `reset` when what was missed is no longer kept.",
          },
        },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      requireSignedIn(viewer);
      const topics = readTopics(request.query.topics, viewer.userID);
      const address = clientAddressKey(request);
      const refused = ctx.live.refusal(viewer.userID, address);
      if (refused) {
        reply.header("Retry-After", "30");
        throw new HttpError(
          429,
          refused === "member"
            ? "Too many live streams for this account."
            : "Too many live streams from this address.",
          { description: "Close a few tabs of this forum, then reload." },
        );
      }
      const lastEventID = readLastEventID(request.headers["last-event-id"], request.query.lastEventID);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Accel-Buffering": "no",
        Connection: "keep-alive",
      });
      raw.socket?.setNoDelay(true);
      raw.write(`retry: ${jitteredRetryMs()}\n\n`);
      let ended = false;
      const closers: (() => void)[] = [];
      const end = () => {
        if (ended) return;
        ended = true;
        for (const close of closers) close();
        raw.end();
      };
      request.raw.on("close", end);
      const close = await ctx.live.open(
        {
          userID: viewer.userID,
          address,
          topics,
          write: (chunk) => !ended && raw.write(chunk),
          end,
          buffered: () => raw.writableLength,
        },
        lastEventID,
      );
      // Ended while it opened: unsubscribe now; otherwise when it ends.
      if (ended) close();
      else closers.push(close);
    },
  );
}
