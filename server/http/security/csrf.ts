import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../errors";
import { CSP_REPORT_PATH } from "./csp";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request without `X-Requested-With`, or one a browser marks as coming
 * from another origin (`Sec-Fetch-Site`, or an `Origin` whose scheme, host and port differ from
 * this request's), with 403 JSON. CSP violation reports are exempt: browsers send them without
 * either header, and the endpoint only logs (server/routes/api/csp-reports.ts).
 */
export function installCsrfProtection(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (safeMethods.has(request.method)) return;
    if (request.method === "POST" && request.url.split("?")[0] === CSP_REPORT_PATH) return;
    // One-click unsubscribe from a mail program (RFC 8058): a signed token, no session, no cookie used.
    if (
      request.method === "POST" &&
      /^\/api\/v2\/notification-preferences\/unsubscribe\/[^/?]+$/.test(request.url)
    )
      return;
    if (!request.headers["x-requested-with"]) {
      throw forbidden("Permission Problem", "The request is missing its X-Requested-With header.");
    }
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") {
      throw forbidden("Permission Problem", "Requests from other sites are not accepted.");
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !isSameOrigin(origin, request)) {
      throw forbidden("Permission Problem", "Requests from other sites are not accepted.");
    }
  });
}

/**
 * Whether a browser's `Origin` is this server as the request reached it: the same scheme, host and
 * port. The scheme is `request.protocol` (https only when the connection was TLS, or when a trusted
 * proxy said so in X-Forwarded-Proto: see the `trustProxy` option of buildApp), the host and port
 * come from the Host header (X-Forwarded-Host behind a trusted proxy), so the dev server on
 * 127.0.0.1:3000 and a proxy that keeps the Host header both work. Default ports compare equal to
 * none ("https://plaza.example:443" is "https://plaza.example"); "null" and unparsable origins fail.
 */
export function isSameOrigin(origin: string, request: FastifyRequest): boolean {
  const host = request.host;
  if (!host) return false;
  const theirs = parseOrigin(origin);
  const ours = parseOrigin(`${request.protocol}://${host}`);
  return theirs !== null && theirs === ours;
}

function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}
