// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import {
  buildCategory,
  buildComment,
  buildDiscussion,
  buildUser,
  type BuiltUser,
} from "../../../tests/helpers/factories";
import { createLogMailer, type Mailer } from "../mail/mailer";
import { saveNotificationPreferences } from "./notification-preferences";
import { runNotificationMail } from "./notification-mail";
import { runNotificationDigests } from "./notification-digest-mail";
import { DIGEST_INTERVAL_MS } from "./notification-digests";
import { createNotifications } from "./notifications";

// Bodies rendered in this thread: the worker pool's start-up is not what these tests are about.
vi.mock("../body/render-pool", () => import("../../../tests/helpers/inline-render-pool"));

const ORIGIN = "https://forum.example";
const HOUR = 60 * 60_000;
let app: FastifyInstance;
// Moved by each test; the queued rows are stamped with the wall clock, so it starts there.
let clock = Date.now();
const now = () => clock;
let writer: BuiltUser;
let reader: BuiltUser;
let discussionID: number;
let categoryID: number;

beforeAll(async () => {
  app = await buildTestApp({ notificationMail: false, draftScheduler: false, now, publicUrl: ORIGIN });
  writer = await buildUser(app.db, { name: "digestwriter" });
  reader = await buildUser(app.db, { name: "digestreader" });
  ({ categoryID } = await buildCategory(app.db, { name: "Digest Talk" }));
  discussionID = await buildDiscussion(app.db, { categoryID, insertUserID: writer.userID, name: "Lamps" });
});
afterAll(() => app.close());
beforeEach(async () => {
  clock = Date.now();
  await app.db.deleteFrom("notification_digest_items").execute();
  await app.db.deleteFrom("notification_digests").execute();
  await app.db.deleteFrom("notification_mail_jobs").execute();
  await saveNotificationPreferences(app.db, reader.userID, {
    Mention: { email: true },
    emailFrequency: "daily",
  });
});

const options = (mailer: Mailer) => ({ mailer, origin: ORIGIN, now });
const runDigests = (mailer: Mailer) => runNotificationDigests(app.db, options(mailer));
const mention = (text = "look") =>
  buildComment(app.db, { discussionID, insertUserID: writer.userID, body: `Hello @digestreader, ${text}.` });
const digests = () => app.db.selectFrom("notification_digests").selectAll().execute();
const permalink = (commentID: number) => `${ORIGIN}/discussion/comment/${commentID}#Comment_${commentID}`;

