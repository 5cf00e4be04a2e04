import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../helpers/server";
import { createCategoryModerator } from "../helpers/category-moderator";
import {
  demoNameOf,
  describeMismatch,
  discussionActionTable,
  userKinds,
  type ActionID,
  type ActionRow,
  type DiscussionState,
  type Mismatch,
  type UserKind,
} from "./discussion-actions.table";

/**
 * Every action of the permission table performed over HTTP as every kind of user, each on a fresh
 * discussion by the author in the category moderator's category (or a fresh comment of theirs on
 * one), compared with the table's `allowed` value: success for allowed, 401/403 (or, for bulk
 * calls, the ID among failedIDs with such a status) for refused. Any other answer is a mismatch too.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What one try came to. */
type Outcome =
  | { kind: "allowed"; status: number }
  | { kind: "refused"; status: number }
  | { kind: "unexpected"; detail: string };

interface Setup {
  app: FastifyInstance;
  cookies: Record<UserKind, string | undefined>;
  /** Ideas & Feedback: the category moderator's category, where every discussion under test starts. */
  categoryID: number;
  /** General: where moves go (every member may post there). */
  generalID: number;
  authorID: number;
  member2ID: number;
  tagID: number;
  collectionID: number;
}

let setup: Setup;

/** Every config flag the table's rows need (content spec §6). */
const flags = {
  "tagging.enabled": true,
  "triage.enabled": true,
  "featureFlags.escalations.Enabled": true,
  "featureFlags.customLayout.createPost.Enabled": true,
};

beforeAll(async () => {
  const app = await buildTestApp({ seed: "demo" });
  const cookies: Record<UserKind, string | undefined> = {
    guest: undefined,
    member: await signInAs(app, demoNameOf.member),
    author: await signInAs(app, demoNameOf.author),
    categoryModerator: undefined,
    admin: await signInAs(app, demoNameOf.admin),
    banned: await signInAs(app, demoNameOf.banned),
  };
  const moderator = await createCategoryModerator(app);
  cookies.categoryModerator = moderator.cookie;
  const config = await app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...writeHeaders, cookie: cookies.admin },
    payload: flags,
  });
  if (config.statusCode >= 300) throw new Error(`PATCH /config: ${config.statusCode} ${config.body}`);
  const userIDOf = async (name: string) =>
    (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
      .userID;
  const tag = await app.db.selectFrom("tags").select("tagID").orderBy("tagID").executeTakeFirstOrThrow();
  const collection = await app.db
    .selectFrom("collections")
    .select("collectionID")
    .orderBy("collectionID")
    .executeTakeFirstOrThrow();
  setup = {
    app,
    cookies,
    categoryID: moderator.categoryID,
    generalID: await categoryIDOf(app, "general"),
    authorID: await userIDOf(demoNameOf.author),
    member2ID: await userIDOf(demoNameOf.member),
    tagID: tag.tagID,
    collectionID: collection.collectionID,
  };
}, 60_000);

afterAll(() => setup?.app.close());

