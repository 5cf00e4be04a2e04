/**
 * The text of the demo community: its members, categories, tags and discussions. Kept apart from
 * the seeding logic in `demo.ts` so either can be read on its own.
 */

/** A demo member. `role` is a role type; `joinedDaysAgo` places their registration in the past. */
export interface DemoUser {
  name: string;
  role: "member" | "moderator" | "administrator";
  title?: string;
  banned?: boolean;
  private?: boolean;
  joinedDaysAgo: number;
}

export const demoUsers: readonly DemoUser[] = [
  { name: "admin", role: "administrator", title: "Community Manager", joinedDaysAgo: 730 },
  { name: "moderator", role: "moderator", title: "Moderator", joinedDaysAgo: 701 },
  { name: "member", role: "member", joinedDaysAgo: 423 },
  { name: "member2", role: "member", joinedDaysAgo: 388 },
  { name: "banned", role: "member", banned: true, joinedDaysAgo: 302 },
  { name: "private", role: "member", private: true, joinedDaysAgo: 351 },
  { name: "ada", role: "member", joinedDaysAgo: 689 },
  { name: "linus", role: "member", joinedDaysAgo: 655 },
  { name: "grace", role: "member", joinedDaysAgo: 612 },
  { name: "margaret", role: "member", joinedDaysAgo: 540 },
  { name: "alan", role: "member", joinedDaysAgo: 497 },
  { name: "katherine", role: "member", joinedDaysAgo: 455 },
  { name: "dennis", role: "member", joinedDaysAgo: 329 },
  { name: "barbara", role: "member", joinedDaysAgo: 268 },
];

/** A demo category; `staff` marks the staff-only junction, whose children inherit its permissions. */
export interface DemoCategory {
  name: string;
  urlcode: string;
  description: string;
  staff?: boolean;
  children?: readonly Omit<DemoCategory, "children" | "staff">[];
}

export const demoCategories: readonly DemoCategory[] = [
  {
    name: "Announcements",
    urlcode: "announcements",
    description: "News about Plaza and this community, straight from the team.",
  },
  {
    name: "General",
    urlcode: "general",
    description: "Conversation about anything and everything. Pull up a chair.",
    children: [
      { name: "Introductions", urlcode: "introductions", description: "New here? Say hello and tell us a little about yourself." },
      { name: "Off Topic", urlcode: "off-topic", description: "Coffee, books, games and the rest of life. Keep it friendly." },
    ],
  },
  {
    name: "Help & Support",
    urlcode: "help-support",
    description: "Questions about using the community, answered by members and staff.",
    children: [
      { name: "Getting Started", urlcode: "getting-started", description: "The basics: your profile, posting, notifications and more." },
      { name: "Troubleshooting", urlcode: "troubleshooting", description: "Something not working? Describe what you see and we will help." },
    ],
  },
  {
    name: "Ideas & Feedback",
    urlcode: "ideas-feedback",
    description: "Suggest improvements to the community and vote on the ideas of others.",
  },
  {
    name: "Staff Room",
    urlcode: "staff-room",
    description: "Private space for moderators and administrators.",
    staff: true,
    children: [
      { name: "Moderation Log", urlcode: "moderation-log", description: "A record of moderation actions and the reasons for them." },
    ],
  },
];

export const demoTags: readonly { name: string; urlcode: string }[] = [
  { name: "Meta", urlcode: "meta" },
  { name: "How-to", urlcode: "how-to" },
  { name: "Bug", urlcode: "bug" },
  { name: "Feature request", urlcode: "feature-request" },
  { name: "Hardware", urlcode: "hardware" },
  { name: "Books", urlcode: "books" },
  { name: "Productivity", urlcode: "productivity" },
  { name: "Solved", urlcode: "solved" },
];

/** A demo discussion. `comments` fixes the number of replies (random when absent). */
export interface DemoDiscussion {
  category: string;
  author: string;
  title: string;
  body: string;
  tags?: readonly string[];
  comments?: number;
  daysAgo?: number;
  pinned?: boolean;
  closed?: boolean;
  sink?: boolean;
  resolved?: boolean;
  /** A last reply that mentions another member (the source of a "mention" notification). */
  mention?: { by: string; of: string; body: string };
}

