/**
 * The demo discussions of the public community categories (announcements, general chat,
 * introductions, off topic); `demoDiscussions` adds the help, ideas and staff ones.
 */
import { supportDiscussions } from "./demo-discussions-support";

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

const communityDiscussions: readonly DemoDiscussion[] = [
  // Announcements
  {
    category: "announcements",
    author: "admin",
    title: WELCOME_TITLE,
    pinned: true,
    daysAgo: 400,
    comments: 12,
    tags: ["meta"],
    body: md(
      "Hello and welcome! Plaza is a place to ask questions, share what you are working on and meet people who care about the same things you do.",
      "A few things to get you started:",
      "- Say hello in **Introductions**\n- Read the community guidelines before posting\n- Use **Help & Support** when you are stuck\n- Bookmark threads you want to come back to",
      "If anything looks broken, tell us in Troubleshooting. Glad you are here!",
    ),
  },
  {
    category: "announcements",
    author: "admin",
    title: "Scheduled maintenance this Saturday",
    closed: true,
    daysAgo: 95,
    comments: 3,
    body: md(
      "We will be upgrading the database server this Saturday between 06:00 and 07:00 UTC. The site may be read-only for a few minutes.",
      "No action is needed on your part. This thread is closed; questions go to Troubleshooting.",
    ),
  },
  {
    category: "announcements",
    author: "admin",
    title: "New: private messages are here",
    daysAgo: 30,
    tags: ["meta"],
    body: md(
      "You can now send private messages to other members. Open someone's profile and choose **Message**, or start one from your inbox.",
      "Please keep the community guidelines in mind: harassment in private messages is treated the same as in public threads.",
    ),
  },

  // General
  {
    category: "general",
    author: "moderator",
    title: MEGA_THREAD_TITLE,
    daysAgo: 330,
    comments: 80,
    tags: ["hardware", "productivity"],
    body: md(
      "Desks, chairs, keyboards, that one cable you can never find: show us where the magic happens.",
      "Describe your setup in a reply. Bonus points for the one thing you would change if money were no object.",
      'Mine: a standing desk I never stand at, a 27" monitor and a mechanical keyboard my family can hear from the kitchen.',
    ),
  },
  {
    category: "general",
    author: "grace",
    title: "What are you reading this month?",
    tags: ["books"],
    body: md(
      "I just finished *The Dispossessed* and I need something lighter before I start my next big one.",
      "What is on your nightstand? Fiction, non-fiction, manuals you are pretending to enjoy: all welcome.",
    ),
  },
  {
    category: "general",
    author: "alan",
    title: "Your favourite small productivity trick",
    tags: ["productivity"],
    body: md(
      "Not apps, but habits. Mine is writing tomorrow's first task on a sticky note before I close the laptop.",
      'It sounds silly but it removes the morning "where was I" fog completely. What is yours?',
    ),
  },
  {
    category: "general",
    author: "member",
    title: "Remote work: how do you structure your day?",
    tags: ["productivity"],
    body: md(
      "I have been fully remote for six months and the days are starting to blur together.",
      "Do you keep fixed hours? Take a proper lunch away from the desk? Go for a walk as a fake commute? Curious what works for people.",
    ),
  },
  {
    category: "general",
    author: "katherine",
    title: "Which podcast should I listen to next?",
    body: md(
      "Long drive coming up next weekend. I like history, science and interviews where people actually disagree with each other.",
      "Bonus if the episodes are under an hour.",
    ),
  },

  // Introductions
  {
    category: "introductions",
    author: "ada",
    title: "Hi from Lisbon!",
    body: md(
      "Hello everyone! I am Ada, a backend developer living in Lisbon. I found Plaza through a friend and have been lurking for a week.",
      "Outside work I bake bread (badly) and climb (slightly less badly). Looking forward to chatting!",
    ),
  },
  {
    category: "introductions",
    author: "linus",
    title: "Long-time lurker, first post",
    body: md(
      "I have been reading here for ages without an account. Finally made one so I could reply to the setup thread.",
      "I maintain a couple of small open-source tools and spend too much time tweaking my terminal.",
    ),
  },
  {
    category: "introductions",
    author: "margaret",
    title: "Hello from a retired teacher",
    body: md(
      "Forty years of teaching maths and now I finally have time for my own projects.",
      "I am learning to program, slowly, and my grandchildren find this very funny. Happy to be here.",
    ),
  },
  {
    category: "introductions",
    author: "dennis",
    title: "New here: I build synthesizers",
    body: md(
      "Hi all. By day I write firmware; by night I solder synthesizer modules that mostly make noises my cat hates.",
      "If anyone here is into electronics, say hi!",
    ),
  },
  {
    category: "introductions",
    author: "private",
    title: "Quiet hello",
    body: md(
      "Not much of a talker, but I wanted to say thanks for the helpful answers in Getting Started. They got me set up in minutes.",
    ),
  },
  {
    category: "introductions",
    author: "barbara",
    title: "Greetings from Nairobi",
    body: md(
      "Hi! Barbara here, product designer, coffee enthusiast and occasional runner.",
      "I joined to learn from how other people run communities. Any tips for a newcomer?",
    ),
  },

  // Off Topic
  {
    category: "off-topic",
    author: "linus",
    title: "What is the best way to brew coffee at home?",
    body: md(
      "I have a cheap drip machine and I am ready to upgrade. French press, pour-over, AeroPress, espresso?",
      "Budget is modest. Convince me.",
    ),
  },
  {
    category: "off-topic",
    author: "dennis",
    title: "Unpopular opinions about keyboards",
    tags: ["hardware"],
    body: md(
      "I will start: laptop keyboards are fine, actually, and most of us would type just as fast on one.",
      "Your turn. Keep it civil.",
    ),
  },
  {
    category: "off-topic",
    author: "member2",
    title: "Board game recommendations for four players",
    body: md(
      "We have played *Catan* to death. Looking for something that takes about an hour and works with four people.",
      "Cooperative games welcome too.",
    ),
  },
  {
    category: "off-topic",
    author: "banned",
    title: "Cats are objectively better than dogs",
    sink: true,
    daysAgo: 150,
    body: md("Dogs are loud, needy and need walking in the rain. Cats are perfect. Prove me wrong."),
  },
  {
    category: "off-topic",
    author: "margaret",
    title: "What did you cook this weekend?",
    body: md(
      "I made a big pot of lentil soup and froze half of it. Feeling very organised.",
      "Share your weekend cooking, successes and disasters alike.",
    ),
  },
  {
    category: "off-topic",
    author: "grace",
    title: "Favourite science fiction novel of all time",
    tags: ["books"],
    body: md(
      "One book only. No trilogies sneaking in as a single entry.",
      "I will go first: *The Left Hand of Darkness*.",
    ),
  },
];

/** Every demo discussion, in no particular date order (the seed dates them). */
export const demoDiscussions: readonly DemoDiscussion[] = [...communityDiscussions, ...supportDiscussions];
