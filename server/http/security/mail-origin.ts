import type { FastifyRequest } from "fastify";
import { HttpError } from "../errors";

/**
 * The origin of links in account mail (password reset, sign-up, invitation, email confirmation).
 *
 * A link in such mail carries a one-time token: mailed to a host the site does not own, one click
 * hands that host the account. So the origin never comes from what a request says about itself
 * (its `Host`, or `X-Forwarded-Host` behind a proxy) unless the server was told it serves that host:
 *
 * - `PLAZA_PUBLIC_URL` set: always that origin, whatever the request's host;
 * - unset: the request's own origin only when its host is a loopback name (`localhost`,
 *   `127.0.0.1`, `[::1]`), which reaches the reader's own machine and no one else's, or the
 *   address the server listens on (`HOST`, when it names one address rather than all of them);
 * - otherwise no origin: the mail is not sent, the request is answered 421 and the server logs why.
 */
export interface MailOriginSettings {
  /** PLAZA_PUBLIC_URL without its trailing slash; null when unset. */
  publicUrl: string | null;
  /** Host names (no port) the server serves without a public URL: loopback and its listen address. */
  servedHosts: ReadonlySet<string>;
  /** Where the refusal is logged (the server's standard error by default). */
  warn: (message: string) => void;
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];
/** Listen addresses that stand for every interface: they name no host the site is known by. */
const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

/** The hosts served without a public URL: loopback names and a listen address naming one host. */
export function servedHostsOf(listenHost: string | undefined): Set<string> {
  const hosts = new Set(LOOPBACK_HOSTS);
  const host = listenHost?.trim().toLowerCase();
  if (host && !ANY_ADDRESS.has(host))
    hosts.add(host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);
  return hosts;
}

/**
 * PLAZA_PUBLIC_URL checked at start: an `http:` or `https:` origin (a trailing slash is dropped).
 * Anything else stops the server with a message saying what is expected.
 */
export function readPublicUrl(value: string | undefined): string | null {
  const text = value?.trim().replace(/\/+$/, "") ?? "";
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `PLAZA_PUBLIC_URL must be the site's address, like https://forum.example (got "${text}").`,
    );
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) {
    throw new Error(
      `PLAZA_PUBLIC_URL must start with https:// or http:// and hold no user name (got "${text}").`,
    );
  }
  if (url.search || url.hash) {
    throw new Error(`PLAZA_PUBLIC_URL must hold no query or fragment (got "${text}").`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** Host names already logged, so a flood of forged hosts writes a bounded number of lines. */
const LOGGED_LIMIT = 20;

/** Makes the origin lookup for one app (it remembers which refused hosts it logged). */
export function mailOriginFor(settings: MailOriginSettings): (request: FastifyRequest) => string {
  const logged = new Set<string>();
  return (request) => {
    if (settings.publicUrl) return settings.publicUrl;
    const hostname = request.hostname.toLowerCase();
    if (settings.servedHosts.has(hostname)) return `${request.protocol}://${request.host}`;
    if (!logged.has(hostname) && logged.size < LOGGED_LIMIT) {
      logged.add(hostname);
      settings.warn(
        `Account mail not sent: the request named the host "${hostname.slice(0, 100)}", and PLAZA_PUBLIC_URL ` +
          "is not set. Set PLAZA_PUBLIC_URL to the site's public address (e.g. https://forum.example) " +
          "so links in mail point there.",
      );
    }
    throw new HttpError(421, "This site cannot send mail from this address.", {
      description:
        "Open the site at its own address and try again, or ask its administrator to set its public address.",
    });
  };
}
