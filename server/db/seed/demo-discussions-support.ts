/** The demo discussions of the help, ideas and staff categories. */
import type { DemoDiscussion } from "./demo-discussions";

/** Markdown paragraphs joined by blank lines. */
const md = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const supportDiscussions: readonly DemoDiscussion[] = [
  // Getting Started
  {
    category: "getting-started",
    author: "member",
    title: "How do I change my display name?",
    resolved: true,
    tags: ["how-to", "solved"],
    body: md(
      "I picked a username in a hurry when I signed up. Is there a way to change it, or do I need to make a new account?",
    ),
  },
  {
    category: "getting-started",
    author: "katherine",
    title: "What does the bookmark button do?",
    tags: ["how-to"],
    body: md(
      "I see a little bookmark icon on every discussion. Does it notify me about new replies or just save the thread somewhere?",
    ),
  },
  {
    category: "getting-started",
    author: "moderator",
    title: "Markdown cheat sheet for posts",
    tags: ["how-to"],
    mention: {
      by: "grace",
      of: "member",
      body: "@member this is the thread I mentioned, the table at the top answers your question about links.",
    },
    body: md(
      "Posts here use Markdown. The essentials:",
      "- `**bold**` for **bold**\n- `*italic*` for *italic*\n- `[a link](https://example.com)` for [a link](https://example.com)\n- start a line with `- ` for a list",
      "Wrap code in backticks, or use three backticks on their own line for a block. Full reference at [example.com](https://example.com).",
    ),
  },
  {
    category: "getting-started",
    author: "member2",
    title: "How do notifications work?",
    tags: ["how-to"],
    body: md(
      "I got a notification when someone replied to my thread, but not when they replied to a thread I commented in.",
      "Is that expected?",
    ),
  },
  {
    category: "getting-started",
    author: "alan",
    title: "Can I make my profile private?",
    resolved: true,
    tags: ["how-to", "solved"],
    body: md(
      "I would rather not have my activity visible to everyone. Is there a privacy setting somewhere?",
    ),
  },
  {
    category: "getting-started",
    author: "ada",
    title: "How do I start a private conversation?",
    tags: ["how-to"],
    body: md("Wanted to message someone directly instead of hijacking a thread. Where is the option?"),
  },

  // Troubleshooting
  {
    category: "troubleshooting",
    author: "member",
    title: "Not receiving the confirmation email",
    resolved: true,
    tags: ["bug", "solved"],
    body: md(
      "I signed up yesterday but the confirmation email never arrived. I checked spam and promotions.",
      "Anything else I can try?",
    ),
  },
  {
    category: "troubleshooting",
    author: "barbara",
    title: "Page keeps logging me out",
    tags: ["bug"],
    body: md(
      "Every time I switch tabs and come back I am signed out again. Using Firefox on Windows with default settings.",
      "Steps:\n\n1. Sign in\n2. Open a thread in a new tab\n3. Return to the first tab and reload",
    ),
  },
  {
    category: "troubleshooting",
    author: "dennis",
    title: "Layout breaks on a small phone screen",
    tags: ["bug"],
    body: md(
      "On my older phone the discussion list overflows to the right and I have to scroll sideways.",
      "Screen is 320px wide if that helps.",
    ),
  },
  {
    category: "troubleshooting",
    author: "private",
    title: "Cannot edit my post after an hour",
    body: md(
      "I found a typo in my post from this morning but the edit option is gone. Is that a bug or a rule?",
    ),
  },
  {
    category: "troubleshooting",
    author: "linus",
    title: "Dark mode text is hard to read in code blocks",
    tags: ["bug"],
    body: md(
      "Inline code in dark mode is a dark grey on a slightly darker grey. Hard to read without zooming.",
    ),
  },
  {
    category: "troubleshooting",
    author: "katherine",
    title: "Search does not find older threads",
    body: md(
      'I searched for "keyboard" and got only recent results, even though I know there were older discussions about it.',
    ),
  },

  // Ideas & Feedback
  {
    category: "ideas-feedback",
    author: "grace",
    title: "Add a dark mode toggle to the header",
    tags: ["feature-request"],
    body: md(
      "Right now dark mode follows the system setting. I would love a toggle so I can use dark mode here but not everywhere.",
    ),
  },
  {
    category: "ideas-feedback",
    author: "ada",
    title: "Weekly digest email",
    tags: ["feature-request"],
    body: md(
      "A weekly email with the most active threads would help me keep up without checking every day.",
      "Opt-in only, of course.",
    ),
  },
  {
    category: "ideas-feedback",
    author: "member",
    title: "Polls in discussions",
    tags: ["feature-request"],
    body: md(
      "Half the threads in Off Topic are really polls in disguise. A simple poll option would make them easier to answer and tally.",
    ),
  },
  {
    category: "ideas-feedback",
    author: "alan",
    title: "Let us follow individual categories",
    tags: ["feature-request"],
    body: md(
      "I only care about Help & Support and Ideas. Following a category and getting notified of new threads there would be great.",
    ),
  },
  {
    category: "ideas-feedback",
    author: "margaret",
    title: "Badges for helpful answers",
    body: md(
      "Some members answer questions in Getting Started every day. A small badge or thank-you would recognise that.",
    ),
  },
  {
    category: "ideas-feedback",
    author: "member2",
    title: "Allow editing thread titles after posting",
    body: md(
      "I made a typo in a title and now it is there forever. Could authors edit titles for a short while?",
    ),
  },
  {
    category: "ideas-feedback",
    author: "admin",
    title: "Feedback wanted: the new discussion list layout",
    tags: ["meta"],
    body: md(
      "We tried a denser layout for the discussion list this month. Is it easier to scan? Harder? Tell us honestly.",
    ),
  },

  // Staff Room
  {
    category: "staff-room",
    author: "admin",
    title: "Moderator rota for next month",
    body: md(
      "Please add your availability for next month below.",
      "We need at least one person checking the queue each day.",
    ),
  },
  {
    category: "staff-room",
    author: "moderator",
    title: "Handling the spam wave",
    body: md(
      "We got about forty spam registrations overnight. I have banned them and cleaned up their posts.",
      "Should we turn on email confirmation before first post?",
    ),
  },
  {
    category: "staff-room",
    author: "admin",
    title: "Draft: updated community guidelines",
    body: md(
      "Draft attached below. Main change: a clearer section on self-promotion.",
      "Comments by Friday please.",
    ),
  },

  // Moderation Log
  {
    category: "moderation-log",
    author: "moderator",
    title: "Banned account: repeated off-topic provocation",
    daysAgo: 139,
    body: md(
      "Account *banned* suspended after three warnings for provocative posts in Off Topic. Thread sunk, not deleted.",
    ),
  },
  {
    category: "moderation-log",
    author: "moderator",
    title: "Merged duplicate threads about login issues",
    body: md("Merged four threads reporting the same logout bug into one in Troubleshooting."),
  },
  {
    category: "moderation-log",
    author: "admin",
    title: "Closed the maintenance announcement",
    daysAgo: 93,
    body: md("Closed the maintenance thread to keep questions in Troubleshooting."),
  },
];
