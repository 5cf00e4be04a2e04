// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../tests/helpers/server";
import {
  buildCategory,
  buildComment,
  buildDiscussion,
  buildUser,
  setConfig,
  type BuiltUser,
} from "../../../tests/helpers/factories";
import { createLogMailer, type Mailer } from "../mail/mailer";
import { saveNotificationPreferences } from "./notification-preferences";
import { retryDelayMs } from "../mail/mail-queue";
import { runNotificationMail, unsubscribePath } from "./notification-mail";

// Bodies rendered in this thread: the worker pool's start-up is not what these tests are about.
vi.mock("../body/render-pool", () => import("../../../tests/helpers/inline-render-pool"));

const ORIGIN = "https://forum.example";
let app: FastifyInstance;
// Ahead of the wall clock that stamps the queued rows, so they are due.
let clock = Date.parse("2030-03-01T10:00:00.000Z");
const now = () => clock;
let writer: BuiltUser;
let reader: BuiltUser;
let discussionID: number;
let categoryID: number;

beforeAll(async () => {
  app = await buildTestApp({ notificationMail: false, draftScheduler: false, now, publicUrl: ORIGIN });
  writer = await buildUser(app.db, { name: "mailwriter" });
  reader = await buildUser(app.db, { name: "mailreader" });
  ({ categoryID } = await buildCategory(app.db, { name: "Mail Talk" }));
  discussionID = await buildDiscussion(app.db, { categoryID, insertUserID: writer.userID, name: "Desks" });
  await saveNotificationPreferences(app.db, reader.userID, { Mention: { email: true } });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.deleteFrom("notification_mail_jobs").execute();
});

const run = (mailer: Mailer) => runNotificationMail(app.db, { mailer, origin: ORIGIN, now });
const mention = () =>
  buildComment(app.db, { discussionID, insertUserID: writer.userID, body: "Hello @mailreader, look." });
const jobs = () => app.db.selectFrom("notification_mail_jobs").selectAll().execute();

