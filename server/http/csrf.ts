import type { FastifyInstance } from "fastify";
import { forbidden } from "./errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request without `X-Requested-With`, or one a browser marks as coming
 * from another origin (`Origin` compared with `Host`, `Sec-Fetch-Site`), with 403 JSON.
 */
export function installCsrfProtection(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (safeMethods.has(request.method)) return;
    if (!request.headers["x-requested-with"]) {
      throw forbidden("Permission Problem", "The request is missing its X-Requested-With header.");
    }
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") {
      throw forbidden("Permission Problem", "Requests from other sites are not accepted.");
    }
    const origin = request.headers.origin;
    if (origin && origin !== "null") {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost !== request.headers.host) {
        throw forbidden("Permission Problem", "Requests from other sites are not accepted.");
      }
    } else if (origin === "null") {
      throw forbidden("Permission Problem", "Requests from other sites are not accepted.");
    }
  });
}