function call(method: Method, url: string, as: UserKind, payload?: unknown) {
  const cookie = setup.cookies[as];
  return setup.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

let serial = 0;

/** A new discussion by the author in the moderator's category, in the given state. */
async function freshDiscussion(state: DiscussionState = "open"): Promise<number> {
  serial += 1;
  const response = await call("POST", "/discussions", "author", {
    categoryID: setup.categoryID,
    name: `Permission table topic ${serial}`,
    body: `Body of topic ${serial}.`,
    format: "markdown",
  });
  if (response.statusCode !== 201)
    throw new Error(`POST /discussions: ${response.statusCode} ${response.body}`);
  const { discussionID } = response.json() as { discussionID: number };
  if (state !== "open") {
    await setup.app.db
      .updateTable("discussions")
      .set(state === "closed" ? { closed: 1 } : { pinned: 1, pinLocation: "category" })
      .where("discussionID", "=", discussionID)
      .execute();
  }
  return discussionID;
}

/** A new comment by the author on a new discussion of theirs. */
async function freshComment(): Promise<number> {
  const discussionID = await freshDiscussion();
  const response = await call("POST", "/comments", "author", {
    discussionID,
    body: "A comment to act on.",
    format: "markdown",
  });
  if (response.statusCode !== 201) throw new Error(`POST /comments: ${response.statusCode} ${response.body}`);
  return (response.json() as { commentID: number }).commentID;
}

const excerpt = (response: LightMyRequestResponse) => response.body.slice(0, 160);

/** A single-record call: 2xx is allowed, 401/403 refused, anything else unexpected. */
function single(response: LightMyRequestResponse): Outcome {
  const status = response.statusCode;
  if (status >= 200 && status < 300) return { kind: "allowed", status };
  if (status === 401 || status === 403) return { kind: "refused", status };
  return { kind: "unexpected", detail: `${status} ${excerpt(response)}` };
}

interface Progress {
  successIDs: number[];
  failedIDs: number[];
  exceptionsByID: Record<string, { status: number; message: string }>;
}

/** A long-runner call: the ID in successIDs is allowed; a 401/403 answer or failure refused. */
function bulk(response: LightMyRequestResponse, id: number): Outcome {
  const status = response.statusCode;
  if (status === 401 || status === 403) return { kind: "refused", status };
  if (status !== 200 && status !== 408)
    return { kind: "unexpected", detail: `${status} ${excerpt(response)}` };
  const { progress } = response.json() as { progress: Progress };
  if (progress.successIDs.includes(id)) return { kind: "allowed", status };
  const failure = progress.exceptionsByID[String(id)];
  if (failure && (failure.status === 401 || failure.status === 403)) {
    return { kind: "refused", status: failure.status };
  }
  return {
    kind: "unexpected",
    detail: `${status}, ID ${id} ${failure ? `failed with ${failure.status} ${failure.message}` : "not run"}`,
  };
}

/** How each action is performed as one kind of user. */
const perform: Record<ActionID, (as: UserKind, row: ActionRow) => Promise<Outcome>> = {
  close: async (as, row) =>
    single(await call("PATCH", `/discussions/${await freshDiscussion(row.state)}`, as, { closed: true })),
  reopen: async (as, row) =>
    single(await call("PATCH", `/discussions/${await freshDiscussion(row.state)}`, as, { closed: false })),
  sink: async (as) =>
    single(await call("PATCH", `/discussions/${await freshDiscussion()}`, as, { sink: true })),
  announce: async (as) =>
    single(
      await call("PATCH", `/discussions/${await freshDiscussion()}`, as, {
        pinned: true,
        pinLocation: "category",
      }),
    ),
  dismiss: async (as, row) =>
    single(
      await call("PUT", `/discussions/${await freshDiscussion(row.state)}/dismiss`, as, { dismissed: true }),
    ),
  bump: async (as) => single(await call("PATCH", `/discussions/${await freshDiscussion()}/bump`, as)),
  move: async (as) =>
    single(
      await call("PATCH", `/discussions/${await freshDiscussion()}`, as, { categoryID: setup.generalID }),
    ),
  changeType: async (as) =>
    single(await call("PUT", `/discussions/${await freshDiscussion()}/type`, as, { type: "question" })),
  changeAuthor: async (as) =>
    single(
      await call("PATCH", `/discussions/${await freshDiscussion()}`, as, { insertUserID: setup.member2ID }),
    ),
  tag: async (as) =>
    single(await call("PUT", `/discussions/${await freshDiscussion()}/tags`, as, { tagIDs: [setup.tagID] })),
  addToCollection: async (as) =>
    single(
      await call("PUT", "/collections/by-resource", as, {
        record: { recordID: await freshDiscussion(), recordType: "discussion" },
        collectionIDs: [setup.collectionID],
      }),
    ),
  report: async (as) =>
    single(
      await call("POST", `/discussions/${await freshDiscussion()}/reports`, as, {
        reason: "Off topic here.",
      }),
    ),
  resolve: async (as) =>
    single(await call("PATCH", `/discussions/${await freshDiscussion()}`, as, { resolved: true })),
  delete: async (as) => single(await call("DELETE", `/discussions/${await freshDiscussion()}`, as)),
  edit: async (as) =>
    single(await call("PATCH", `/discussions/${await freshDiscussion()}`, as, { name: `Retitled by ${as}` })),
  revisionHistory: async (as) =>
    single(await call("GET", `/discussions/${await freshDiscussion()}/revisions`, as)),
  react: async (as) =>
    single(
      await call("POST", `/discussions/${await freshDiscussion()}/reactions`, as, { reactionType: "Like" }),
    ),
  bookmark: async (as) =>
    single(await call("PUT", `/discussions/${await freshDiscussion()}/bookmark`, as, { bookmarked: true })),
  commentEdit: async (as) =>
    single(
      await call("PATCH", `/comments/${await freshComment()}`, as, {
        body: `Edited by ${as}.`,
        format: "markdown",
      }),
    ),
  commentDelete: async (as) => single(await call("DELETE", `/comments/${await freshComment()}`, as)),
  bulkClose: async (as) => {
    const id = await freshDiscussion();
    return bulk(await call("PATCH", "/discussions/close", as, { discussionIDs: [id], closed: true }), id);
  },
  bulkMove: async (as) => {
    const id = await freshDiscussion();
    const payload = { discussionIDs: [id], categoryID: setup.generalID };
    return bulk(await call("PATCH", "/discussions/move", as, payload), id);
  },
  bulkDelete: async (as) => {
    const id = await freshDiscussion();
    return bulk(
      await call("DELETE", "/discussions/list?longRunnerMode=sync", as, { discussionIDs: [id] }),
      id,
    );
  },
  merge: async (as) => {
    const id = await freshDiscussion();
    const destination = await freshDiscussion();
    const payload = { discussionIDs: [id, destination], destinationDiscussionID: destination };
    return bulk(await call("POST", "/discussions/merge", as, payload), id);
  },
  warn: async (as) => {
    const id = await freshDiscussion();
    const payload = { discussionIDs: [id], reason: "Please keep it civil.", points: 1 };
    return bulk(await call("POST", "/discussions/warn", as, payload), id);
  },
};

/** Tries one action as every kind of user and answers what differed from the table. */
async function tryRow(row: ActionRow): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  for (const user of userKinds) {
    const expected = row.allowed[user] ? "allowed" : "refused";
    const outcome = await perform[row.id](user, row);
    cases += 1;
    if (outcome.kind === expected) continue;
    mismatches.push({
      action: row.id,
      user,
      expected,
      observed:
        outcome.kind === "unexpected"
          ? `an unexpected ${outcome.detail}`
          : `${outcome.kind} (${outcome.status})`,
      rule: row.rule,
      fixIn: row.serverCheck,
    });
  }
  return mismatches;
}

const allMismatches: Mismatch[] = [];
let cases = 0;

describe("discussion and comment actions × kinds of user on the server (content spec §6)", () => {
  for (const row of discussionActionTable) {
    const test = row.pending ? it.skip : it;
    test(`${row.id}: ${row.request}`, async () => {
      const mismatches = await tryRow(row);
      allMismatches.push(...mismatches);
      expect(mismatches.map(describeMismatch), `server disagrees with the spec for ${row.id}`).toEqual([]);
    });
  }

  it("ends with 0 mismatches over every action × user", () => {
    const pending = discussionActionTable.filter((row) => row.pending).map((row) => row.id);
    const tried = discussionActionTable.length - pending.length;
    expect(cases, "every row was tried for every kind of user").toBe(tried * userKinds.length);
    expect(allMismatches.map(describeMismatch)).toEqual([]);
    expect(allMismatches.length).toBe(0);
  });
});
