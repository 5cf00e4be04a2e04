// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOutboxMailer } from "./outbox";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "plaza-outbox-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const filesIn = async (folder: string) => (await readdir(folder)).sort();

describe("the outbox mailer (a site without a mail transport)", () => {
  it("writes one .eml file per message, in the order sent, with the From it was given", async () => {
    const written: string[] = [];
    const mailer = createOutboxMailer({
      dir: path.join(dir, "outbox"),
      from: "Forum <forum@example.com>",
      log: (_mail, file) => written.push(file),
    });
    await mailer.send({ to: "a@example.com", subject: "First", text: "One" });
    await mailer.send({ to: "b@example.com", subject: "Second", text: "Two\nlines" });
    const files = await filesIn(path.join(dir, "outbox"));
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
    expect(written.map((file) => path.basename(file))).toEqual(files);
    const second = await readFile(path.join(dir, "outbox", files[1] ?? ""), "utf8");
    expect(second).toContain("From: Forum <forum@example.com>\r\n");
    expect(second).toContain("To: b@example.com\r\n");
    expect(second).toContain("Subject: Second\r\n");
    expect(second).toMatch(/\r\nMessage-ID: <\d+\.[0-9a-f]{12}@example\.com>\r\n/);
    expect(second.endsWith("\r\n\r\nTwo\r\nlines")).toBe(true);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(["First", "Second"]);
  });

  it("keeps the text readable and encodes only headers that are not ASCII", async () => {
    const mailer = createOutboxMailer({ dir });
    await mailer.send({ to: "c@example.com", subject: "Grüße\r\nBcc: x@example.com", text: "Grüße" });
    const [file] = await filesIn(dir);
    const message = await readFile(path.join(dir, file ?? ""), "utf8");
    // A line break in a header cannot add another header.
    expect(message).not.toMatch(/^Bcc:/m);
    expect(message).toContain(
      `Subject: =?UTF-8?B?${Buffer.from("Grüße Bcc: x@example.com").toString("base64")}?=\r\n`,
    );
    expect(message).toContain("Content-Transfer-Encoding: 8bit\r\n\r\nGrüße");
  });

  it("writes an HTML version as an alternative to the text", async () => {
    const mailer = createOutboxMailer({ dir });
    await mailer.send({ to: "d@example.com", subject: "Both", text: "Plain", html: "<p>Rich</p>" });
    const [file] = await filesIn(dir);
    const message = await readFile(path.join(dir, file ?? ""), "utf8");
    const boundary = /boundary="([^"]+)"/.exec(message)?.[1];
    expect(boundary).toBeTruthy();
    const parts = message.split(`--${boundary}`);
    expect(parts).toHaveLength(4);
    expect(parts[1]).toContain("Content-Type: text/plain; charset=utf-8");
    expect(parts[1]).toContain("Plain");
    expect(parts[2]).toContain("Content-Type: text/html; charset=utf-8");
    expect(parts[2]).toContain("<p>Rich</p>");
  });
});
