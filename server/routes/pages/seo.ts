import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import { loadViewer } from "../../auth/viewer";
import { categoryUrl, loadCategoryScope } from "../../services/categories/categories";
import { discussionUrl } from "../../services/discussions/discussions";
import { requestOrigin } from "./layouts";
import { escapeXml } from "../../services/body/escape-html";

/** The most URLs one sitemap may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Discussions read per query (keyset pages, never OFFSET); 50,000 URLs hold the event loop 32 ms at most. */
export const SITEMAP_PAGE_SIZE = 1_000;

/**
 * Paths crawlers are asked to leave alone: forms, the API, member-only and admin areas (the dashboard
 * and its theme revisions pages under /appearance/).
 */
export const ROBOTS_DISALLOWED = [
  "/entry/",
  "/api/",
  "/post/",
  "/dashboard",
  "/appearance/",
  "/log/",
  "/messages/",
];

/** Public list pages listed before the categories and discussions. */
const LIST_PAGES = ["/", "/discussions", "/categories"];

function siteOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.publicUrl ?? requestOrigin(request);
}

/** One `<url>` entry. */
function urlEntry(loc: string, lastmod?: string | null): string {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${date}</url>`;
}

/**
 * The URLs of everything a guest may read: the list pages, the categories a guest can see (with the
 * time of their latest activity) and their discussions, most recently active first, at most
 * {@link SITEMAP_MAX_URLS} in all. Discussions are read in keyset pages on the `dateLastComment`
 * index; redirect stubs are left out (their discussion is listed where it now is).
 */
export async function sitemapEntries(
  db: Kysely<Database>,
  origin: string,
  limits: { maxUrls?: number; pageSize?: number } = {},
): Promise<string[]> {
  const maxUrls = limits.maxUrls ?? SITEMAP_MAX_URLS;
  const pageSize = limits.pageSize ?? SITEMAP_PAGE_SIZE;
  const guest = await loadViewer(db, 0);
  const { visible, hidden } = await loadCategoryScope(db, guest);
  const entries = LIST_PAGES.slice(0, maxUrls).map((page) => urlEntry(`${origin}${page}`));
  const categoryIDs = visible.map((row) => row.categoryID);
  if (categoryIDs.length === 0) return entries;
  const visibleIDs = new Set(categoryIDs);
  // The hidden categories are few (a staff area) and `NOT IN` cannot drive an index, so each page is
  // one range scan of the dateLastComment index in its order, with no sort.
  const hiddenIDs = hidden.map((row) => row.categoryID);

  const latest = new Map(
    (
      await db
        .selectFrom("discussions")
        .select(["categoryID", (eb) => eb.fn.max("dateLastComment").as("lastDate")])
        .where("categoryID", "in", categoryIDs)
        .where("type", "!=", "redirect")
        .groupBy("categoryID")
        .execute()
    ).map((row) => [row.categoryID, toISO(row.lastDate as string | Date | null)]),
  );
  for (const row of visible) {
    if (entries.length >= maxUrls) return entries;
    entries.push(urlEntry(`${origin}${categoryUrl(row.categoryID)}`, latest.get(row.categoryID)));
  }

  let cursor: { date: string | Date; id: number } | null = null;
  while (entries.length < maxUrls) {
    const after: { date: string | Date; id: number } | null = cursor;
    const rows = await db
      .selectFrom("discussions")
      .select(["discussionID", "categoryID", "name", "dateLastComment", "dateInserted"])
      .$if(hiddenIDs.length > 0, (qb) => qb.where("categoryID", "not in", hiddenIDs))
      .where("type", "!=", "redirect")
      .$if(after !== null, (qb) =>
        qb.where((eb) =>
          eb(eb.refTuple("dateLastComment", "discussionID"), "<", eb.tuple(after!.date, after!.id)),
        ),
      )
      .orderBy("dateLastComment", "desc")
      .orderBy("discussionID", "desc")
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      if (!visibleIDs.has(row.categoryID) || entries.length >= maxUrls) continue;
      const lastmod = toISO(row.dateLastComment) ?? toISO(row.dateInserted);
      entries.push(urlEntry(`${origin}${discussionUrl(row.discussionID, row.name)}`, lastmod));
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) break;
    cursor = { date: last.dateLastComment, id: last.discussionID };
    // SQLite answers synchronously: let other requests run between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return entries;
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml`: public, and cached like a guest's page (the caching
 * hook of server/http/caching.ts gives them the guest policy and an ETag). Links are absolute, from
 * PLAZA_PUBLIC_URL when it is set, else from the request's own origin.
 */
export async function seoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/robots.txt", async (request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${siteOrigin(ctx, request)}/sitemap.xml`,
      "",
    ];
    return reply.type("text/plain; charset=utf-8").send(lines.join("\n"));
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const entries = await sitemapEntries(ctx.db, siteOrigin(ctx, request));
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      "</urlset>",
      "",
    ].join("\n");
    return reply.type("application/xml; charset=utf-8").send(xml);
  });
}
