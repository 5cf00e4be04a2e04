/**
 * The app's page routes, shared by the server (which answers 404 for anything else) and the client
 * router. Patterns use `:name` segments.
 */
export const pageRoutes = {
  home: "/",
  signIn: "/entry/signin",
  register: "/entry/register",
  signOut: "/entry/signout",
} as const;

/** Any one page route pattern. */
export type PageRoutePattern = (typeof pageRoutes)[keyof typeof pageRoutes];

/** True when `pathname` matches one of the page routes. */
export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.values(pageRoutes).some((pattern) => matchPattern(pattern, path));
}

function matchPattern(pattern: string, path: string): boolean {
  const a = pattern.split("/");
  const b = path.split("/");
  if (a.length !== b.length) return false;
  return a.every((seg, i) =>
    seg.startsWith(":") ? (b[i] ?? "") !== "" : seg.toLowerCase() === (b[i] ?? "").toLowerCase(),
  );
}
