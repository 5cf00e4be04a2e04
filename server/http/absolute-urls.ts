import { letterAvatarUrl } from "../../runtime/url/letter-avatar";

/*
 * Users in API answers carry absolute addresses, as Vanilla's clients expect (`url` and `photoUrl`
 * are URIs there): a site-relative `url` or `photoUrl` gets the site's origin in front, and a user
 * with no photo gets the address of their letter avatar, the picture the site shows for them.
 */

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A user record or fragment: an id, a name and a photo. */
function isUser(value: Plain): boolean {
  return (
    typeof value.userID === "number" && typeof value.name === "string" && typeof value.photoUrl === "string"
  );
}

/** `url` on `origin` when it is site-relative (`/path`, not `//host`); otherwise as it is. */
export function absoluteUrl(url: string, origin: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url;
}

function userWithAbsoluteUrls(user: Plain, origin: string): Plain {
  const photo = (user.photoUrl as string).trim();
  const name = (user.name as string).trim();
  const out: Plain = { ...user };
  out.photoUrl = absoluteUrl(photo || (name ? letterAvatarUrl(name) : ""), origin);
  if (typeof user.url === "string") out.url = absoluteUrl(user.url, origin);
  return out;
}

/**
 * `value` with every user in it (at any depth) given absolute addresses on `origin`. Nothing is
 * changed in place: answers may be shared with caches, so changed parts are copies and the rest is
 * shared.
 */
export function withAbsoluteUserUrls<T>(value: T, origin: string): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      let changed = false;
      const items = node.map((item) => {
        const next = walk(item);
        if (next !== item) changed = true;
        return next;
      });
      return changed ? items : node;
    }
    if (!isPlain(node)) return node;
    let out: Plain | null = null;
    for (const [key, child] of Object.entries(node)) {
      if (!child || typeof child !== "object") continue;
      const next = walk(child);
      if (next !== child) {
        out ??= { ...node };
        out[key] = next;
      }
    }
    const base = out ?? node;
    return isUser(base) ? userWithAbsoluteUrls(base, origin) : base;
  };
  return walk(value) as T;
}
