import { afterEach, beforeAll } from "vitest";
import { longRunnerSettings } from "../../services/jobs/long-runner";
import { categoryIDOf } from "../../../tests/helpers/server";
import { setUpRoleApi } from "../../../tests/helpers/role-api";
import { insertDiscussion } from "../../../tests/helpers/factories";

const roles = ["member", "member2", "moderator", "admin"] as const;
export type Role = (typeof roles)[number];

/** An id no discussion has. */
export const MISSING_ID = 99999999;

export const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/**
 * The bulk moderation tests' set-up: the role-signed app, each role's user id, the categories'
 * ids, and helpers to call the API, to run a long-running job's next step, to add fresh
 * discussions and to read one back. The long-runner settings are restored after each test.
 */
export function setUpBulkModeration() {
  const api = setUpRoleApi(roles);
  const userIDs: Partial<Record<Role, number>> = {};
  const defaults = { ...longRunnerSettings };
  const fixture = { api, userIDs, offTopicID: 0, staffRoomID: 0 };

  beforeAll(async () => {
    for (const role of roles) {
      userIDs[role] = (
        await api.app.db
          .selectFrom("users")
          .select("userID")
          .where("name", "=", role)
          .executeTakeFirstOrThrow()
      ).userID;
    }
    fixture.offTopicID = await categoryIDOf(api.app, "off-topic");
    fixture.staffRoomID = await categoryIDOf(api.app, "staff-room");
  });
  afterEach(() => Object.assign(longRunnerSettings, defaults));

  /** A write below `/api/v2` as `as` (a guest when undefined). */
  const call = (method: "PATCH" | "DELETE", url: string, as: Role | undefined, payload: object) =>
    api.call(method, url, as, payload);

  /** POST calls/run with a long-running job's signed callbackPayload, as `as`. */
  const run = (token: string, as: Role) =>
    api.app.inject({
      method: "POST",
      url: "/api/v2/calls/run",
      headers: {
        "x-requested-with": "XMLHttpRequest",
        "content-type": "application/system-signed-token",
        cookie: api.cookies[as],
      },
      payload: token,
    });

  /** A fresh discussion by `author` (inserted directly: these tests are about bulk writes, not posting). */
  const newDiscussion = (author: Role, categoryID = api.generalID, closed = false): Promise<number> =>
    insertDiscussion(api.app.db, {
      categoryID,
      insertUserID: userIDs[author] as number,
      name: `Bulk test by ${author}`,
      closed,
    });

  const rowOf = (discussionID: number) =>
    api.app.db
      .selectFrom("discussions")
      .selectAll()
      .where("discussionID", "=", discussionID)
      .executeTakeFirst();

  return Object.assign(fixture, { call, run, newDiscussion, rowOf });
}
