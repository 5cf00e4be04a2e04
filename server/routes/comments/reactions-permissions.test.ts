// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setUpReactions } from "./reactions.fixtures";

const r = setUpReactions();
const { send, get, reactTo, newDiscussion, newComment, scoreOfDiscussion, scoreOfComment, reactionRows } = r;

describe("who may give which reaction (content spec §5, DECISIONS roles)", () => {
  // Positive needs reactions.positive.add, Negative reactions.negative.add, Promote curation.manage;
  // flags are reports, refused as reactions. Guests sign in first; banned members write nothing.
  const table: Record<string, Record<string, number>> = {
    guest: { Like: 401, Dislike: 401, Promote: 401, Spam: 401 },
    member: { Like: 200, Dislike: 200, Promote: 403, Spam: 400 },
    moderator: { Like: 200, Dislike: 200, Promote: 200, Spam: 400 },
    admin: { Like: 200, Dislike: 200, Promote: 200, Spam: 400 },
    banned: { Like: 403, Dislike: 403, Promote: 403, Spam: 403 },
  };
  for (const [who, expected] of Object.entries(table)) {
    it(`${who}: ${Object.entries(expected)
      .map(([type, status]) => `${type} ${status}`)
      .join(", ")}`, async () => {
      const id = await newDiscussion("ada");
      for (const [type, status] of Object.entries(expected)) {
        const response = await reactTo(`/discussions/${id}`, type, who === "guest" ? undefined : who);
        expect(response.statusCode, `${who} ${type}: ${response.body}`).toBe(status);
        if (status !== 200) expectMatchesSchema(errorBodySchema, response.json());
      }
    });
  }
});

describe("a hidden record answers 404 like a missing one", () => {
  it("for reacting, removing and reading the log of a staff discussion or comment", async () => {
    const hiddenID = await newDiscussion("moderator", { categoryID: r.staffRoomID });
    const hiddenCommentID = await newComment("moderator", hiddenID);
    const expectSame = (hidden: LightMyRequestResponse, missing: LightMyRequestResponse) => {
      expect(missing.statusCode).toBe(404);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).toBe(missing.body);
    };
    for (const [prefix, id] of [
      ["/discussions", hiddenID],
      ["/comments", hiddenCommentID],
    ] as const) {
      expectSame(
        await reactTo(`${prefix}/${id}`, "Like", "member"),
        await reactTo(`${prefix}/999999`, "Like", "member"),
      );
      expectSame(
        await send("DELETE", `${prefix}/${id}/reactions`, undefined, "member"),
        await send("DELETE", `${prefix}/999999/reactions`, undefined, "member"),
      );
      expectSame(
        await get(`${prefix}/${id}/reactions`, "member"),
        await get(`${prefix}/999999/reactions`, "member"),
      );
      expectSame(await get(`${prefix}/${id}/reactions`), await get(`${prefix}/999999/reactions`));
      expect((await reactTo(`${prefix}/${id}`, "Like", "admin")).statusCode).toBe(200);
    }
  });
});

describe("removing reactions (content spec §7 DELETE .../reactions/{userID})", () => {
  it("a member removes their own; anyone's needs community.moderate", async () => {
    const id = await newDiscussion("ada");
    await reactTo(`/discussions/${id}`, "Like", "member");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    expect(await scoreOfDiscussion(id)).toBe(2);
    const foreign = await send(
      "DELETE",
      `/discussions/${id}/reactions/${r.userIDs.member2}`,
      undefined,
      "member",
    );
    expect(foreign.statusCode).toBe(403);
    const guest = await send("DELETE", `/discussions/${id}/reactions/${r.userIDs.member2}`);
    expect(guest.statusCode).toBe(401);
    const own = await send("DELETE", `/discussions/${id}/reactions/${r.userIDs.member}`, undefined, "member");
    expect(own.statusCode).toBe(204);
    expect(await scoreOfDiscussion(id)).toBe(1);
    const moderated = await send(
      "DELETE",
      `/discussions/${id}/reactions/${r.userIDs.member2}`,
      undefined,
      "moderator",
    );
    expect(moderated.statusCode).toBe(204);
    expect(await scoreOfDiscussion(id)).toBe(0);
    expect(await reactionRows("discussion", id)).toEqual([]);
  });

  it("the same on comments", async () => {
    const commentID = await newComment("ada", await newDiscussion("ada"));
    await reactTo(`/comments/${commentID}`, "Dislike", "member2");
    expect(await scoreOfComment(commentID)).toBe(-1);
    expect(
      (await send("DELETE", `/comments/${commentID}/reactions/${r.userIDs.member2}`, undefined, "member"))
        .statusCode,
    ).toBe(403);
    expect(
      (await send("DELETE", `/comments/${commentID}/reactions/${r.userIDs.member2}`, undefined, "admin"))
        .statusCode,
    ).toBe(204);
    expect(await scoreOfComment(commentID)).toBe(0);
  });
});
