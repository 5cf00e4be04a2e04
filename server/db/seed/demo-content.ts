/**
 * The demo community's members, categories and tags (discussions: `demo-discussions.ts`). Kept apart from
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
  /** Markdown shown under their posts when signatures are enabled. */
  signature?: string;
}

export const demoUsers: readonly DemoUser[] = [
  {
    name: "admin",
    role: "administrator",
    title: "Community Manager",
    joinedDaysAgo: 730,
    signature: "Plaza demo team — *questions? just ask*",
  },
  {
    name: "moderator",
    role: "moderator",
    title: "Moderator",
    joinedDaysAgo: 701,
    signature: "Keeping things friendly. Read the **community guidelines** first.",
  },
  { name: "member", role: "member", joinedDaysAgo: 423, signature: "Plaza demo member — *say hi*" },
  {
    name: "member2",
    role: "member",
    joinedDaysAgo: 388,
    signature: "Second demo member, first in line for coffee.",
  },
  { name: "banned", role: "member", banned: true, joinedDaysAgo: 302 },
  {
    name: "private",
    role: "member",
    private: true,
    joinedDaysAgo: 351,
    signature: "Mostly lurking, occasionally *helpful*.",
  },
  { name: "ada", role: "member", joinedDaysAgo: 689, signature: "Notes on the engine, one post at a time." },
  { name: "linus", role: "member", joinedDaysAgo: 655, signature: "Talk is cheap. Show me the *setup*." },
  {
    name: "grace",
    role: "member",
    joinedDaysAgo: 612,
    signature: "It is easier to ask forgiveness than permission.",
  },
  {
    name: "margaret",
    role: "member",
    joinedDaysAgo: 540,
    signature: "Writing software that gets people *home safely*.",
  },
  { name: "alan", role: "member", joinedDaysAgo: 497, signature: "Can machines post? **Discuss.**" },
  { name: "katherine", role: "member", joinedDaysAgo: 455, signature: "Counting everything, twice." },
  { name: "dennis", role: "member", joinedDaysAgo: 329, signature: "`main()` enthusiast." },
  { name: "barbara", role: "member", joinedDaysAgo: 268, signature: "Abstraction is a *kindness*." },
];

/** A demo category; `staff` marks the staff-only junction, whose children inherit its permissions. */
export interface DemoCategory {
  name: string;
  urlcode: string;
  description: string;
  /** The category's colour, `#rrggbb`. */
  color?: string;
  staff?: boolean;
  children?: readonly Omit<DemoCategory, "children" | "staff">[];
}

export const demoCategories: readonly DemoCategory[] = [
  {
    name: "Announcements",
    urlcode: "announcements",
    color: "#d9480f",
    description: "News about Plaza and this community, straight from the team.",
  },
  {
    name: "General",
    urlcode: "general",
    color: "#1971c2",
    description: "Conversation about anything and everything. Pull up a chair.",
    children: [
      {
        name: "Introductions",
        urlcode: "introductions",
        color: "#0c8599",
        description: "New here? Say hello and tell us a little about yourself.",
      },
      {
        name: "Off Topic",
        urlcode: "off-topic",
        color: "#7048e8",
        description: "Coffee, books, games and the rest of life. Keep it friendly.",
      },
    ],
  },
  {
    name: "Help & Support",
    urlcode: "help-support",
    color: "#2b8a3e",
    description: "Questions about using the community, answered by members and staff.",
    children: [
      {
        name: "Getting Started",
        urlcode: "getting-started",
        color: "#5c940d",
        description: "The basics: your profile, posting, notifications and more.",
      },
      {
        name: "Troubleshooting",
        urlcode: "troubleshooting",
        color: "#e67700",
        description: "Something not working? Describe what you see and we will help.",
      },
    ],
  },
  {
    name: "Ideas & Feedback",
    urlcode: "ideas-feedback",
    color: "#c2255c",
    description: "Suggest improvements to the community and vote on the ideas of others.",
  },
  {
    name: "Staff Room",
    urlcode: "staff-room",
    color: "#495057",
    description: "Private space for moderators and administrators.",
    staff: true,
    children: [
      {
        name: "Moderation Log",
        urlcode: "moderation-log",
        color: "#868e96",
        description: "A record of moderation actions and the reasons for them.",
      },
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
