// @vitest-environment node
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createLogMailer } from "./mailer";
import { createSmtpMailer } from "./smtp";

interface Received {
  from: string;
  to: string[];
  user?: string;
  data: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === "plaza" && auth.password === "p@ss word") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === "string" ? session.user : undefined,
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://plaza:${encodeURIComponent("p@ss word")}@127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dataDir = "";
beforeEach(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "plaza-smtp-"));
});
afterEach(async () => {
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the SMTP mailer", () => {
  it("delivers a message to the mail server, signed in with the URL's user and password", async () => {
    const fallback = createLogMailer();
    const mailer = createSmtpMailer({ url: smtp.url, from: "Forum <forum@example.com>", fallback });
    await mailer.send({
      to: "ann@example.com",
      subject: "Réinitialiser",
      text: "Open https://example.com/x",
    });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.user).toBe("plaza");
    expect(message?.from).toBe("forum@example.com");
    expect(message?.to).toEqual(["ann@example.com"]);
    expect(message?.data).toMatch(/^From: Forum <forum@example\.com>$/m);
    expect(message?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(message?.data).toContain("Open https://example.com/x");
    expect(fallback.sent).toHaveLength(0);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(["Réinitialiser"]);
  });

  it("loses nothing when the mail server is down: the message goes to the fallback", async () => {
    await smtp.close();
    const fallback = createLogMailer();
    const errors: unknown[] = [];
    const mailer = createSmtpMailer({
      url: smtp.url,
      fallback,
      log: (_mail, error) => errors.push(error),
    });
    await mailer.send({ to: "bob@example.com", subject: "Invitation", text: "Join us" });
    expect(fallback.sent.map((mail) => [mail.to, mail.subject])).toEqual([["bob@example.com", "Invitation"]]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
    smtp = await startSmtpServer();
  });

  it("a site with PLAZA_SMTP_URL sends the password reset mail through it, and the outbox stays empty", async () => {
    const app = await buildApp({ dataDir, smtpUrl: smtp.url, seed: "demo" });
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/v2/users/request-password",
        headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
        payload: { email: "member@plaza.invalid" },
      });
      expect(response.statusCode).toBeLessThan(300);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["member@plaza.invalid"]);
      expect(smtp.received[0]?.data).toContain("/entry/passwordreset/");
      await expect(readdir(path.join(dataDir, "outbox"))).rejects.toThrow();
    } finally {
      await app.close();
    }
  }, 60_000);
});
