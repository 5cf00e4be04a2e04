// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySqliteToPostgres, type CopyReport } from "../../scripts/copy-to-postgres";
import { buildApp } from "../../server/app";
import { publicDiscussionIDs, sessionCookieOf, signInAs, writeHeaders } from "../helpers/server";
import { databaseUrl, onCluster, TEST_DATABASE_URL } from "../helpers/test-database";

/**
 * `npm run db:copy-to-postgres`: a SQLite community (the demo plus writes made through the API) is
 * copied into a new PostgreSQL database, compared table by table, and served from there. Runs only
 * on the PostgreSQL pass of the suite (PLAZA_TEST_DATABASE_URL names the cluster).
 */

const SKIPPED = new Set(["kysely_migration", "kysely_migration_lock"]);

/** A client that reads JSON as its text (parsed by {@link normalised}, as SQLite's). */
function postgresClient(): pg.Client {
  const asText = (value: string) => value;
  return new pg.Client({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === 114 || oid === 3802
          ? asText
          : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
    },
  });
}

let dataDir: string;
let databaseName: string;
let url: string;
let report: CopyReport;
let memberCookie: string;
let discussionID: number;
let commentID: number;
let retiredCommentID: number;
let layoutID: number;
let before: Awaited<ReturnType<typeof postPageAnswers>>;
let copy: FastifyInstance | undefined;

