import { createHash } from "node:crypto";
import { siteConfigKeys } from "../../../schemas/config/site-config";

/** Where browsers send CSP violation reports (server/routes/api/csp-reports.ts). */
export const CSP_REPORT_PATH = "/api/v2/csp-reports";
/** The Reporting API group name the CSP's `report-to` names (see {@link reportingEndpoints}). */
export const CSP_REPORT_GROUP = "csp-endpoint";

const imageHostPattern = new RegExp(siteConfigKeys["content.imageHosts"].schema.items.pattern);

/** Options of {@link contentSecurityPolicy}. */
export interface ContentSecurityPolicyOptions {
  /** Development: Vite's client needs eval and its hot-reload websocket. */
  dev: boolean;
  /** `embed.allow` (shell spec §7 embed mode): https pages may frame the site. */
  allowEmbedding?: boolean;
  /** `content.imageHosts`: hosts whose https images pages may load besides our own. */
  imageHosts?: readonly string[];
  /**
   * Adds `report-to` (the Reporting API) beside `report-uri`. Only for pages served over https:
   * Chromium drops a reporting endpoint that is not secure, and a policy naming a missing group
   * would then report nowhere, while `report-uri` alone still works over http.
   */
  reportTo?: boolean;
  /**
   * The `style="…"` values of the server's markup (sizes of skeletons and banners), allowed by their
   * hashes: a style attribute in HTML is inline style, which the nonce does not cover. Post bodies
   * never carry one (the sanitiser drops it), so nothing else matches. `"any"` when the markup is
   * still streaming and its styles are not known yet.
   */
  styleAttributes?: readonly string[] | "any";
}

/**
 * The Content-Security-Policy of an HTML response: scripts only with the nonce (and what they load,
 * through 'strict-dynamic'), no plugins, no foreign base URL, framed only by itself unless embedding
 * is allowed. Images only from our origin and the configured image hosts, so a post cannot track
 * its readers with an external image; violations are reported to {@link CSP_REPORT_PATH}.
 */
export function contentSecurityPolicy(nonce: string, options: ContentSecurityPolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    ...styleAttributeSources(options.styleAttributes),
    // Avatars, uploads and the built assets are same-origin; data: is the inline favicon of
    // index.html (a data: image makes no request, so it cannot track anyone). No blob: is needed.
    ["img-src 'self' data:", ...imageHostSources(options.imageHosts ?? [])].join(" "),
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.allowEmbedding ? "frame-ancestors 'self' https:" : "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    ...(options.reportTo ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ].join("; ");
}

function styleAttributeSources(styles: ContentSecurityPolicyOptions["styleAttributes"]): string[] {
  if (styles === "any") return ["style-src-attr 'unsafe-inline'"];
  if (!styles?.length) return [];
  const hashes = [...new Set(styles)].map(
    (style) => `'sha256-${createHash("sha256").update(style, "utf8").digest("base64")}'`,
  );
  return [`style-src-attr 'unsafe-hashes' ${hashes.join(" ")}`];
}

/**
 * The configured image hosts as https sources. The config schema already refuses anything but host
 * names; a value that slipped past it (an old row, a hand edit) is dropped here rather than allowed
 * to add a source or a directive to the policy.
 */
export function imageHostSources(hosts: readonly string[]): string[] {
  return hosts.filter((host) => imageHostPattern.test(host)).map((host) => `https://${host.toLowerCase()}`);
}

/** The `Reporting-Endpoints` header that defines {@link CSP_REPORT_GROUP} for `origin`. */
export function reportingEndpoints(origin: string): string {
  return `${CSP_REPORT_GROUP}="${origin}${CSP_REPORT_PATH}"`;
}
