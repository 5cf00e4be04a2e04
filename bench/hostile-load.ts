// While a member posts body bombs (deeply nested html and markdown, a nested comment, an oversized
// body, and a heavy legitimate markdown body) in a loop, another client reads
// `GET /api/v2/discussions` and this prints the readers' latency percentiles and requests per second,
// beside the same read with no attacker, on the built server with a fresh demo database.
// Run with `npx tsx bench/hostile-load.ts` after `npm run build` (part of `npm run bench`).
// BENCH_SECONDS sets how long each phase runs (30 by default).
import http from "node:http";
import { BODY_BOMBS, COMMENT_BOMB, HEAVY_MARKDOWN } from "../tests/fixtures/body-bombs";
import { startBuiltServer } from "../tests/helpers/start-server";
import { latencySummary, readLoad } from "./read-load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const READERS = 4;
const ATTACKERS = 4;
const READ_PATH = "/discussions?limit=30&expand=insertUser,category";

const BOMBS: { label: string; path: string; body: (ids: Ids) => object }[] = [
  {
    label: "<div> x 20000 (html)",
    path: "/discussions",
    body: (ids) => post(ids, BODY_BOMBS["<div> x 20000"], "html"),
  },
  {
    label: "<div> x 10000 (html)",
    path: "/discussions",
    body: (ids) => post(ids, BODY_BOMBS["<div> x 10000"], "html"),
  },
  {
    label: "<b> x 10000 (markdown)",
    path: "/discussions",
    body: (ids) => post(ids, BODY_BOMBS["<b> x 10000"], "markdown"),
  },
  {
    label: "> x 5000 (markdown)",
    path: "/discussions",
    body: (ids) => post(ids, `${">".repeat(5_000)} deep`, "markdown"),
  },
  {
    label: "comment <div> x 8000",
    path: "/comments",
    body: (ids) => ({ discussionID: ids.discussionID, body: COMMENT_BOMB, format: "html" }),
  },
  {
    label: "heavy legitimate markdown (4,000 elements)",
    path: "/discussions",
    body: (ids) => post(ids, HEAVY_MARKDOWN, "markdown"),
  },
];

interface Ids {
  categoryID: number;
  discussionID: number;
}
function post(ids: Ids, body: string, format: string): object {
  return { name: "Load", body, format, categoryID: ids.categoryID };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: READERS + ATTACKERS + 2 });
function request(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: object } = {},
): Promise<{ status: number; text: string; cookie?: string }> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/v2${path}`,
      {
        method,
        agent,
        headers: {
          "x-requested-with": "XMLHttpRequest",
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const setCookie = res.headers["set-cookie"]?.find((c) => c.startsWith("plaza_session="));
          resolve({ status: res.statusCode ?? 0, text, cookie: setCookie?.split(";")[0] });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const server = await startBuiltServer({ PLAZA_SEED: "demo" });
try {
  const base = server.baseURL.replace(/\/$/, "");
  const signIn = await request(base, "POST", "/session", {
    body: { username: "member", password: "plaza-demo" },
  });
  if (!signIn.cookie) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  const cookie = signIn.cookie;
  const categories = JSON.parse((await request(base, "GET", "/categories?limit=50")).text) as {
    categoryID: number;
    urlcode: string;
  }[];
  const categoryID = categories.find((c) => c.urlcode === "general")?.categoryID ?? 0;
  const thread = await request(base, "POST", "/discussions", {
    cookie,
    body: post({ categoryID, discussionID: 0 }, "A thread.", "markdown"),
  });
  const ids: Ids = {
    categoryID,
    discussionID: (JSON.parse(thread.text) as { discussionID: number }).discussionID,
  };

  console.log(`readers: ${READERS} clients on GET /api/v2${READ_PATH}; ${SECONDS} s per phase`);
  console.log(
    `quiet:        ${latencySummary(await readLoad(READERS, SECONDS, () => request(base, "GET", READ_PATH).then((answer) => answer.status)), SECONDS)}`,
  );

  const statuses = new Map<string, Map<number, number>>();
  let attacking = true;
  const attackers = Array.from({ length: ATTACKERS }, async (_, worker) => {
    let i = worker;
    while (attacking) {
      const bomb = BOMBS[i % BOMBS.length] as (typeof BOMBS)[number];
      i += 1;
      const { status } = await request(base, "POST", bomb.path, { cookie, body: bomb.body(ids) });
      const counts = statuses.get(bomb.label) ?? new Map<number, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      statuses.set(bomb.label, counts);
    }
  });
  const underAttack = await readLoad(READERS, SECONDS, () =>
    request(base, "GET", READ_PATH).then((answer) => answer.status),
  );
  attacking = false;
  await Promise.all(attackers);
  console.log(`under attack: ${latencySummary(underAttack, SECONDS)}`);
  console.log(`attacker (${ATTACKERS} clients, one member), answers by body:`);
  for (const [label, counts] of statuses) {
    const parts = [...counts].map(([status, n]) => `${n} × ${status}`).join(", ");
    console.log(`  ${label.padEnd(44)} ${parts}`);
  }
} finally {
  agent.destroy();
  await server.stop();
}