describe("notification digests", () => {
  it("collect a daily member's notifications and send them in one mail a day later, not before", async () => {
    const first = await mention("one");
    const second = await mention("two");
    const mailer = createLogMailer();
    // No mail per notification for a digest member.
    expect(await app.db.selectFrom("notification_mail_jobs").selectAll().execute()).toEqual([]);
    expect(await runNotificationMail(app.db, options(mailer))).toEqual({ sent: 0, dropped: 0, retried: 0 });
    expect(await digests()).toHaveLength(1);

    clock += DIGEST_INTERVAL_MS.daily - HOUR;
    expect(await runDigests(mailer)).toEqual({ sent: 0, dropped: 0, retried: 0 });
    clock += HOUR + 1_000;
    expect(await runDigests(mailer)).toEqual({ sent: 1, dropped: 0, retried: 0 });
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail?.to).toBe(reader.email);
    expect(mail?.subject).toMatch(/^Your daily digest: /);
    // Both mentions of the discussion are one grouped notification, which leads to the newest comment.
    expect(mail?.text).toContain(permalink(second));
    expect(mail?.text).not.toContain(permalink(first));
    expect(mail?.text).toMatch(new RegExp(`Mention: ${ORIGIN}/unsubscribe/${reader.userID}\\.Mention\\.`));
    expect(await digests()).toEqual([]);
    expect(await runDigests(mailer)).toEqual({ sent: 0, dropped: 0, retried: 0 });
  });

  it("carry a one-click unsubscribe that stops every kind's mail, and a page link for it", async () => {
    await saveNotificationPreferences(app.db, reader.userID, { Reaction: { email: true } });
    await mention();
    clock += DIGEST_INTERVAL_MS.daily + 1_000;
    const mailer = createLogMailer();
    expect((await runDigests(mailer)).sent).toBe(1);
    const [mail] = mailer.sent;
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(.+)>$/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(oneClick).toMatch(
      new RegExp(`^${ORIGIN}/api/v2/notification-preferences/unsubscribe/${reader.userID}\\.All\\.`),
    );
    expect(mail?.text).toMatch(
      new RegExp(`To stop all of them: ${ORIGIN}/unsubscribe/${reader.userID}\\.All\\.`),
    );
    const apiPath = oneClick.slice(ORIGIN.length);
    expect((await app.inject({ url: apiPath })).json()).toEqual({ kind: "All", email: true });
    const done = await app.inject({
      method: "POST",
      url: apiPath,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(204);
    expect((await app.inject({ url: apiPath })).json()).toEqual({ kind: "All", email: false });
    await mention();
    expect(await digests()).toEqual([]);
  });

  it("wait a week for a weekly member", async () => {
    await saveNotificationPreferences(app.db, reader.userID, { emailFrequency: "weekly" });
    await mention();
    const mailer = createLogMailer();
    clock += 6 * DIGEST_INTERVAL_MS.daily;
    expect((await runDigests(mailer)).sent).toBe(0);
    clock += DIGEST_INTERVAL_MS.daily + 1_000;
    expect((await runDigests(mailer)).sent).toBe(1);
    expect(mailer.sent[0]?.subject).toMatch(/^Your weekly digest: 1 notification /);
  });

  it("are sent once by two servers running at the same time", async () => {
    await mention();
    clock += DIGEST_INTERVAL_MS.daily + 1_000;
    const mailer = createLogMailer();
    const [a, b] = await Promise.all([runDigests(mailer), runDigests(mailer)]);
    expect(a.sent + b.sent).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it("survive a server stopping mid-send: another takes the digest once its lease lapses", async () => {
    await mention();
    clock += DIGEST_INTERVAL_MS.daily + 1_000;
    // A server claimed it and stopped before sending.
    await app.db
      .updateTable("notification_digests")
      .set({ claimToken: "gone-server", claimedUntil: new Date(clock + 120_000).toISOString() })
      .execute();
    const mailer = createLogMailer();
    expect((await runDigests(mailer)).sent).toBe(0);
    clock += 120_000;
    expect((await runDigests(mailer)).sent).toBe(1);
    expect(await digests()).toEqual([]);
  });

  it("leave out what the member may no longer read, and are dropped when nothing is left", async () => {
    const other = await buildDiscussion(app.db, { categoryID, insertUserID: writer.userID, name: "Chairs" });
    const kept = await buildComment(app.db, {
      discussionID: other,
      insertUserID: writer.userID,
      body: "Hi @digestreader.",
    });
    const gone = await mention("soon deleted");
    await app.db.updateTable("comments").set({ deleted: 1 }).where("commentID", "=", gone).execute();
    clock += DIGEST_INTERVAL_MS.daily + 1_000;
    const mailer = createLogMailer();
    expect((await runDigests(mailer)).sent).toBe(1);
    expect(mailer.sent[0]?.text).toContain(permalink(kept));
    expect(mailer.sent[0]?.text).not.toContain(permalink(gone));
    expect(mailer.sent[0]?.text).not.toContain("Lamps");

    clock = Date.now();
    await mention("hidden later");
    const staff = await buildCategory(app.db, { name: "Digest Staff", private: true });
    await app.db
      .updateTable("discussions")
      .set({ categoryID: staff.categoryID })
      .where("discussionID", "=", discussionID)
      .execute();
    try {
      clock += DIGEST_INTERVAL_MS.daily + 1_000;
      expect(await runDigests(mailer)).toEqual({ sent: 0, dropped: 1, retried: 0 });
    } finally {
      await app.db
        .updateTable("discussions")
        .set({ categoryID })
        .where("discussionID", "=", discussionID)
        .execute();
    }
    expect(mailer.sent).toHaveLength(1);
  });

  it("stay one per member when two notifications arrive at the same moment", async () => {
    const notice = (n: number) => ({
      userID: reader.userID,
      activityUserID: writer.userID,
      reason: "mention",
      body: `digestwriter mentioned you (${n})`,
      url: `/discussion/${discussionID}`,
      recordType: "discussion",
      recordID: discussionID,
    });
    await Promise.all([1, 2, 3, 4].map((n) => createNotifications(app.db, [notice(n)])));
    expect(await digests()).toHaveLength(1);
    expect(await app.db.selectFrom("notification_digest_items").selectAll().execute()).toHaveLength(4);
  });

  it("follow the member's change of frequency: back to single mails sends the waiting one now, weekly waits a week", async () => {
    const collected = await mention("collected");
    await saveNotificationPreferences(app.db, reader.userID, { emailFrequency: "weekly" });
    const mailer = createLogMailer();
    clock += DIGEST_INTERVAL_MS.daily + 1_000;
    expect((await runDigests(mailer)).sent).toBe(0);
    expect((await digests())[0]?.frequency).toBe("weekly");

    await saveNotificationPreferences(app.db, reader.userID, { emailFrequency: "each" });
    expect(await runDigests(mailer)).toEqual({ sent: 1, dropped: 0, retried: 0 });
    expect(mailer.sent[0]?.text).toContain(permalink(collected));
    // From now on each notification is a mail of its own, and no digest waits.
    await mention("single");
    expect(await digests()).toEqual([]);
    expect(await app.db.selectFrom("notification_mail_jobs").selectAll().execute()).toHaveLength(1);
  });

  it("are retried with backoff after a failed send", async () => {
    await mention();
    clock += DIGEST_INTERVAL_MS.daily + 1_000;
    const failing: Mailer = { sent: [], send: () => Promise.reject(new Error("421 try later")) };
    expect(await runDigests(failing)).toEqual({ sent: 0, dropped: 0, retried: 1 });
    const mailer = createLogMailer();
    expect((await runDigests(mailer)).sent).toBe(0);
    clock += 60_000;
    expect((await runDigests(mailer)).sent).toBe(1);
  });
});

describe("the mail frequency in the notification preferences", () => {
  it("is each mail until chosen, saved per member, and refuses other values", async () => {
    const member = await buildUser(app.db, { name: "digestchooser", password: "long-enough-1" });
    const cookie = await signInAs(app, "digestchooser", "long-enough-1");
    const url = `/api/v2/notification-preferences/${member.userID}`;
    const read = await app.inject({ url, headers: { cookie } });
    expect(read.json()).toMatchObject({ emailFrequency: "each" });
    const saved = await app.inject({
      method: "PATCH",
      url,
      headers: { ...writeHeaders, cookie },
      payload: { emailFrequency: "weekly" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ emailFrequency: "weekly", Mention: { popup: true, email: false } });
    expect((await app.inject({ url, headers: { cookie } })).json()).toMatchObject({
      emailFrequency: "weekly",
    });
    const wrong = await app.inject({
      method: "PATCH",
      url,
      headers: { ...writeHeaders, cookie },
      payload: { emailFrequency: "hourly" },
    });
    expect(wrong.statusCode).toBe(400);
    const other = await app.inject({
      method: "PATCH",
      url: `/api/v2/notification-preferences/${reader.userID}`,
      headers: { ...writeHeaders, cookie },
      payload: { emailFrequency: "each" },
    });
    expect(other.statusCode).toBe(403);
  });
});
