// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { pollSchema, type Poll } from "../../../schemas/entities/poll.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../../layouts/hydrate-layout";
import { setAddonEnabled } from "../../services/addons/addons";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "moderator", "member", "member2"]) cookies[name] = await signInAs(app, name);
}, 60_000);
beforeEach(() => setAddonEnabled(app.db, "polls", true));
afterAll(() => app.close());

const send = (method: "GET" | "POST", url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...(payload === undefined ? {} : writeHeaders), ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
async function createPoll(): Promise<Poll> {
  const response = await send("POST", "/polls", cookies.admin, {
    name: "Tabs or spaces?",
    options: ["Tabs", "Spaces"],
  });
  expect(response.statusCode, response.body).toBe(201);
  expectMatchesSchema(pollSchema, response.json());
  return response.json<Poll>();
}

describe("polls API (Polls addon)", () => {
  it("creates a poll with its options in order and no votes", async () => {
    const poll = await createPoll();
    expect(poll).toMatchObject({ name: "Tabs or spaces?", countVotes: 0, myVote: null });
    expect(poll.options.map((option) => [option.body, option.countVotes])).toEqual([
      ["Tabs", 0],
      ["Spaces", 0],
    ]);
  });

  it("creating needs site.manage (403 for a moderator, 401 for a guest) and two options", async () => {
    const body = { name: "Q", options: ["A", "B"] };
    expect((await send("POST", "/polls", cookies.moderator, body)).statusCode).toBe(403);
    expect((await send("POST", "/polls", undefined, body)).statusCode).toBe(401);
    const one = await send("POST", "/polls", cookies.admin, { name: "Q", options: ["A"] });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toHaveProperty("message");
  });

  it("records one vote per member and counts it in the results", async () => {
    const poll = await createPoll();
    const [tabs, spaces] = poll.options;
    const first = await send("POST", `/polls/${poll.pollID}/votes`, cookies.member, {
      pollOptionID: spaces!.pollOptionID,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Poll>()).toMatchObject({ countVotes: 1, myVote: spaces!.pollOptionID });

    const again = await send("POST", `/polls/${poll.pollID}/votes`, cookies.member, {
      pollOptionID: tabs!.pollOptionID,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toHaveProperty("message");

    await send("POST", `/polls/${poll.pollID}/votes`, cookies.member2, { pollOptionID: tabs!.pollOptionID });
    const asGuest = (await send("GET", `/polls/${poll.pollID}`)).json<Poll>();
    expect(asGuest.myVote).toBeNull();
    expect(asGuest.countVotes).toBe(2);
    expect(asGuest.options.map((option) => option.countVotes)).toEqual([1, 1]);
  });

  it("refuses a guest's vote (401), an option of another poll (400) and an unknown poll (404)", async () => {
    const poll = await createPoll();
    const other = await createPoll();
    const optionID = poll.options[0]!.pollOptionID;
    expect(
      (await send("POST", `/polls/${poll.pollID}/votes`, undefined, { pollOptionID: optionID })).statusCode,
    ).toBe(401);
    const wrong = await send("POST", `/polls/${poll.pollID}/votes`, cookies.member, {
      pollOptionID: other.options[0]!.pollOptionID,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await send("GET", "/polls/99999999")).statusCode).toBe(404);
  });

  it("while disabled: every poll call answers 404 JSON", async () => {
    const poll = await createPoll();
    await setAddonEnabled(app.db, "polls", false);
    for (const response of [
      await send("GET", `/polls/${poll.pollID}`),
      await send("POST", "/polls", cookies.admin, { name: "Q", options: ["A", "B"] }),
      await send("POST", `/polls/${poll.pollID}/votes`, cookies.member, {
        pollOptionID: poll.options[0]!.pollOptionID,
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty("message");
    }
  });
});

describe("the poll widget in layouts (content spec §2: only while enabled)", () => {
  const catalogWidgets = async () =>
    Object.values(
      (await send("GET", "/layouts/catalog?layoutViewType=home")).json<{
        widgets: Record<string, { $reactComponent: string }>;
      }>().widgets,
    ).map((widget) => widget.$reactComponent);

  it("is in the layout catalog only while the addon is on", async () => {
    expect(await catalogWidgets()).toContain("PollWidget");
    await setAddonEnabled(app.db, "polls", false);
    expect(await catalogWidgets()).not.toContain("PollWidget");
  });

  it("hydrates with the poll and the viewer's vote while on; becomes a LayoutError (nothing for visitors) while off", async () => {
    const poll = await createPoll();
    await send("POST", `/polls/${poll.pollID}/votes`, cookies.member, {
      pollOptionID: poll.options[1]!.pollOptionID,
    });
    const node = { $hydrate: "react.poll", title: "Have your say", pollID: poll.pollID };
    const on = await hydrateNode(node, await hydrateContextFor(app, "member"));
    expect(on.$reactComponent).toBe("PollWidget");
    expect((on.$reactProps as { poll: Poll }).poll).toMatchObject({
      countVotes: 1,
      myVote: poll.options[1]!.pollOptionID,
    });

    await setAddonEnabled(app.db, "polls", false);
    const off = await hydrateNode(node, await hydrateContextFor(app, "member"));
    expect(off.$reactComponent).toBe("LayoutError");
    expect(off.$reactProps).not.toHaveProperty("poll");
  });
});
