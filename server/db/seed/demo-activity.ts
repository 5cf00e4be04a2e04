import type { Insertable, Kysely } from "kysely";
import type { Database } from "../types";
import { demoConversations } from "./demo-comments";
import { MEGA_THREAD_TITLE, WELCOME_TITLE, type DemoDiscussion } from "./demo-discussions";
import { DAY, HOUR, iso, MINUTE, type SeededRandom } from "./demo-random";

/** A demo member once inserted, with the counters the seed keeps for them. */
export interface SeededUser {
  userID: number;
  name: string;
  joined: number;
  isStaff: boolean;
  bannedSince: number | null;
  countDiscussions: number;
  countComments: number;
  lastActive: number;
}

export interface SeededDiscussion {
  discussionID: number;
  demo: DemoDiscussion;
  author: SeededUser;
  date: number;
  categoryCode: string;
  staff: boolean;
  /** In date order. */
  comments: SeededComment[];
  score: number;
}

export interface SeededComment {
  commentID: number;
  discussion: SeededDiscussion;
  author: SeededUser;
  date: number;
  score: number;
}

interface ActivityContext {
  now: number;
  random: SeededRandom;
}

/** Reaction types by weight: mostly Like and Agree, a few negative ones, never a flag (11, 12). */
const weightedReactionTypes = [5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 3, 3, 3, 2, 2, 2, 4, 4, 1, 7, 8, 9, 10];
const REACTION_TARGET = 150;

interface ReactionTarget {
  recordType: "discussion" | "comment";
  recordID: number;
  record: { score: number };
  author: SeededUser;
  date: number;
  discussion: SeededDiscussion;
}

interface SeededReaction {
  target: ReactionTarget;
  user: SeededUser;
  tagID: number;
  date: number;
}

/**
 * The activity around the content: reactions (and the scores they add up to), the discussions'
 * comment counters, read marks and bookmarks, notifications and private conversations.
 */
export async function seedDemoActivity(
  db: Kysely<Database>,
  ctx: ActivityContext,
  users: Map<string, SeededUser>,
  discussions: SeededDiscussion[],
  comments: SeededComment[],
): Promise<void> {
  const user = (name: string) => {
    const found = users.get(name);
    if (!found) throw new Error(`Demo seed: unknown user ${name}`);
    return found;
  };
  const discussion = (title: string) => {
    const found = discussions.find((d) => d.demo.title === title);
    if (!found) throw new Error(`Demo seed: unknown discussion ${title}`);
    return found;
  };
  const reactions = await seedReactions(db, ctx, users, discussions, comments, user);

  for (const d of discussions) {
    const last = d.comments.at(-1);
    await db
      .updateTable("discussions")
      .set({
        countComments: d.comments.length,
        dateLastComment: iso(last?.date ?? d.date),
        lastCommentID: last?.commentID ?? null,
        lastCommentUserID: last?.author.userID ?? null,
        countViews: ctx.random.int(15, 140) + d.comments.length * ctx.random.int(4, 12),
        score: d.score,
      })
      .where("discussionID", "=", d.discussionID)
      .execute();
  }
  for (const c of comments.filter((c) => c.score !== 0)) {
    await db.updateTable("comments").set({ score: c.score }).where("commentID", "=", c.commentID).execute();
  }

  await seedReadMarks(db, ctx, users, discussions, user, discussion);
  await seedNotifications(db, discussions, comments, reactions, user);
  await seedConversations(db, ctx, user);
}

