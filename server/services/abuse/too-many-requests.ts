import type { FastifyReply } from "fastify";
import { HttpError } from "../../http/errors";
import type { AbuseLimiter, CounterState, LimitRule } from "./limiter";

/** Whole seconds until `untilMs`, at least 1 (the value of a Retry-After header). */
export function secondsUntil(untilMs: number, nowMs = Date.now()): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}

/** "30 seconds", "1 minute", "15 minutes": a wait as people say it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * A 429 error with `Retry-After` set on the reply (the error handler keeps headers already set):
 * `{message, status: 429, description: "Please wait … and try again."}`.
 */
export function tooManyRequests(
  reply: FastifyReply,
  untilMs: number,
  message: string,
  nowMs = Date.now(),
): HttpError {
  const seconds = secondsUntil(untilMs, nowMs);
  reply.header("Retry-After", String(seconds));
  return new HttpError(429, message, { description: `Please wait ${describeWait(seconds)} and try again.` });
}

/**
 * Counts one hit of `key` against `rule` and throws 429 (with Retry-After) when it goes over.
 * For limits on every attempt; limits on failures only peek first and hit after a failure.
 */
export async function enforceLimit(
  limiter: AbuseLimiter,
  reply: FastifyReply,
  rule: LimitRule,
  key: string,
  message: string,
): Promise<CounterState> {
  const state = await limiter.hit(rule, key);
  if (state.count > rule.limit) throw tooManyRequests(reply, state.windowEndsMs, message);
  return state;
}
