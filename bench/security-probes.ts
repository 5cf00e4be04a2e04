// Runs the account-takeover, lockout, flood and moderator probes against the built server with the
// demo community and prints what each found: a line per probe with its counts, and "found nothing" or
// what got through. Every request goes to the server on 127.0.0.1; the "addresses" of the lockout
// probe are other loopback source addresses (127.0.0.x), which the server sees as separate clients.
// Run with `npx tsx bench/security-probes.ts` after `npm run build`. PROBE_LOCKOUT_SECONDS sets how
// long the lockout probe runs (30 by default).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { startBuiltServer } from "../tests/helpers/start-server";

const LOCKOUT_SECONDS = Number(process.env.PROBE_LOCKOUT_SECONDS ?? 30);
const PASSWORD = "plaza-demo";

interface Answer {
  status: number;
  text: string;
  cookies: string[];
}

function call(
  base: string,
  method: string,
  url: string,
  options: { cookie?: string; body?: object; host?: string; from?: string } = {},
): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        localAddress: options.from,
        headers: {
          "x-requested-with": "XMLHttpRequest",
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.host ? { host: options.host } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0] ?? ""),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** Every cookie a sign-in set (the session and, where the server gives one, the known-device cookie). */
async function signIn(base: string, username: string, from?: string, cookie?: string): Promise<Answer> {
  return call(base, "POST", "/api/v2/session", { body: { username, password: PASSWORD }, from, cookie });
}
const cookieHeader = (answer: Answer) => answer.cookies.filter((c) => !c.endsWith("=")).join("; ");
const counts = (statuses: number[]) => {
  const map = new Map<number, number>();
  for (const status of statuses) map.set(status, (map.get(status) ?? 0) + 1);
  return [...map].map(([status, n]) => `${n} × ${status}`).join(", ");
};
const results: string[] = [];
function report(name: string, found: number, detail: string): void {
  const line = `${name}: ${found === 0 ? "found nothing" : `FOUND ${found}`} (${detail})`;
  results.push(line);
  console.log(line);
}

const server = await startBuiltServer({ PLAZA_SEED: "demo", PLAZA_PUBLIC_URL: "" });
try {
  const base = server.baseURL.replace(/\/$/, "");
  const admin = cookieHeader(await signIn(base, "admin"));
  const users = JSON.parse((await call(base, "GET", "/api/v2/users?limit=100", { cookie: admin })).text) as {
    userID: number;
    name: string;
    email?: string;
  }[];
  const idOf = (name: string) => users.find((user) => user.name === name)?.userID ?? 0;
  // Signed in first: the lockout probe below may keep member out on a server that locks owners out.
  const member = cookieHeader(await signIn(base, "member"));
  const member2 = cookieHeader(await signIn(base, "member2"));

  // H1: a password reset asked for under a forged Host must not mail a link to that host.
  const adminEmail = users.find((user) => user.name === "admin")?.email ?? "admin";
  const forged = [];
  for (const host of ["evil.example:4335", "evil.example", "127.0.0.1.evil.example"]) {
    forged.push(
      (await call(base, "POST", "/api/v2/users/request-password", { host, body: { email: adminEmail } }))
        .status,
    );
  }
  const outbox = path.join(server.dataDir, "outbox");
  const mails = fs.existsSync(outbox)
    ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), "utf8"))
    : [];
  const leaked = mails.filter((mail) => mail.includes("evil.example")).length;
  report(
    "H1 forged Host in account mail",
    leaked,
    `3 requests answered ${counts(forged)}; ${mails.length} mails, ${leaked} with the forged host`,
  );

  // M2: four addresses guess member's password; the owner signs in from their usual browser meanwhile.
  const owner = await signIn(base, "member");
  const device = owner.cookies.filter((c) => !c.startsWith("plaza_session=")).join("; ");
  let guessing = true;
  const guesses: number[] = [];
  const attackers = ["127.0.0.21", "127.0.0.22", "127.0.0.23", "127.0.0.24"].map(async (from) => {
    while (guessing) {
      const answer = await call(base, "POST", "/api/v2/session", {
        from,
        body: { username: "member", password: "wrong-guess" },
      });
      guesses.push(answer.status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  const ownerTries: number[] = [];
  const end = Date.now() + LOCKOUT_SECONDS * 1000;
  while (Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ownerTries.push((await signIn(base, "member", undefined, device || undefined)).status);
  }
  guessing = false;
  await Promise.all(attackers);
  const refusedOwner = ownerTries.filter((status) => status !== 200).length;
  report(
    "M2 owner locked out by guessing",
    refusedOwner,
    `owner ${counts(ownerTries)} with ${device ? "a known-device cookie" : "no device cookie"}; guesses ${counts(guesses)}`,
  );

  // M4: one member floods another with messages in one conversation.
  const started = await call(base, "POST", "/api/v2/conversations", {
    cookie: member2,
    body: { participantUserIDs: [idOf("member")], initialBody: "Hello", initialFormat: "text" },
  });
  const conversationID = (JSON.parse(started.text) as { conversationID?: number }).conversationID ?? 0;
  const sent: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    sent.push(
      (
        await call(base, "POST", "/api/v2/messages", {
          cookie: member2,
          body: { conversationID, body: `spam ${i}`, format: "text" },
        })
      ).status,
    );
  }
  // The newest 100 notifications: each item about this conversation counts (a page holds 100 at most).
  const after = JSON.parse(
    (await call(base, "GET", "/api/v2/notifications?limit=100", { cookie: member })).text,
  ) as { url?: string }[];
  const newItems = after.filter((item) => item.url?.includes(`/messages/${conversationID}`)).length;
  report(
    "M4 message flood",
    Math.max(0, newItems - 1),
    `300 messages answered ${counts(sent)}; ${newItems} new notification items`,
  );

  // M5: a moderator against another moderator.
  const moderator = cookieHeader(await signIn(base, "moderator"));
  const roles = JSON.parse((await call(base, "GET", "/api/v2/roles", { cookie: admin })).text) as {
    roleID: number;
    name: string;
  }[];
  const moderatorRole = roles.find((role) => role.name === "Moderator")?.roleID ?? 0;
  const memberRole = roles.find((role) => role.name === "Member")?.roleID ?? 0;
  const member2ID = idOf("member2");
  const promote = await call(base, "PATCH", `/api/v2/users/${member2ID}`, {
    cookie: moderator,
    body: { roleID: [memberRole, moderatorRole] },
  });
  // The admin makes member2 a moderator; then the first moderator tries to demote and ban them.
  await call(base, "PATCH", `/api/v2/users/${member2ID}`, {
    cookie: admin,
    body: { roleID: [memberRole, moderatorRole] },
  });
  const demote = await call(base, "PATCH", `/api/v2/users/${member2ID}`, {
    cookie: moderator,
    body: { roleID: [memberRole] },
  });
  const ban = await call(base, "PUT", `/api/v2/users/${member2ID}/ban`, {
    cookie: moderator,
    body: { banned: true, reason: "probe" },
  });
  const passed = [promote, demote, ban].filter((answer) => answer.status < 300).length;
  report(
    "M5 moderator against moderator",
    passed,
    `promote ${promote.status}, demote ${demote.status}, ban ${ban.status}`,
  );
} finally {
  await server.stop();
}
console.log(
  `\n${results.filter((line) => line.includes("FOUND")).length} of ${results.length} probes found something`,
);