async function seedReactions(
  db: Kysely<Database>,
  { now, random }: ActivityContext,
  users: Map<string, SeededUser>,
  discussions: SeededDiscussion[],
  comments: SeededComment[],
  user: (name: string) => SeededUser,
): Promise<SeededReaction[]> {
  const types = await db.selectFrom("reaction_types").select(["tagID", "reactionValue"]).execute();
  const valueOf = new Map(types.map((t) => [t.tagID, t.reactionValue]));
  const targets: ReactionTarget[] = [
    ...discussions
      .filter((d) => !d.staff)
      .map((d) => ({
        recordType: "discussion" as const,
        recordID: d.discussionID,
        record: d,
        author: d.author,
        date: d.date,
        discussion: d,
      })),
    ...comments
      .filter((c) => !c.discussion.staff)
      .map((c) => ({
        recordType: "comment" as const,
        recordID: c.commentID,
        record: c,
        author: c.author,
        date: c.date,
        discussion: c.discussion,
      })),
  ];
  const reactors = [...users.values()].filter((u) => u.bannedSince === null);
  const seen = new Set<string>();
  const reactions: SeededReaction[] = [];
  const react = (target: ReactionTarget | undefined, reactor: SeededUser, tagID: number) => {
    if (!target || reactor === target.author || reactor.joined > target.date) return;
    const key = `${target.recordType}:${target.recordID}:${reactor.userID}`;
    if (seen.has(key)) return;
    seen.add(key);
    // Promote puts a post on the front page: a staff decision, so members simply like it instead.
    if (tagID === 1 && !reactor.isStaff) tagID = 5;
    const date = target.date + Math.floor(random.next() * Math.min(3 * DAY, now - target.date - MINUTE));
    reactions.push({ target, user: reactor, tagID, date });
    target.record.score += valueOf.get(tagID) ?? 0;
    reactor.lastActive = Math.max(reactor.lastActive, date);
  };

  // A few on `member`'s posts first, so their notifications have something to point at.
  const member = user("member");
  const memberDiscussions = targets.filter((t) => t.recordType === "discussion" && t.author === member);
  const memberComments = targets.filter((t) => t.recordType === "comment" && t.author === member);
  react(memberDiscussions[0], user("ada"), 5);
  react(memberDiscussions.at(-1), user("grace"), 3);
  react(memberComments.at(-1), user("linus"), 2);
  for (let attempt = 0; reactions.length < REACTION_TARGET && attempt < 10_000; attempt++) {
    react(random.pick(targets), random.pick(reactors), random.pick(weightedReactionTypes));
  }

  await db
    .insertInto("reactions")
    .values(
      reactions.map((r) => ({
        recordType: r.target.recordType,
        recordID: r.target.recordID,
        userID: r.user.userID,
        tagID: r.tagID,
        dateInserted: iso(r.date),
      })),
    )
    .execute();
  return reactions;
}

/** Bookmarks and read marks (user_discussions). */
async function seedReadMarks(
  db: Kysely<Database>,
  { now, random }: ActivityContext,
  users: Map<string, SeededUser>,
  discussions: SeededDiscussion[],
  user: (name: string) => SeededUser,
  discussion: (title: string) => SeededDiscussion,
): Promise<void> {
  const rows = new Map<string, Insertable<Database["user_discussions"]>>();
  const view = (
    viewer: SeededUser,
    d: SeededDiscussion,
    options: { bookmarked?: boolean; read?: number } = {},
  ) => {
    const key = `${viewer.userID}:${d.discussionID}`;
    if (rows.has(key) || (d.staff && !viewer.isStaff) || viewer.joined > d.date) return;
    const read = Math.min(options.read ?? d.comments.length, d.comments.length);
    // Viewed after the last comment read and before the next one.
    const from = read === 0 ? d.date : (d.comments[read - 1]?.date ?? d.date);
    const until = Math.min(d.comments[read]?.date ?? now, now, from + 5 * DAY);
    const viewed = from + Math.floor(random.next() * Math.max(until - from - MINUTE, MINUTE));
    viewer.lastActive = Math.max(viewer.lastActive, viewed);
    rows.set(key, {
      userID: viewer.userID,
      discussionID: d.discussionID,
      bookmarked: options.bookmarked ? 1 : 0,
      dismissed: 0,
      countCommentsRead: read,
      dateLastViewed: iso(viewed),
    });
  };

  const member = user("member");
  const member2 = user("member2");
  view(member, discussion(WELCOME_TITLE), { bookmarked: true });
  view(member, discussion(MEGA_THREAD_TITLE), { bookmarked: true, read: 40 });
  view(member, discussion("Markdown cheat sheet for posts"), { bookmarked: true, read: 1 });
  view(member, discussion("Board game recommendations for four players"), { bookmarked: true });
  view(member2, discussion(MEGA_THREAD_TITLE), { bookmarked: true });
  view(member2, discussion("Weekly digest email"), { bookmarked: true, read: 1 });

  const viewers = [...users.values()].filter((u) => u.bannedSince === null);
  for (let i = 0; i < 40; i++) {
    const d = random.pick(discussions);
    view(random.pick(viewers), d, {
      read: random.chance(0.7) ? d.comments.length : random.int(0, d.comments.length),
    });
  }
  await db
    .insertInto("user_discussions")
    .values([...rows.values()])
    .execute();
}

interface PlannedNotification {
  user: SeededUser;
  activity: SeededUser;
  reason: "comment" | "mention" | "reaction";
  discussion: SeededDiscussion;
  recordType: "discussion" | "comment";
  recordID: number;
  date: number;
}

