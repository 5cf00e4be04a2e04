import type { SeededDiscussion, SeededUser } from "./demo-activity";
import { openers, poolOfCategory, remarks, setupParts, setupReplies } from "./demo-comments";
import { MEGA_THREAD_TITLE } from "./demo-discussions";
import { DAY, Deck, HOUR, lookup, MINUTE, type SeededRandom } from "./demo-random";

/** A comment planned for a discussion, before it has an ID. */
export interface PlannedComment {
  discussion: SeededDiscussion;
  author: SeededUser;
  body: string;
  date: number;
}

/** How many replies a discussion gets. */
function replyCount(random: SeededRandom, discussion: SeededDiscussion): number {
  const { demo, staff } = discussion;
  if (demo.comments !== undefined) return demo.comments;
  if (staff) return random.int(1, 3);
  const count = random.chance(0.12) ? 0 : random.int(2, 8);
  return count === 0 && (demo.author === "member" || demo.author === "member2") ? 3 : count;
}

function setupDescription(random: SeededRandom): string {
  const line = (label: string, value: string) => `- **${label}:** ${value}`;
  return [
    random.pick([
      "Here is mine.",
      "My humble corner:",
      "Finally tidied up, so here goes.",
      "Current state of things:",
      "Upgraded since my last post:",
      "Nothing fancy, but it works.",
    ]),
    [
      line("Desk", random.pick(setupParts.desk)),
      line("Screen", random.pick(setupParts.screen)),
      line("Keyboard", random.pick(setupParts.keyboard)),
      line("Also", random.pick(setupParts.extra)),
    ].join("\n"),
    `If money were no object: ${random.pick(setupParts.wish)}.`,
  ].join("\n\n");
}

/** The replies of a discussion: authors, text and ascending dates after the post. */
export function planReplies(
  ctx: { now: number; random: SeededRandom },
  discussion: SeededDiscussion,
  users: Map<string, SeededUser>,
): PlannedComment[] {
  const { random, now } = ctx;
  const { demo } = discussion;
  const count = replyCount(random, discussion);
  const mega = demo.title === MEGA_THREAD_TITLE;
  const latest = now - 2 * HOUR;
  // Replies to a closed discussion came in before it was closed, a day after it was posted.
  const window = mega ? Infinity : demo.closed ? DAY : random.int(1, 21) * DAY;
  const span = Math.max(Math.min(latest - discussion.date, window), MINUTE);
  // Replies cluster soon after the post and thin out over time.
  const offsets = Array.from({ length: count }, () => Math.floor(random.next() ** 1.6 * span)).sort(
    (a, b) => a - b,
  );
  const pool = poolOfCategory[demo.category] ?? "chat";
  const deck = new Deck(random, remarks[pool]);
  const candidates = [...users.values()].filter((u) => (discussion.staff ? u.isStaff : true));

  const planned: PlannedComment[] = [];
  let previousDate = discussion.date + 5 * MINUTE;
  let previousAuthor: SeededUser = discussion.author;
  const pickAuthor = (date: number) => {
    const eligible = candidates.filter(
      (u) =>
        u !== previousAuthor &&
        u.joined < date &&
        (u.bannedSince === null || (date < u.bannedSince && random.chance(0.3))),
    );
    return random.pick(eligible.length ? eligible : candidates);
  };
  for (const offset of offsets) {
    const date = Math.max(discussion.date + 5 * MINUTE + offset, previousDate + random.int(1, 30) * MINUTE);
    const author = pickAuthor(date);
    let body: string;
    if (mega) body = random.chance(0.4) ? random.pick(setupReplies) : setupDescription(random);
    else body = (random.chance(0.55) ? `${random.pick(openers[pool])} ` : "") + deck.draw();
    planned.push({ discussion, author, body, date });
    previousDate = date;
    previousAuthor = author;
  }
  if (demo.mention) {
    const date = Math.min(previousDate + random.int(2, 48) * HOUR, latest);
    planned.push({
      discussion,
      author: lookup(users, demo.mention.by),
      body: demo.mention.body,
      date: Math.max(date, previousDate + MINUTE),
    });
  }
  return planned;
}
