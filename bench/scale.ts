// Server time of the busiest reads and of posting a comment on a large community (20,000 members,
// 50,000 discussions, 1,000,000 comments), on SQLite and PostgreSQL side by side (bench/scale-runner.ts
// says how). A p99 over 50 ms is marked.
//
// Run with `npm run bench:scale` or `npx tsx bench/scale.ts`. PostgreSQL runs on a throwaway cluster
// (scripts/postgres-cluster.mjs) unless PLAZA_SCALE_DATABASE_URL names one (a database is created on
// it and dropped afterwards). PLAZA_SCALE_ONLY=sqlite|postgres runs one database.
import { layoutKey } from "../runtime/layout/use-layout";
import { layoutQueryFor } from "../runtime/url/match-route";
import { runScaleBench, writeHeaders, type Operation } from "./scale-runner";
import { SCALE, type SeededCommunity } from "./scale-seed";

const BUDGET_MS = 50;
const PAGE_SIZE = 30;

/** The operations measured, on the seeded community, for a signed-in member's `cookie`. */
function operations(community: SeededCommunity, cookie: string): Operation[] {
  const long = community.longDiscussionID;
  const latePage = Math.floor(SCALE.longComments / PAGE_SIZE) - 20;
  /** The layout call the client makes for a page path (runtime/layout/use-layout.ts). */
  const layoutOf = (pathname: string) => {
    const query = layoutQueryFor(pathname, "", { sectionID: 0, locale: "en" });
    if (!query) throw new Error(`${pathname} is not a layout page`);
    return `/api/v2/${layoutKey(query)}`;
  };
  return [
    {
      label: "post page layout, long discussion, page 1",
      request: () => ({ url: layoutOf(`/discussion/${long}`) }),
      status: 200,
      budgetMs: BUDGET_MS,
    },
    {
      label: `post page layout, long discussion, page ${latePage}`,
      request: () => ({ url: layoutOf(`/discussion/${long}/p${latePage}`) }),
      status: 200,
      budgetMs: BUDGET_MS,
    },
    {
      label: "post page layout, typical discussion",
      request: (n) => ({ url: layoutOf(`/discussion/${1_000 + (n % 40) * 997}`) }),
      status: 200,
      budgetMs: BUDGET_MS,
    },
    {
      label: "GET /discussions (page 1)",
      request: () => ({ url: "/api/v2/discussions" }),
      status: 200,
      budgetMs: BUDGET_MS,
    },
    {
      label: "GET /discussions?page=1000",
      request: () => ({ url: "/api/v2/discussions?page=1000" }),
      status: 200,
      budgetMs: BUDGET_MS,
    },
    {
      label: `GET /comments (long discussion, page ${latePage})`,
      request: () => ({
        url: `/api/v2/comments?discussionID=${long}&page=${latePage}&limit=${PAGE_SIZE}`,
      }),
      status: 200,
      budgetMs: BUDGET_MS,
    },
    {
      label: "POST /comments (long discussion)",
      request: (n) => ({
        method: "POST",
        url: "/api/v2/comments",
        headers: { ...writeHeaders, cookie },
        payload: { discussionID: long, body: `Bench comment ${n} with *markdown*.`, format: "markdown" },
      }),
      status: 201,
      budgetMs: BUDGET_MS,
    },
  ];
}

await runScaleBench({ operations });