async function seedNotifications(
  db: Kysely<Database>,
  discussions: SeededDiscussion[],
  comments: SeededComment[],
  reactions: SeededReaction[],
  user: (name: string) => SeededUser,
): Promise<void> {
  const commentsFor = (recipient: SeededUser, count: number): PlannedNotification[] =>
    comments
      .filter(
        (c) => c.discussion.author === recipient && c.author !== recipient && !c.discussion.demo.mention,
      )
      .sort((a, b) => b.date - a.date)
      .slice(0, count)
      .map((c) => ({
        user: recipient,
        activity: c.author,
        reason: "comment",
        discussion: c.discussion,
        recordType: "comment",
        recordID: c.commentID,
        date: c.date,
      }));
  const reactionsFor = (recipient: SeededUser, count: number): PlannedNotification[] =>
    reactions
      .filter((r) => r.target.author === recipient)
      .sort((a, b) => b.date - a.date)
      .slice(0, count)
      .map((r) => ({
        user: recipient,
        activity: r.user,
        reason: "reaction",
        discussion: r.target.discussion,
        recordType: r.target.recordType,
        recordID: r.target.recordID,
        date: r.date,
      }));
  const mentionsOf = (recipient: SeededUser): PlannedNotification[] =>
    discussions.flatMap((d) => {
      const last = d.comments.at(-1);
      if (d.demo.mention?.of !== recipient.name || !last) return [];
      return [
        {
          user: recipient,
          activity: last.author,
          reason: "mention" as const,
          discussion: d,
          recordType: "comment" as const,
          recordID: last.commentID,
          date: last.date,
        },
      ];
    });

  const member = user("member");
  const member2 = user("member2");
  const admin = user("admin");
  const batches: Array<{ notes: PlannedNotification[]; unread: number }> = [
    { notes: [...commentsFor(member, 3), ...mentionsOf(member), ...reactionsFor(member, 2)], unread: 3 },
    { notes: [...commentsFor(member2, 2), ...reactionsFor(member2, 1)], unread: 1 },
    { notes: commentsFor(admin, 2), unread: 1 },
  ];
  const text = (n: PlannedNotification) => {
    const title = `“${n.discussion.demo.title}”`;
    if (n.reason === "comment") return `${n.activity.name} commented on ${title}`;
    if (n.reason === "mention") return `${n.activity.name} mentioned you in ${title}`;
    return `${n.activity.name} reacted to your ${n.recordType} in ${title}`;
  };
  const rows = batches.flatMap(({ notes, unread }) =>
    notes
      .sort((a, b) => a.date - b.date)
      .map((n, index) => ({
        userID: n.user.userID,
        activityUserID: n.activity.userID,
        reason: n.reason,
        body: text(n),
        // A comment's notification opens the comment (its page and anchor), as the live ones do
        // (services/comments/comment-access.ts commentUrl); a discussion's opens the discussion.
        url:
          n.recordType === "comment"
            ? `/discussion/comment/${n.recordID}#Comment_${n.recordID}`
            : `/discussion/${n.discussion.discussionID}`,
        photoUrl: "",
        recordType: n.recordType,
        recordID: n.recordID,
        read: index < notes.length - unread ? 1 : 0,
        dateInserted: iso(n.date),
        dateUpdated: iso(n.date),
      })),
  );
  rows.sort((a, b) => a.dateInserted.localeCompare(b.dateInserted));
  if (rows.length) await db.insertInto("notifications").values(rows).execute();
}

async function seedConversations(
  db: Kysely<Database>,
  { now, random }: ActivityContext,
  user: (name: string) => SeededUser,
): Promise<void> {
  for (const demo of [...demoConversations].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const from = user(demo.from);
    const to = user(demo.to);
    let date = now - demo.daysAgo * DAY + random.int(0, 8) * HOUR;
    const dates = demo.messages.map((_, i) =>
      i === 0 ? date : (date = Math.min(date + random.int(20, 300) * MINUTE, now - MINUTE)),
    );
    const { conversationID } = await db
      .insertInto("conversations")
      .values({
        insertUserID: from.userID,
        name: demo.name,
        dateInserted: iso(dates[0] ?? date),
        dateLastMessage: iso(date),
        countMessages: demo.messages.length,
      })
      .returning("conversationID")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("conversation_participants")
      .values([
        { conversationID, userID: from.userID, countRead: demo.messages.length, deleted: 0 },
        { conversationID, userID: to.userID, countRead: demo.recipientRead, deleted: 0 },
      ])
      .execute();
    for (const [i, message] of demo.messages.entries()) {
      const author = user(message.by);
      const sent = dates[i] ?? date;
      author.lastActive = Math.max(author.lastActive, sent);
      await db
        .insertInto("messages")
        .values({
          conversationID,
          insertUserID: author.userID,
          body: message.body,
          format: "markdown",
          dateInserted: iso(sent),
        })
        .execute();
    }
  }
}
