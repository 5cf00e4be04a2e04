import type { Kysely } from "kysely";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import type { DiscussionDetails } from "../../../schemas/widgets/discussion-details-widget.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { getDiscussion } from "./discussion-get";
import { listDiscussions, type DiscussionListQuery } from "./discussions";
import { StampedCache } from "../../db/stamped-cache";
import { loadUserFragments } from "../users/user-fragments";

/** How much of each list {@link loadDiscussionDetails} reads. */
export interface DiscussionDetailsLimits {
  /** Participants with their fragments, the author first; 0 reads none. */
  participantsLimit: number;
  /** Related discussions; 0 reads none. */
  relatedLimit: number;
}

/**
 * The side panel of a post page for the viewer: counts, category (with its colour), tags, last reply,
 * participants and related discussions. A fixed number of queries, however long the thread or many
 * its commenters; 404 like GET /discussions/{id} when the viewer may not see the discussion.
 */
export async function loadDiscussionDetails(
  db: Kysely<Database>,
  viewer: Viewer,
  discussionID: number,
  limits: DiscussionDetailsLimits,
): Promise<DiscussionDetails> {
  const discussion = await getDiscussion(db, viewer, discussionID, { expand: "-breadcrumbs,-permissions" });
  const [participants, related, category] = await Promise.all([
    loadParticipants(db, viewer, discussion, limits.participantsLimit),
    loadRelatedDiscussions(db, viewer, discussion, limits.relatedLimit),
    db
      .selectFrom("categories")
      .select("color")
      .where("categoryID", "=", discussion.categoryID)
      .executeTakeFirst(),
  ]);
  return {
    discussionID,
    countComments: discussion.countComments,
    countViews: discussion.countViews,
    dateLastComment: discussion.countComments > 0 ? (discussion.dateLastComment ?? null) : null,
    ...(discussion.category ? { category: { ...discussion.category, color: category?.color ?? null } } : {}),
    tags: discussion.tags ?? [],
    ...participants,
    related,
  };
}

/** The commenters of a thread, the most recently active first, and how many there are in all. */
interface Commenters {
  userIDs: number[];
  count: number;
}

/**
 * Each thread's commenters, kept under the thread's version (its comment count and last comment
 * date, which every new, deleted, restored or moved comment changes), so they are grouped again only
 * when the thread changed. The key is the data's own, so every server process agrees; a long thread
 * of 20,000 commenters takes about 30 ms to group on PostgreSQL (bench/scale.ts), once per change.
 */
const commentersCaches = new WeakMap<Kysely<Database>, StampedCache<Promise<Commenters>>>();

/**
 * The distinct commenters other than the author (deleted comments left out), the most recently
 * active first, up to `limit`, and their count: one query, grouped on the `comments_participants`
 * index and counted by a window over the groups.
 */
function loadCommenters(db: Kysely<Database>, discussion: Discussion, limit: number): Promise<Commenters> {
  let cache = commentersCaches.get(db);
  if (!cache) commentersCaches.set(db, (cache = new StampedCache<Promise<Commenters>>(200)));
  const key = `${discussion.discussionID}:${limit}`;
  const version = `${discussion.countComments}:${discussion.dateLastComment ?? ""}`;
  const kept = cache.get(key, version);
  if (kept) return kept;
  const loading = db
    .selectFrom("comments")
    .where("discussionID", "=", discussion.discussionID)
    .where("deleted", "=", 0)
    .where("insertUserID", "!=", discussion.insertUserID)
    .where("insertUserID", ">", 0)
    .select("insertUserID")
    .select((eb) => eb.fn.max("dateInserted").as("lastPosted"))
    .select((eb) => eb.fn.countAll<number | string>().over().as("countCommenters"))
    .groupBy("insertUserID")
    .orderBy("lastPosted", "desc")
    .orderBy("insertUserID")
    // At least one row, so the count arrives even when only the author is shown.
    .limit(Math.max(1, limit))
    .execute()
    .then((rows) => ({
      userIDs: limit > 0 ? rows.map((row) => row.insertUserID) : [],
      count: Number(rows[0]?.countCommenters ?? 0),
    }));
  cache.set(key, version, loading);
  // A failed query is not kept: its entry moves under a version no thread has.
  loading.catch(() => cache.set(key, "failed", loading));
  return loading;
}

/**
 * The author and the distinct commenters, the most recently active first, up to `limit`, and how
 * many there are in all: the commenters (kept per thread version), then their fragments.
 */
async function loadParticipants(
  db: Kysely<Database>,
  viewer: Viewer,
  discussion: Discussion,
  limit: number,
): Promise<{ participants: UserFragment[]; countParticipants: number }> {
  const author = discussion.insertUser;
  if (limit === 0) return { participants: [], countParticipants: 0 };
  const withAuthor = author && author.userID > 0 ? 1 : 0;
  const commenters = await loadCommenters(db, discussion, limit - withAuthor);
  const fragments = await loadUserFragments(db, viewer, commenters.userIDs);
  const shown = commenters.userIDs.flatMap((userID) => fragments.get(userID) ?? []);
  return {
    participants: withAuthor && author ? [author, ...shown] : shown,
    countParticipants: withAuthor + commenters.count,
  };
}

/**
 * Up to `limit` other discussions in the same category or sharing a tag with this one, newest
 * first, among those the viewer may see (the discussion list's own visibility rules): one list
 * for the category and one for the tags, each a fixed number of queries.
 */
async function loadRelatedDiscussions(
  db: Kysely<Database>,
  viewer: Viewer,
  discussion: Discussion,
  limit: number,
): Promise<DiscussionDetails["related"] & object> {
  if (limit === 0) return [];
  // One more than asked: this discussion may be among them.
  const query: DiscussionListQuery = { limit: limit + 1, sort: "-dateInserted", pinOrder: "mixed" };
  const tagIDs = (discussion.tags ?? []).map((tag) => tag.tagID);
  const lists = await Promise.all([
    listDiscussions(db, viewer, { ...query, categoryID: discussion.categoryID }, { withBody: false }),
    tagIDs.length > 0 ? listDiscussions(db, viewer, { ...query, tagID: tagIDs }, { withBody: false }) : null,
  ]);
  const found = new Map<number, Discussion>();
  for (const item of lists.flatMap((list) => list?.discussions ?? [])) {
    if (item.discussionID !== discussion.discussionID) found.set(item.discussionID, item);
  }
  return [...found.values()]
    .sort((a, b) => b.dateInserted.localeCompare(a.dateInserted) || b.discussionID - a.discussionID)
    .slice(0, limit)
    .map((item) => ({
      discussionID: item.discussionID,
      name: item.name,
      url: item.url,
      dateInserted: item.dateInserted,
      countComments: item.countComments,
    }));
}
