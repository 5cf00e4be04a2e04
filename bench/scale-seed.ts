// Bulk seeding of bench/scale.ts: a large community written with set-based SQL (insert … select over a
// number series), the same statements on SQLite and PostgreSQL but for the series and timestamps.
import { sql, type Kysely, type RawBuilder } from "kysely";
import { hashPassword } from "../server/auth/password";
import type { Dialect } from "../server/db/columns";
import { syncIdentitySequences } from "../server/db/postgres";
import type { Database } from "../server/db/types";

export const SCALE = {
  members: 20_000,
  discussions: 50_000,
  comments: 1_000_000,
  categories: 20,
  /** Comments of the one very long discussion. */
  longComments: 30_000,
  /** Four more long discussions share this many comments. */
  mediumComments: 20_000,
} as const;

/** The member the bench signs in as. */
export const BENCH_MEMBER = { name: "scale-bench", password: "scale-bench-password" };

/** What the bench needs to know about the seeded community. */
export interface SeededCommunity {
  /** The discussion with {@link SCALE.longComments} comments (and then some). */
  longDiscussionID: number;
  benchMemberID: number;
}

/** 2024-01-01T00:00:00Z in seconds: discussions start here, one every ten minutes. */
const START = 1_704_067_200;
const DISCUSSION_SPACING = 600;

/**
 * Fills a freshly migrated, empty database: members (all with the member role), categories,
 * discussions spread over them, comments (one thread of 30,000, four of 5,000, about 19 on every
 * other discussion), a few announcements, and every count and last-comment column as the app keeps
 * them. Bodies are markdown with their rendered HTML and text, as the body worker stores them.
 */
