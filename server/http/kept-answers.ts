import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { changeStampOf } from "../db/change-stamp";
import { StampedCache } from "../db/stamped-cache";
import { withETag } from "./caching";

/**
 * An `onRequest` hook that reads the change stamp when a request arrives, before its viewer is
 * loaded (under the same stamp): what is kept under it was computed from nothing older.
 */
export function keepChangeStamp(db: Kysely<Database>) {
  return (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    request.changeStamp = changeStampOf(db);
    done();
  };
}

/** An answer as sent: the serialised body (its ETag computed once) and the headers its route set. */
interface KeptAnswer {
  body: Buffer;
  headers: [string, string][];
}

/**
 * API answers kept while the database is unchanged (server/db/change-stamp.ts: a write anywhere, by
 * any server, makes every one a miss): the first request for a key does the work, the next ones send
 * the same bytes, with their ETag computed once. The stamp is read when the request arrives (the
 * route's `onRequest`), before its viewer is loaded under the same stamp, so nothing older than it
 * is ever kept. The key says whose answer it is: a route keeps a member's answers only under a key
 * that names the member.
 */
export class KeptAnswers {
  private readonly answers: StampedCache<KeptAnswer>;
  /** The route's `onRequest` hook: reads the change stamp before anything else of the request. */
  readonly keepStamp: ReturnType<typeof keepChangeStamp>;

  constructor(db: Kysely<Database>, size: number) {
    this.answers = new StampedCache<KeptAnswer>(size);
    this.keepStamp = keepChangeStamp(db);
  }

  /**
   * Sends the answer kept for `key` under the request's stamp, or computes it, keeps it and sends it.
   * With no key (an answer that must not be kept) it only computes.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | undefined,
    compute: () => Promise<unknown>,
  ): Promise<unknown> {
    const stamp = key === undefined ? undefined : request.changeStamp;
    if (key === undefined || stamp === undefined) return compute();
    const kept = this.answers.get(key, stamp);
    if (kept) return sendKept(reply, kept);
    const before = new Set(Object.keys(reply.getHeaders()));
    const value = await compute();
    const headers = Object.entries(reply.getHeaders())
      .filter(([name]) => !before.has(name))
      .map(([name, value]): [string, string] => [name, String(value)]);
    const answer = { body: withETag(Buffer.from(reply.serialize(value) as string)), headers };
    this.answers.set(key, stamp, answer);
    return sendKept(reply, answer);
  }
}

function sendKept(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  for (const [name, value] of answer.headers) reply.header(name, value);
  return reply.type("application/json; charset=utf-8").send(answer.body);
}
