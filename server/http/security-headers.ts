import type { FastifyInstance } from "fastify";

/**
 * Sends `X-Content-Type-Options: nosniff` on every answer (JSON, pages, static files, uploads, errors
 * and 404s), so a browser never reads a response as another type than the one it is sent as (a
 * JSON body full of user text taken for HTML or script). Set on the raw response at the first hook,
 * so it also reaches answers written outside Fastify's reply (the dev server's Vite middleware) and
 * survives the error handler.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.raw.setHeader("X-Content-Type-Options", "nosniff");
  });
}