/** Markdown paragraphs joined by blank lines. */
const md = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const MEGA_THREAD_TITLE = "Show us your setup (mega thread)";
export const WELCOME_TITLE = "Welcome to Plaza";

export const demoDiscussions: readonly DemoDiscussion[] = [
  // Announcements
  { category: "announcements", author: "admin", title: WELCOME_TITLE, pinned: true, daysAgo: 400, comments: 12, tags: ["meta"],
    body: md("Hello and welcome! Plaza is a place to ask questions, share what you are working on and meet people who care about the same things you do.",
      "A few things to get you started:", "- Say hello in **Introductions**\n- Read the community guidelines before posting\n- Use **Help & Support** when you are stuck\n- Bookmark threads you want to come back to",
      "If anything looks broken, tell us in Troubleshooting. Glad you are here!") },
  { category: "announcements", author: "admin", title: "Scheduled maintenance this Saturday", closed: true, daysAgo: 95, comments: 3,
    body: md("We will be upgrading the database server this Saturday between 06:00 and 07:00 UTC. The site may be read-only for a few minutes.",
      "No action is needed on your part. This thread is closed; questions go to Troubleshooting.") },
  { category: "announcements", author: "admin", title: "New: private messages are here", daysAgo: 30, tags: ["meta"],
    body: md("You can now send private messages to other members. Open someone's profile and choose **Message**, or start one from your inbox.",
      "Please keep the community guidelines in mind: harassment in private messages is treated the same as in public threads.") },

  // General
  { category: "general", author: "moderator", title: MEGA_THREAD_TITLE, daysAgo: 330, comments: 80, tags: ["hardware", "productivity"],
    body: md("Desks, chairs, keyboards, that one cable you can never find: show us where the magic happens.",
      "Describe your setup in a reply. Bonus points for the one thing you would change if money were no object.",
      "Mine: a standing desk I never stand at, a 27\" monitor and a mechanical keyboard my family can hear from the kitchen.") },
  { category: "general", author: "grace", title: "What are you reading this month?", tags: ["books"],
    body: md("I just finished *The Dispossessed* and I need something lighter before I start my next big one.",
      "What is on your nightstand? Fiction, non-fiction, manuals you are pretending to enjoy: all welcome.") },
  { category: "general", author: "alan", title: "Your favourite small productivity trick", tags: ["productivity"],
    body: md("Not apps, but habits. Mine is writing tomorrow's first task on a sticky note before I close the laptop.",
      "It sounds silly but it removes the morning \"where was I\" fog completely. What is yours?") },
  { category: "general", author: "member", title: "Remote work: how do you structure your day?", tags: ["productivity"],
    body: md("I have been fully remote for six months and the days are starting to blur together.",
      "Do you keep fixed hours? Take a proper lunch away from the desk? Go for a walk as a fake commute? Curious what works for people.") },
  { category: "general", author: "katherine", title: "Which podcast should I listen to next?",
    body: md("Long drive coming up next weekend. I like history, science and interviews where people actually disagree with each other.",
      "Bonus if the episodes are under an hour.") },

  // Introductions
  { category: "introductions", author: "ada", title: "Hi from Lisbon!",
    body: md("Hello everyone! I am Ada, a backend developer living in Lisbon. I found Plaza through a friend and have been lurking for a week.",
      "Outside work I bake bread (badly) and climb (slightly less badly). Looking forward to chatting!") },
  { category: "introductions", author: "linus", title: "Long-time lurker, first post",
    body: md("I have been reading here for ages without an account. Finally made one so I could reply to the setup thread.",
      "I maintain a couple of small open-source tools and spend too much time tweaking my terminal.") },
  { category: "introductions", author: "margaret", title: "Hello from a retired teacher",
    body: md("Forty years of teaching maths and now I finally have time for my own projects.",
      "I am learning to program, slowly, and my grandchildren find this very funny. Happy to be here.") },
  { category: "introductions", author: "dennis", title: "New here: I build synthesizers",
    body: md("Hi all. By day I write firmware; by night I solder synthesizer modules that mostly make noises my cat hates.",
      "If anyone here is into electronics, say hi!") },
  { category: "introductions", author: "private", title: "Quiet hello",
    body: md("Not much of a talker, but I wanted to say thanks for the helpful answers in Getting Started. They got me set up in minutes.") },
  { category: "introductions", author: "barbara", title: "Greetings from Nairobi",
    body: md("Hi! Barbara here, product designer, coffee enthusiast and occasional runner.",
      "I joined to learn from how other people run communities. Any tips for a newcomer?") },

  // Off Topic
  { category: "off-topic", author: "linus", title: "What is the best way to brew coffee at home?",
    body: md("I have a cheap drip machine and I am ready to upgrade. French press, pour-over, AeroPress, espresso?",
      "Budget is modest. Convince me.") },
  { category: "off-topic", author: "dennis", title: "Unpopular opinions about keyboards", tags: ["hardware"],
    body: md("I will start: laptop keyboards are fine, actually, and most of us would type just as fast on one.",
      "Your turn. Keep it civil.") },
  { category: "off-topic", author: "member2", title: "Board game recommendations for four players",
    body: md("We have played *Catan* to death. Looking for something that takes about an hour and works with four people.",
      "Cooperative games welcome too.") },
  { category: "off-topic", author: "banned", title: "Cats are objectively better than dogs", sink: true, daysAgo: 150,
    body: md("Dogs are loud, needy and need walking in the rain. Cats are perfect. Prove me wrong.") },
  { category: "off-topic", author: "margaret", title: "What did you cook this weekend?",
    body: md("I made a big pot of lentil soup and froze half of it. Feeling very organised.",
      "Share your weekend cooking, successes and disasters alike.") },
  { category: "off-topic", author: "grace", title: "Favourite science fiction novel of all time", tags: ["books"],
    body: md("One book only. No trilogies sneaking in as a single entry.", "I will go first: *The Left Hand of Darkness*.") },

  // Getting Started
  { category: "getting-started", author: "member", title: "How do I change my display name?", resolved: true, tags: ["how-to", "solved"],
    body: md("I picked a username in a hurry when I signed up. Is there a way to change it, or do I need to make a new account?") },
  { category: "getting-started", author: "katherine", title: "What does the bookmark button do?", tags: ["how-to"],
    body: md("I see a little bookmark icon on every discussion. Does it notify me about new replies or just save the thread somewhere?") },
  { category: "getting-started", author: "moderator", title: "Markdown cheat sheet for posts", tags: ["how-to"],
    mention: { by: "grace", of: "member", body: "@member this is the thread I mentioned, the table at the top answers your question about links." },
    body: md("Posts here use Markdown. The essentials:",
      "- `**bold**` for **bold**\n- `*italic*` for *italic*\n- `[a link](https://example.com)` for [a link](https://example.com)\n- start a line with `- ` for a list",
      "Wrap code in backticks, or use three backticks on their own line for a block. Full reference at [example.com](https://example.com).") },
  { category: "getting-started", author: "member2", title: "How do notifications work?", tags: ["how-to"],
    body: md("I got a notification when someone replied to my thread, but not when they replied to a thread I commented in.", "Is that expected?") },
  { category: "getting-started", author: "alan", title: "Can I make my profile private?", resolved: true, tags: ["how-to", "solved"],
    body: md("I would rather not have my activity visible to everyone. Is there a privacy setting somewhere?") },
  { category: "getting-started", author: "ada", title: "How do I start a private conversation?", tags: ["how-to"],
    body: md("Wanted to message someone directly instead of hijacking a thread. Where is the option?") },

  // Troubleshooting
  { category: "troubleshooting", author: "member", title: "Not receiving the confirmation email", resolved: true, tags: ["bug", "solved"],
    body: md("I signed up yesterday but the confirmation email never arrived. I checked spam and promotions.", "Anything else I can try?") },
  { category: "troubleshooting", author: "barbara", title: "Page keeps logging me out", tags: ["bug"],
    body: md("Every time I switch tabs and come back I am signed out again. Using Firefox on Windows with default settings.",
      "Steps:\n\n1. Sign in\n2. Open a thread in a new tab\n3. Return to the first tab and reload") },
  { category: "troubleshooting", author: "dennis", title: "Layout breaks on a small phone screen", tags: ["bug"],
    body: md("On my older phone the discussion list overflows to the right and I have to scroll sideways.", "Screen is 320px wide if that helps.") },
  { category: "troubleshooting", author: "private", title: "Cannot edit my post after an hour",
    body: md("I found a typo in my post from this morning but the edit option is gone. Is that a bug or a rule?") },
  { category: "troubleshooting", author: "linus", title: "Dark mode text is hard to read in code blocks", tags: ["bug"],
    body: md("Inline code in dark mode is a dark grey on a slightly darker grey. Hard to read without zooming.") },
  { category: "troubleshooting", author: "katherine", title: "Search does not find older threads",
    body: md("I searched for \"keyboard\" and got only recent results, even though I know there were older discussions about it.") },

  // Ideas & Feedback
  { category: "ideas-feedback", author: "grace", title: "Add a dark mode toggle to the header", tags: ["feature-request"],
    body: md("Right now dark mode follows the system setting. I would love a toggle so I can use dark mode here but not everywhere.") },
  { category: "ideas-feedback", author: "ada", title: "Weekly digest email", tags: ["feature-request"],
    body: md("A weekly email with the most active threads would help me keep up without checking every day.",
      "Opt-in only, of course.") },
  { category: "ideas-feedback", author: "member", title: "Polls in discussions", tags: ["feature-request"],
    body: md("Half the threads in Off Topic are really polls in disguise. A simple poll option would make them easier to answer and tally.") },
  { category: "ideas-feedback", author: "alan", title: "Let us follow individual categories", tags: ["feature-request"],
    body: md("I only care about Help & Support and Ideas. Following a category and getting notified of new threads there would be great.") },
  { category: "ideas-feedback", author: "margaret", title: "Badges for helpful answers",
    body: md("Some members answer questions in Getting Started every day. A small badge or thank-you would recognise that.") },
  { category: "ideas-feedback", author: "member2", title: "Allow editing thread titles after posting",
    body: md("I made a typo in a title and now it is there forever. Could authors edit titles for a short while?") },
  { category: "ideas-feedback", author: "admin", title: "Feedback wanted: the new discussion list layout", tags: ["meta"],
    body: md("We tried a denser layout for the discussion list this month. Is it easier to scan? Harder? Tell us honestly.") },

  // Staff Room
  { category: "staff-room", author: "admin", title: "Moderator rota for next month",
    body: md("Please add your availability for next month below.", "We need at least one person checking the queue each day.") },
  { category: "staff-room", author: "moderator", title: "Handling the spam wave",
    body: md("We got about forty spam registrations overnight. I have banned them and cleaned up their posts.",
      "Should we turn on email confirmation before first post?") },
  { category: "staff-room", author: "admin", title: "Draft: updated community guidelines",
    body: md("Draft attached below. Main change: a clearer section on self-promotion.", "Comments by Friday please.") },

  // Moderation Log
  { category: "moderation-log", author: "moderator", title: "Banned account: repeated off-topic provocation", daysAgo: 139,
    body: md("Account *banned* suspended after three warnings for provocative posts in Off Topic. Thread sunk, not deleted.") },
  { category: "moderation-log", author: "moderator", title: "Merged duplicate threads about login issues",
    body: md("Merged four threads reporting the same logout bug into one in Troubleshooting.") },
  { category: "moderation-log", author: "admin", title: "Closed the maintenance announcement", daysAgo: 93,
    body: md("Closed the maintenance thread to keep questions in Troubleshooting.") },
];
