import { siteConfigKeys } from "../../../../schemas/config/site-config";

/** What the body renderer reads of the site's config. */
export interface RenderOptions {
  /**
   * `content.imageHosts`: hosts whose https images a body may show besides the site's own (host
   * names, `*.` for subdomains, an optional port). None by default: only the site's images.
   */
  imageHosts?: readonly string[];
}

const imageHostPattern = new RegExp(siteConfigKeys["content.imageHosts"].schema.items.pattern);

/**
 * Where a site path is resolved to tell it from another host; only whether a URL stays on it
 * matters. https, so a protocol-relative `//host` is judged as an https page loads it.
 */
const HERE = "https://plaza.invalid";

/**
 * True when a browser showing `src` (already read as the browser reads it: see normalizeLink) loads
 * it from the site itself, or over https from a host of `imageHosts`, matched as the CSP's img-src
 * matches them (server/http/security/csp.ts): `images.example.com` that host on the default port,
 * `*.cdn.example.net` its subdomains only, a port only when named. Anything else would tell another
 * host who reads the post, also where no CSP applies (mail, feeds, a proxy dropping headers).
 */
export function isAllowedImage(src: string, imageHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(src, `${HERE}/`);
  } catch {
    return false;
  }
  if (url.origin === HERE) return true;
  if (url.protocol !== "https:") return false;
  return imageHosts.some((entry) => imageHostPattern.test(entry) && matchesHost(url, entry.toLowerCase()));
}

function matchesHost(url: URL, entry: string): boolean {
  const [name = "", port] = entry.split(":");
  if ((url.port || "443") !== (port ?? "443")) return false;
  return name.startsWith("*.") ? url.hostname.endsWith(name.slice(1)) : url.hostname === name;
}
