/** What Plaza passes to Fastify's `trustProxy` option. */
export type TrustProxySetting = boolean | string;

/**
 * Reads `PLAZA_TRUST_PROXY`: unset, "", "0" or "false" trust no proxy (the default: X-Forwarded-*
 * headers are ignored, so a client cannot claim https or another address); "true" trusts any
 * sender, for a server only its proxy can reach; anything else is Fastify's list of trusted
 * addresses or CIDR ranges ("loopback", "127.0.0.1", "10.0.0.0/8,192.168.0.1"). Behind a
 * TLS-terminating reverse proxy it must be set, or the request's scheme reads as http and browsers'
 * https origins fail the CSRF check (server/http/security/csrf.ts).
 */
export function readTrustProxy(value: string | undefined): TrustProxySetting {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text.toLowerCase() === "false") return false;
  if (text.toLowerCase() === "true") return true;
  return text;
}
