// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  notificationListSchema,
  notificationSchema,
  type Notification,
} from "../../schemas/entities/notification.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { meCountsSchema, meSchema } from "../../schemas/entities/user.schema";
import { createNotification } from "../services/notifications/notifications";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "member", "member2"]) cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

const get = (url: string, as?: string) => app.inject({ url, headers: as ? { cookie: cookies[as] } : {} });
const write = (method: "PATCH" | "PUT", url: string, payload?: object, as?: string) =>
  app.inject({ method, url, headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) }, payload });

const userIDOf = async (name: string) =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;
/** Notification IDs of a user straight from the database. */
async function storedIDs(name: string, read?: 0 | 1): Promise<number[]> {
  let query = app.db
    .selectFrom("notifications")
    .select("notificationID")
    .where("userID", "=", await userIDOf(name));
  if (read !== undefined) query = query.where("read", "=", read);
  return (await query.execute()).map((r) => r.notificationID);
}
const unreadCountOf = async (as: string) => {
  const me = (await get("/api/v2/users/me", as)).json();
  expectMatchesSchema(meSchema, me);
  return me.countUnreadNotifications as number;
};

describe("GET /api/v2/notifications", () => {
  it("answers 401 to guests", async () => {
    const response = await get("/api/v2/notifications");
    expect(response.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("lists only the viewer's own notifications, newest first", async () => {
    const response = await get("/api/v2/notifications", "member");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(notificationListSchema, response.json());
    const list: Notification[] = response.json();
    expect(list.map((n) => n.notificationID).sort()).toEqual((await storedIDs("member")).sort());
    const dates = list.map((n) => n.dateUpdated);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.some((n) => !n.read)).toBe(true);
  });

  it("pages with the x-app-page-* and Link headers", async () => {
    const total = (await storedIDs("member")).length;
    const response = await get("/api/v2/notifications?limit=2&page=2", "member");
    expect(response.json()).toHaveLength(2);
    expect(response.headers["x-app-page-current"]).toBe("2");
    expect(response.headers["x-app-page-limit"]).toBe("2");
    expect(response.headers["x-app-page-result-count"]).toBe(String(total));
    expect(response.headers["x-app-page-prev-url"]).toContain("page=1");
    expect(response.headers.link).toContain('rel="first"');
  });

  it("filters on read and matches the unread count of /users/me", async () => {
    const unread: Notification[] = (await get("/api/v2/notifications?read=false", "member")).json();
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((n) => !n.read)).toBe(true);
    expect(unread).toHaveLength(await unreadCountOf("member"));
    const read: Notification[] = (await get("/api/v2/notifications?read=true", "member")).json();
    expect(read.every((n) => n.read)).toBe(true);
  });

  it("embeds the acting user with expand=insertUser", async () => {
    const response = await get("/api/v2/notifications?expand=insertUser", "member");
    expectMatchesSchema(notificationListSchema, response.json());
    for (const n of response.json() as Notification[]) {
      expect(n.insertUser?.userID).toBe(n.activityUserID);
    }
    const plain: Notification[] = (await get("/api/v2/notifications", "member")).json();
    expect(plain.every((n) => n.insertUser === undefined)).toBe(true);
  });
});

describe("createNotification", () => {
  it("stores text that is presented HTML-escaped, and never notifies people of their own action", async () => {
    const member = await userIDOf("member2");
    const admin = await userIDOf("admin");
    const base = { reason: "mention", url: "/discussion/1", recordType: "comment", recordID: 1 };
    const self = await createNotification(app.db, {
      ...base,
      userID: member,
      activityUserID: member,
      body: "self",
    });
    expect(self).toBeUndefined();
    const row = await createNotification(app.db, {
      ...base,
      userID: member,
      activityUserID: admin,
      body: `admin said <img src=x onerror=alert(1)> & "hi"`,
    });
    const response = await get(`/api/v2/notifications/${row?.notificationID}`, "member2");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(notificationSchema, response.json());
    expect(response.json()).toMatchObject({ read: false, reason: "mention", activityUserID: admin });
    expect(response.json().body).toBe("admin said &#60;img src=x onerror=alert(1)&#62; &#38; &#34;hi&#34;");
  });
});

describe("GET /api/v2/notifications/{id}", () => {
  it("answers another user's notification with the same 404 as a missing one", async () => {
    const [othersID] = await storedIDs("member2");
    const theirs = await get(`/api/v2/notifications/${othersID}`, "member");
    const missing = await get("/api/v2/notifications/999999", "member");
    expect(theirs.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, theirs.json());
    expect(theirs.json()).toEqual(missing.json());
  });
});

describe("PATCH /api/v2/notifications/{id}", () => {
  it("marks one notification read, then unread again, and the unread count follows", async () => {
    const [id] = await storedIDs("member", 0);
    const before = await unreadCountOf("member");
    const read = await write("PATCH", `/api/v2/notifications/${id}`, { read: true }, "member");
    expect(read.statusCode).toBe(200);
    expectMatchesSchema(notificationSchema, read.json());
    expect(read.json()).toMatchObject({ notificationID: id, read: true });
    expect(await unreadCountOf("member")).toBe(before - 1);
    const unread = await write("PATCH", `/api/v2/notifications/${id}`, { read: false }, "member");
    expect(unread.json()).toMatchObject({ notificationID: id, read: false });
    expect(await unreadCountOf("member")).toBe(before);
  });

  it("refuses bodies other than {read: boolean} and other users' notifications", async () => {
    const [id] = await storedIDs("member", 0);
    const [othersID] = await storedIDs("member2", 0);
    for (const payload of [{ read: "yes" }, {}, { read: true, body: "changed" }]) {
      const response = await write("PATCH", `/api/v2/notifications/${id}`, payload, "member");
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const theirs = await write("PATCH", `/api/v2/notifications/${othersID}`, { read: true }, "member");
    expect(theirs.statusCode).toBe(404);
    expect(await storedIDs("member2", 0)).toContain(othersID);
  });

  it("answers 401 to guests", async () => {
    const [id] = await storedIDs("member", 0);
    expect((await write("PATCH", `/api/v2/notifications/${id}`, { read: true })).statusCode).toBe(401);
  });
});

describe("PUT /api/v2/notifications/{id}/read", () => {
  it("marks one notification read (Vanilla's older form)", async () => {
    const [id] = await storedIDs("member", 0);
    const response = await write("PUT", `/api/v2/notifications/${id}/read`, undefined, "member");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(notificationSchema, response.json());
    expect(response.json()).toMatchObject({ notificationID: id, read: true });
  });
});

describe("PATCH /api/v2/notifications", () => {
  it("accepts only read: true", async () => {
    const response = await write("PATCH", "/api/v2/notifications", { read: false }, "member");
    expect(response.statusCode).toBe(400);
    expect(await storedIDs("member", 0)).not.toHaveLength(0);
  });

  it("marks every notification read: the unread count becomes 0 (content spec §4), others untouched", async () => {
    const othersUnread = await storedIDs("member2", 0);
    expect(othersUnread.length).toBeGreaterThan(0);
    const response = await write("PATCH", "/api/v2/notifications", { read: true }, "member");
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await storedIDs("member", 0)).toEqual([]);
    expect(await unreadCountOf("member")).toBe(0);
    const counts = (await get("/api/v2/users/me-counts", "member")).json();
    expectMatchesSchema(meCountsSchema, counts);
    expect(counts.counts).toContainEqual({ name: "UnreadNotifications", count: 0 });
    expect(await storedIDs("member2", 0)).toEqual(othersUnread);
  });
});