export async function seedScale(db: Kysely<Database>, dialect: Dialect): Promise<SeededCommunity> {
  const pg = dialect === "postgres";
  const lit = (value: number) => sql.lit(value);
  /** Rows `n(i)` for i = 1..count. */
  const series = (count: number): RawBuilder<unknown> =>
    pg
      ? sql`generate_series(1::bigint, ${lit(count)}) as n(i)`
      : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${lit(count)}) select i from s) as n`;
  /** A timestamp `seconds` after the epoch, stored as the app stores it. */
  const at = (seconds: RawBuilder<unknown>): RawBuilder<unknown> =>
    pg ? sql`to_timestamp(${seconds})` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
  const nl = sql.lit("\n");
  const top = async (table: "users" | "discussions" | "comments" | "categories", column: string) => {
    const row = await sql<{
      top: number | null;
    }>`select max(${sql.ref(column)}) as top from ${sql.table(table)}`
      .execute(db)
      .then((r) => r.rows[0]);
    return Number(row?.top ?? 0);
  };
  const userBase = await top("users", "userID");
  const discussionBase = await top("discussions", "discussionID");
  if ((await top("comments", "commentID")) !== 0 || discussionBase !== 0) {
    throw new Error("seedScale needs an empty community");
  }

  const memberRole = await db
    .selectFrom("roles")
    .select("roleID")
    .where("type", "=", "member")
    .executeTakeFirstOrThrow();

  await db.transaction().execute(async (trx) => {
    // Members: member1 … member20000, then the bench's own member with a real password.
    const joined = at(sql`${lit(START)} - 86400 * 30 + n.i * 60`);
    await sql`insert into users ("userID", name, "nameKey", email, "emailKey", "passwordHash", "nameSkeleton",
        "dateInserted", "dateLastActive")
      select ${lit(userBase)} + n.i, 'member' || n.i, 'member' || n.i, 'member' || n.i || '@scale.invalid',
        'member' || n.i || '@scale.invalid', '!', 'member' || n.i, ${joined}, ${joined}
      from ${series(SCALE.members)}`.execute(trx);
    await sql`insert into user_roles ("userID", "roleID")
      select ${lit(userBase)} + n.i, ${lit(memberRole.roleID)} from ${series(SCALE.members)}`.execute(trx);
  });
  // Rows went in with explicit ids: PostgreSQL's identity sequences must move past them.
  if (pg) await syncIdentitySequences(db);
  const now = new Date().toISOString();
  const { userID: benchMemberID } = await db
    .insertInto("users")
    .values({
      name: BENCH_MEMBER.name,
      nameKey: BENCH_MEMBER.name,
      email: `${BENCH_MEMBER.name}@scale.invalid`,
      emailKey: `${BENCH_MEMBER.name}@scale.invalid`,
      passwordHash: await hashPassword(BENCH_MEMBER.password),
      nameSkeleton: BENCH_MEMBER.name,
      photoUrl: "",
      title: "",
      emailConfirmed: 1,
      dateInserted: now,
      dateLastActive: now,
    })
    .returning("userID")
    .executeTakeFirstOrThrow();
  await db.insertInto("user_roles").values({ userID: benchMemberID, roleID: memberRole.roleID }).execute();

  const categoryIDs: number[] = [];
  for (let k = 1; k <= SCALE.categories; k += 1) {
    const { categoryID } = await db
      .insertInto("categories")
      .values({
        parentCategoryID: null,
        name: `Category ${k}`,
        urlcode: `scale-category-${k}`,
        description: `Discussions of kind ${k}.`,
        sort: k,
        depth: 1,
        permissionCategoryID: -1,
        displayAs: "discussions",
        dateInserted: new Date(START * 1000).toISOString(),
      })
      .returning("categoryID")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("categories")
      .set({ permissionCategoryID: categoryID })
      .where("categoryID", "=", categoryID)
      .execute();
    categoryIDs.push(categoryID);
  }
  // Uneven: category k gets about twice as many discussions as category k - 10.
  const categoryOf = sql`case when n.i % 3 = 0 then ${lit(categoryIDs[0]!)} + n.i % 10
    else ${lit(categoryIDs[0]!)} + n.i % ${lit(SCALE.categories)} end`;
  const member = (expr: RawBuilder<unknown>) => sql`${lit(userBase)} + (${expr}) % ${lit(SCALE.members)} + 1`;

  const longID = discussionBase + SCALE.discussions - 10;
  const mediumIDs = [10_000, 20_000, 30_000, 40_000].map((i) => discussionBase + i);
  await db.transaction().execute(async (trx) => {
    const started = sql`${lit(START)} + n.i * ${lit(DISCUSSION_SPACING)} + (n.i % 7) * 37`;
    await sql`insert into discussions ("discussionID", "categoryID", "insertUserID", name, body, format, "bodyHtml",
        "bodyText", "dateInserted", "dateLastComment", "countViews", pinned, "pinLocation")
      select ${lit(discussionBase)} + n.i, ${categoryOf}, ${member(sql`n.i * 37`)},
        'Discussion ' || n.i || ': a question about topic ' || (n.i % 97),
        'Body of discussion ' || n.i || ' with **some** markdown and a [link](https://example.com/' || n.i || ').',
        'markdown',
        '<p>Body of discussion ' || n.i || ' with <strong>some</strong> markdown and a <a href="https://example.com/' || n.i || '" rel="nofollow ugc noopener noreferrer">link</a>.</p>' || ${nl},
        'Body of discussion ' || n.i || ' with some markdown and a link.',
        ${at(started)}, ${at(started)}, n.i % 500,
        case when n.i in (49000, 49500, 49900) then 1 else 0 end,
        case when n.i in (49000, 49500, 49900) then 'recent' else 'none' end
      from ${series(SCALE.discussions)}`.execute(trx);
  });

  // Comments: i ≤ long: the long thread, two minutes apart; then four medium threads in turn, five
  // minutes apart; the rest spread evenly (7919 is prime to 50,000) over hours after each start.
  const long = SCALE.longComments;
  const medium = long + SCALE.mediumComments;
  const discussionOf = sql`case
      when n.i <= ${lit(long)} then ${lit(longID)}
      when n.i <= ${lit(medium)} then case (n.i - ${lit(long)}) % 4
        when 0 then ${lit(mediumIDs[0]!)} when 1 then ${lit(mediumIDs[1]!)}
        when 2 then ${lit(mediumIDs[2]!)} else ${lit(mediumIDs[3]!)} end
      else ${lit(discussionBase)} + ((n.i - ${lit(medium)}) * 7919) % ${lit(SCALE.discussions)} + 1 end`;
  const startOf = (id: RawBuilder<unknown>) =>
    sql`${lit(START)} + (${id} - ${lit(discussionBase)}) * ${lit(DISCUSSION_SPACING)} + ((${id} - ${lit(discussionBase)}) % 7) * 37`;
  const offset = sql`case
      when n.i <= ${lit(long)} then n.i * 120
      when n.i <= ${lit(medium)} then ((n.i - ${lit(long)}) / 4) * 300 + 60
      else ((n.i - ${lit(medium)}) / ${lit(SCALE.discussions)}) * 3600 + (n.i % 3000) + 60 end`;
  await db.transaction().execute(async (trx) => {
    await sql`insert into comments ("discussionID", "insertUserID", body, format, "bodyHtml", "bodyText", "dateInserted")
      select d, u, 'Comment ' || n.i || ' on discussion ' || d || ', with *a little* markdown.', 'markdown',
        '<p>Comment ' || n.i || ' on discussion ' || d || ', with <em>a little</em> markdown.</p>' || ${nl},
        'Comment ' || n.i || ' on discussion ' || d || ', with a little markdown.',
        ${at(sql`${startOf(sql`d`)} + o`)}
      from (select n.i as i, ${discussionOf} as d, ${member(sql`n.i * 31`)} as u, ${offset} as o
        from ${series(SCALE.comments)}) as n`.execute(trx);
  });

  // The counts and last comments the write paths keep.
  await db.transaction().execute(async (trx) => {
    await sql`update discussions set
        "countComments" = (select count(*) from comments c where c."discussionID" = discussions."discussionID"),
        "lastCommentID" = (select c."commentID" from comments c where c."discussionID" = discussions."discussionID"
          order by c."dateInserted" desc, c."commentID" desc limit 1)`.execute(trx);
    await sql`update discussions set
        "dateLastComment" = (select c."dateInserted" from comments c where c."commentID" = discussions."lastCommentID"),
        "lastCommentUserID" = (select c."insertUserID" from comments c where c."commentID" = discussions."lastCommentID")
      where "lastCommentID" is not null`.execute(trx);
    await sql`update categories set
        "countDiscussions" = (select count(*) from discussions d where d."categoryID" = categories."categoryID"),
        "countComments" = (select coalesce(sum(d."countComments"), 0) from discussions d
          where d."categoryID" = categories."categoryID")`.execute(trx);
    await sql`update users set
        "countDiscussions" = (select count(*) from discussions d where d."insertUserID" = users."userID"),
        "countComments" = (select count(*) from comments c where c."insertUserID" = users."userID")`.execute(
      trx,
    );
  });
  if (pg) {
    await syncIdentitySequences(db);
    // A running PostgreSQL has its tables vacuumed and analysed by autovacuum; do it now.
    await sql`vacuum analyze`.execute(db);
  }
  return { longDiscussionID: longID, benchMemberID };
}
