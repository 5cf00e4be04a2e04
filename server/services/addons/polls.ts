import type { Kysely } from "kysely";
import type { Poll, PollPostBody } from "../../../schemas/entities/poll.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { authorize } from "../../auth/viewer";
import { nowISO } from "../../db/columns";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { isAddonEnabled } from "./addons";

/** Who may create polls: the people who place them in layouts. */
export const POLLS_MANAGE_PERMISSION = "site.manage";

/** Throws the 404 of an unknown route while the Polls addon is off: it leaves no trace. */
export async function requirePollsEnabled(db: Kysely<Database>): Promise<void> {
  if (!(await isAddonEnabled(db, "polls"))) throw notFound("Page");
}

/** The poll with its counts and `viewer`'s vote; 404 when there is none. */
export async function readPoll(db: Kysely<Database>, viewer: Viewer, pollID: number): Promise<Poll> {
  const poll = await db
    .selectFrom("polls")
    .select(["pollID", "name"])
    .where("pollID", "=", pollID)
    .executeTakeFirst();
  if (!poll) throw notFound("Poll");
  const [options, mine] = await Promise.all([
    db
      .selectFrom("poll_options")
      .leftJoin("poll_votes", "poll_votes.pollOptionID", "poll_options.pollOptionID")
      .select(({ fn }) => [
        "poll_options.pollOptionID",
        "poll_options.body",
        fn.count<number | string>("poll_votes.userID").as("countVotes"),
      ])
      .where("poll_options.pollID", "=", pollID)
      .groupBy(["poll_options.pollOptionID", "poll_options.body", "poll_options.sort"])
      .orderBy("poll_options.sort")
      .orderBy("poll_options.pollOptionID")
      .execute(),
    viewer.userID > 0
      ? db
          .selectFrom("poll_votes")
          .select("pollOptionID")
          .where("pollID", "=", pollID)
          .where("userID", "=", viewer.userID)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const counted = options.map((option) => ({
    pollOptionID: option.pollOptionID,
    body: option.body,
    countVotes: Number(option.countVotes),
  }));
  return {
    pollID: poll.pollID,
    name: poll.name,
    countVotes: counted.reduce((sum, option) => sum + option.countVotes, 0),
    myVote: mine?.pollOptionID ?? null,
    options: counted,
  };
}

/** Creates a poll (site.manage) and answers it. */
export async function createPoll(db: Kysely<Database>, viewer: Viewer, body: PollPostBody): Promise<Poll> {
  authorize(viewer, POLLS_MANAGE_PERMISSION);
  const options = body.options.map((option) => option.trim());
  if (options.some((option) => option === "")) {
    throw badRequest("Every option needs some text.", [
      { field: "options", code: "empty", message: "Every option needs some text." },
    ]);
  }
  const name = body.name.trim();
  if (!name)
    throw badRequest("The poll needs a question.", [
      { field: "name", code: "empty", message: "The poll needs a question." },
    ]);
  const pollID = await db.transaction().execute(async (trx) => {
    const { pollID: id } = await trx
      .insertInto("polls")
      .values({ name, insertUserID: viewer.userID, dateInserted: nowISO() })
      .returning("pollID")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("poll_options")
      .values(options.map((text, sort) => ({ pollID: id, body: text, sort })))
      .execute();
    return id;
  });
  return readPoll(db, viewer, pollID);
}

/** Records a member's one vote in a poll (409 for a second one) and answers the results. */
export async function votePoll(
  db: Kysely<Database>,
  viewer: Viewer,
  pollID: number,
  pollOptionID: number,
): Promise<Poll> {
  authorize(viewer, "session.valid");
  const option = await db
    .selectFrom("poll_options")
    .select("pollOptionID")
    .where("pollID", "=", pollID)
    .where("pollOptionID", "=", pollOptionID)
    .executeTakeFirst();
  if (!option) {
    await readPoll(db, viewer, pollID); // 404 for an unknown poll first
    throw badRequest("That option is not in this poll.", [
      { field: "pollOptionID", code: "unknown", message: "That option is not in this poll." },
    ]);
  }
  const inserted = await db
    .insertInto("poll_votes")
    .values({ pollID, userID: viewer.userID, pollOptionID, dateInserted: nowISO() })
    .onConflict((oc) => oc.columns(["pollID", "userID"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new HttpError(409, "You already voted in this poll.");
  }
  return readPoll(db, viewer, pollID);
}