describe("notification mail", () => {
  it("is only queued by the request, then sent once with the comment's link and one-click unsubscribe headers", async () => {
    const mailer = createLogMailer();
    const commentID = await mention();
    expect(mailer.sent).toEqual([]);
    expect(await jobs()).toHaveLength(1);

    expect(await run(mailer)).toEqual({ sent: 1, dropped: 0, retried: 0 });
    const [mail] = mailer.sent;
    expect(mail?.to).toBe(reader.email);
    expect(mail?.subject).toContain("mailwriter mentioned you in “Desks”");
    expect(mail?.text).toContain(`${ORIGIN}/discussion/comment/${commentID}#Comment_${commentID}`);
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${ORIGIN}/api/v2/notification-preferences/unsubscribe/${reader.userID}\\.Mention\\.`),
    );
    expect(await jobs()).toEqual([]);
    expect((await run(mailer)).sent).toBe(0);
  });

  it("names the community as its site manager called it, not the product", async () => {
    await setConfig(app.db, { "ui.siteName": "Lamp Lovers" });
    try {
      await mention();
      const mailer = createLogMailer();
      await run(mailer);
      expect(mailer.sent[0]?.subject).toMatch(/\(Lamp Lovers\)$/);
    } finally {
      await setConfig(app.db, { "ui.siteName": "Plaza" });
    }
  });

  it("is sent by one of two workers claiming the same rows", async () => {
    await mention();
    const mailer = createLogMailer();
    const [first, second] = await Promise.all([run(mailer), run(mailer)]);
    expect(first.sent + second.sent).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it("is retried with backoff after a failed send, and not before its time", async () => {
    await mention();
    const failing: Mailer = {
      sent: [],
      send: () => Promise.reject(new Error("421 try later")),
    };
    expect(await run(failing)).toEqual({ sent: 0, dropped: 0, retried: 1 });
    const [job] = await jobs();
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toBe("421 try later");

    const mailer = createLogMailer();
    clock += retryDelayMs(1) - 1_000;
    expect((await run(mailer)).sent).toBe(0);
    clock += 1_000;
    expect((await run(mailer)).sent).toBe(1);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  });

  it("is not sent when the comment was deleted or the reader may no longer read its category", async () => {
    const commentID = await mention();
    await app.db.updateTable("comments").set({ deleted: 1 }).where("commentID", "=", commentID).execute();
    const mailer = createLogMailer();
    expect(await run(mailer)).toEqual({ sent: 0, dropped: 1, retried: 0 });

    await mention();
    const staff = await buildCategory(app.db, { name: "Mail Staff", private: true });
    await app.db
      .updateTable("discussions")
      .set({ categoryID: staff.categoryID })
      .where("discussionID", "=", discussionID)
      .execute();
    try {
      expect(await run(mailer)).toEqual({ sent: 0, dropped: 1, retried: 0 });
    } finally {
      await app.db
        .updateTable("discussions")
        .set({ categoryID })
        .where("discussionID", "=", discussionID)
        .execute();
    }
    expect(mailer.sent).toEqual([]);
  });

  it("is not queued for a kind whose email is off (the default)", async () => {
    await buildComment(app.db, { discussionID, insertUserID: reader.userID, body: "Hi @mailwriter." });
    expect(await jobs()).toEqual([]);
  });

  it("stops through the one-click unsubscribe POST, without a session; a forged token is refused", async () => {
    await mention();
    const mailer = createLogMailer();
    await run(mailer);
    const link = /^<(.+)>$/.exec(mailer.sent[0]?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const path = link.slice(ORIGIN.length);
    const forged = await app.inject({
      method: "POST",
      url: `${path.slice(0, -3)}abc`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: "This unsubscribe link is not valid." });
    expect(
      await app.inject({
        method: "POST",
        url: unsubscribePath(`${writer.userID}.Mention.${"a".repeat(43)}`),
      }),
    ).toMatchObject({ statusCode: 400 });

    const done = await app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(204);
    await mention();
    expect(await jobs()).toEqual([]);
  });

  it("links its body to the unsubscribe page, which names the kind, changes nothing on GET, and stops with the button's POST", async () => {
    await saveNotificationPreferences(app.db, reader.userID, { Mention: { email: true } });
    await mention();
    const mailer = createLogMailer();
    await run(mailer);
    const pageLink = new RegExp(`${ORIGIN}(/unsubscribe/[^\\s]+)`).exec(mailer.sent[0]?.text ?? "")?.[1];
    expect(pageLink).toMatch(new RegExp(`^/unsubscribe/${reader.userID}\\.Mention\\.`));
    const token = pageLink!.slice("/unsubscribe/".length);

    const page = await app.inject({ url: pageLink! });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    // Opening the page and reading the link twice (a mail scanner's prefetch) leaves the mail on.
    for (let i = 0; i < 2; i++) {
      const read = await app.inject({ url: `/api/v2/notification-preferences/unsubscribe/${token}` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ kind: "Mention", email: true });
    }
    await mention();
    expect(await jobs()).toHaveLength(1);

    const done = await app.inject({
      method: "POST",
      url: `/api/v2/notification-preferences/unsubscribe/${token}`,
      headers: { "x-requested-with": "XMLHttpRequest" },
    });
    expect(done.statusCode).toBe(204);
    const after = await app.inject({ url: `/api/v2/notification-preferences/unsubscribe/${token}` });
    expect(after.json()).toEqual({ kind: "Mention", email: false });
    await app.db.deleteFrom("notification_mail_jobs").execute();
    await mention();
    expect(await jobs()).toEqual([]);
    await saveNotificationPreferences(app.db, reader.userID, { Mention: { email: true } });
  });

  it("answers a forged or malformed unsubscribe link 400, as JSON for the API and as a page without a stack", async () => {
    const forged = `${reader.userID}.Mention.${"a".repeat(43)}`;
    for (const token of [forged, "nonsense", `${reader.userID}.Nothing.${"a".repeat(43)}`]) {
      const read = await app.inject({ url: `/api/v2/notification-preferences/unsubscribe/${token}` });
      expect(read.statusCode, token).toBe(400);
      expect(read.json()).toMatchObject({ message: "This unsubscribe link is not valid." });
      expect(read.body).not.toContain("at ");
      const page = await app.inject({ url: `/unsubscribe/${token}` });
      expect(page.statusCode, token).toBe(400);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).not.toMatch(/HttpError|\.ts:\d+/);
    }
  });
});
