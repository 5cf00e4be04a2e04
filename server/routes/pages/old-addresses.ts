import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { profileUrl } from "../../services/users/users";

/**
 * The addresses of a community that moved in from Vanilla (or through its porter) keep working: its
 * discussion, comment, category and profile paths are Plaza's own, and the imported records keep their
 * IDs, URL codes and names; what differs redirects permanently:
 *
 * - `/index.php?p=/discussion/12/slug` and `/?p=/…` (sites without pretty URLs) → `/discussion/12/slug`;
 * - `/index.php/discussion/12/slug` → `/discussion/12/slug`;
 * - `/profile/12/name` (a member by ID, then name) → `/profile/{their name now}`.
 */

/** The same-site path a `p` parameter names, or undefined for anything else (no open redirect). */
export function oldPathOf(p: unknown): string | undefined {
  if (typeof p !== "string" || !p.startsWith("/") || p.startsWith("//") || /[\\\s]/.test(p)) return undefined;
  const url = new URL(p, "http://plaza.invalid");
  if (url.origin !== "http://plaza.invalid") return undefined;
  return url.pathname + url.search;
}

/** The query string of a request without its `p` parameter ("" or "?a=b"). */
function restOfQuery(query: Record<string, unknown>): string {
  const rest = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== "p" && typeof value === "string") rest.append(key, value);
  }
  const text = rest.toString();
  return text ? `?${text}` : "";
}

/** Registers the redirects (`/?p=…` is the home page route's: pages.ts). */
export async function oldAddressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  app.get<{ Querystring: Record<string, unknown> }>("/index.php", async (request, reply) => {
    const path = oldPathOf(request.query.p) ?? "/";
    const extra = restOfQuery(request.query);
    return reply.redirect(
      path.includes("?") ? `${path}${extra.replace(/^\?/, "&")}` : `${path}${extra}`,
      301,
    );
  });
  app.get<{ Params: { "*": string } }>("/index.php/*", async (request, reply) => {
    const path = oldPathOf(`/${request.params["*"]}`) ?? "/";
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return reply.redirect(`${path}${query}`, 301);
  });
  app.get<{ Params: { userID: string; name: string } }>(
    "/profile/:userID(^\\d{1,10}$)/:name",
    async (request, reply) => {
      const user = await db
        .selectFrom("users")
        .select("name")
        .where("userID", "=", Number(request.params.userID))
        .executeTakeFirst();
      return reply.redirect(profileUrl(user?.name ?? request.params.name), 301);
    },
  );
}