/** The answers the post page and the member's lists are built from. */
async function postPageAnswers(app: FastifyInstance, cookie: string) {
  const get = async (url: string) => {
    const response = await app.inject({ url: `/api/v2${url}`, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as unknown;
  };
  return {
    discussion: await get(`/discussions/${discussionID}`),
    comments: await get(`/comments?discussionID=${discussionID}&limit=100`),
    discussionReactions: await get(`/discussions/${discussionID}/reactions`),
    commentReactions: await get(`/comments/${commentID}/reactions`),
    bookmarked: await get("/discussions/bookmarked"),
    layout: await get(
      `/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=${discussionID}`,
    ),
  };
}

/** The answers with every view count set to 0. */
const withoutViewCounts = (answers: unknown): unknown =>
  JSON.parse(JSON.stringify(answers).replace(/"countViews":\d+/g, '"countViews":0'));
const viewsOf = (discussion: unknown) => (discussion as { countViews: number }).countViews;

async function send(
  app: FastifyInstance,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/** JSON with object keys sorted (jsonb keeps its own key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Buffer)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A table's rows, normalised for comparing: timestamps as ISO strings, JSON parsed, sorted. */
function normalised(rows: Array<Record<string, unknown>>, types: Map<string, string>): string[] {
  return rows
    .map((row) => {
      const out: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) {
        const type = types.get(column) ?? "";
        if (value === null) out[column] = null;
        else if (type.startsWith("timestamp")) out[column] = new Date(value as string | Date).toISOString();
        else if (type === "json" || type === "jsonb")
          out[column] = typeof value === "string" ? JSON.parse(value) : value;
        else out[column] = value;
      }
      return canonical(out);
    })
    .sort();
}

describe.skipIf(!TEST_DATABASE_URL)("copying a SQLite community to PostgreSQL", () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-copy-"));
    // The source: SQLite in a folder of its own (no databaseUrl), the demo community plus writes.
    const app = await buildApp({ dataDir, seed: "demo" });
    try {
      memberCookie = await signInAs(app, "member");
      const admin = await signInAs(app, "admin");
      const member2 = await signInAs(app, "member2");
      [discussionID] = (await publicDiscussionIDs(app, { withComments: true })) as [number];
      const posted = await send(app, "POST", "/comments", memberCookie, {
        discussionID,
        body: "Copied across *intact*.",
        format: "markdown",
      });
      commentID = posted.json<{ commentID: number }>().commentID;
      // The newest comment is deleted: PostgreSQL must not hand its ID out again either.
      const doomed = await send(app, "POST", "/comments", memberCookie, {
        discussionID,
        body: "Soon gone.",
        format: "markdown",
      });
      retiredCommentID = doomed.json<{ commentID: number }>().commentID;
      await send(app, "DELETE", `/comments/${retiredCommentID}`, admin);
      await send(app, "POST", `/comments/${commentID}/reactions`, member2, { reactionType: "Like" });
      await send(app, "POST", `/discussions/${discussionID}/reactions`, member2, {
        reactionType: "Insightful",
      });
      await send(app, "PUT", `/discussions/${discussionID}/bookmark`, memberCookie, { bookmarked: true });
      const layout = await send(app, "POST", "/layouts", admin, {
        name: "Narrow post page",
        layoutViewType: "post",
        layout: [
          {
            $hydrate: "react.section.1-column",
            isNarrow: true,
            children: [
              { $hydrate: "react.breadcrumbs" },
              { $hydrate: "react.asset.originalPost" },
              { $hydrate: "react.asset.commentThread" },
              { $hydrate: "react.asset.createComment" },
            ],
          },
        ],
      });
      layoutID = layout.json<{ layoutID: number }>().layoutID;
      await send(app, "PUT", `/layouts/${layoutID}/views`, admin, [{ recordType: "global", recordID: -1 }]);
      await send(app, "PATCH", "/config", admin, { "featureFlags.customLayout.post.Enabled": true });
      // Read twice: the first read counts the member's view, the second is the settled answer.
      await postPageAnswers(app, memberCookie);
      before = await postPageAnswers(app, memberCookie);
    } finally {
      await app.close();
    }

    databaseName = `plaza_copy_${process.pid}_${Date.now().toString(36)}`;
    await onCluster(`create database ${databaseName}`);
    url = databaseUrl(databaseName);
    report = await copySqliteToPostgres({ from: path.join(dataDir, "plaza.db"), to: url, log: () => {} });
  }, 120_000);

  afterAll(async () => {
    await copy?.close();
    if (databaseName) await onCluster(`drop database if exists ${databaseName} with (force)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies every table, row for row", async () => {
    const sqlite = new SQLite(path.join(dataDir, "plaza.db"), { readonly: true });
    const client = postgresClient();
    await client.connect();
    try {
      const sqliteTables =
        // Virtual tables and their shadow tables (the FTS5 search index) are SQLite's own index.
        (
          sqlite
            .prepare("select name from pragma_table_list where schema = 'main' and type = 'table'")
            .pluck()
            .all() as string[]
        )
          .filter((name) => !name.startsWith("sqlite_") && !SKIPPED.has(name))
          .sort();
      const { rows: columns } = await client.query<{
        table_name: string;
        column_name: string;
        data_type: string;
        is_generated: string;
      }>(
        "select table_name, column_name, data_type, is_generated from information_schema.columns where table_schema = current_schema()",
      );
      // Generated columns (the search index's tsvector) are PostgreSQL's own, computed from the copy.
      const generated = new Set(
        columns.filter((c) => c.is_generated === "ALWAYS").map((c) => `${c.table_name}.${c.column_name}`),
      );
      const typesOf = new Map<string, Map<string, string>>();
      for (const c of columns) {
        if (SKIPPED.has(c.table_name) || generated.has(`${c.table_name}.${c.column_name}`)) continue;
        const types = typesOf.get(c.table_name) ?? new Map<string, string>();
        types.set(c.column_name, c.data_type);
        typesOf.set(c.table_name, types);
      }
      expect([...typesOf.keys()].sort()).toEqual(sqliteTables);
      expect(report.tables.map((t) => t.table).sort()).toEqual(sqliteTables);
      expect(sqliteTables).toEqual(
        expect.arrayContaining(["comments", "reactions", "user_discussions", "layouts"]),
      );

      for (const table of sqliteTables) {
        const types = typesOf.get(table) as Map<string, string>;
        const fromSqlite = sqlite.prepare(`select * from "${table}"`).all() as Array<Record<string, unknown>>;
        const { rows: fromPostgres } = await client.query<Record<string, unknown>>(
          `select * from "${table}"`,
        );
        for (const row of fromPostgres) {
          for (const column of Object.keys(row)) if (generated.has(`${table}.${column}`)) delete row[column];
        }
        expect(normalised(fromPostgres, types), table).toEqual(normalised(fromSqlite, types));
        expect(report.tables.find((t) => t.table === table)?.rows, table).toBe(fromSqlite.length);
      }
      // The API's writes are among them.
      const comment = await client.query(`select body from comments where "commentID" = $1`, [commentID]);
      expect(comment.rows[0]?.body).toBe("Copied across *intact*.");
      const layout = await client.query(`select definition from layouts where "layoutID" = $1`, [layoutID]);
      expect(JSON.parse(layout.rows[0]?.definition)).toMatchObject([{ isNarrow: true }]);
    } finally {
      sqlite.close();
      await client.end();
    }
    expect(report.dataDir).toBe(dataDir);
    expect(report.uploadsDir).toBe(path.join(dataDir, "uploads"));
  });

  it("refuses a target that already holds a community, and changes nothing there", async () => {
    await expect(copySqliteToPostgres({ from: dataDir, to: url, log: () => {} })).rejects.toThrow(
      /already holds community data.*nothing was copied/s,
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>("select count(*) as n from comments");
      expect(Number(rows[0]?.n)).toBe(report.tables.find((t) => t.table === "comments")?.rows);
    } finally {
      await client.end();
    }
  });

  it("serves the copy: the same post page, sessions and sign-in, new comments with new IDs", async () => {
    copy = await buildApp({ dataDir, databaseUrl: url, seed: "none", poolSize: 4 });
    // The member's session was copied too, and every answer reads as it did on SQLite, but for the
    // view count: a server counts a viewer's view once per window it keeps itself, so the copy,
    // a new server, counts the member's view again (docs/decisions/database.md).
    const after = await postPageAnswers(copy, memberCookie);
    expect(withoutViewCounts(after)).toEqual(withoutViewCounts(before));
    expect(viewsOf(after.discussion)).toBe(viewsOf(before.discussion) + 1);
    expect(before.layout).toMatchObject({ layoutID, isDefault: false });
    expect(JSON.stringify(before.comments)).toContain("Copied across <em>intact</em>.");

    const signIn = await copy.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
      payload: { username: "member2", password: "plaza-demo" },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const member2 = sessionCookieOf(signIn);
    const posted = await send(copy, "POST", "/comments", member2, {
      discussionID,
      body: "Posted on PostgreSQL.",
      format: "markdown",
    });
    const newID = posted.json<{ commentID: number }>().commentID;
    expect(newID).toBeGreaterThan(retiredCommentID);
    const comments = await copy.inject({
      url: `/api/v2/comments?discussionID=${discussionID}&limit=100`,
      headers: { cookie: memberCookie },
    });
    const ids = comments.json<Array<{ commentID: number }>>().map((c) => c.commentID);
    expect(ids).toContain(newID);
    expect(ids).toContain(commentID);
  });
});
