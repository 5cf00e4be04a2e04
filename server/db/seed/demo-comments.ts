/**
 * Reply text for the demo community: pools of openers and remarks per kind of category (a reply is
 * an optional opener plus a remark), the pieces of the setup mega thread, and private messages.
 */

/** The kind of conversation a category hosts, which picks the pool its replies come from. */
export type ReplyPool = "chat" | "intro" | "help" | "ideas" | "news" | "staff";

export const poolOfCategory: Record<string, ReplyPool> = {
  announcements: "news",
  general: "chat",
  introductions: "intro",
  "off-topic": "chat",
  "help-support": "help",
  "getting-started": "help",
  troubleshooting: "help",
  "ideas-feedback": "ideas",
  "staff-room": "staff",
  "moderation-log": "staff",
};

export const openers: Record<ReplyPool, readonly string[]> = {
  chat: [
    "Great question.",
    "Ha, I was just thinking about this.",
    "Late to the thread, but:",
    "Seconding what was said above.",
    "Oh, this is a fun one.",
  ],
  intro: ["Welcome!", "Welcome aboard!", "Hello and welcome.", "Hi there!", "Great to have you here."],
  help: ["Hi!", "Hey there.", "Hello!", "Hi all."],
  ideas: ["+1 from me.", "I like this a lot.", "Interesting idea.", "Hmm.", "Yes please!"],
  news: ["Thanks for the update!", "Nice.", "Great news.", "Thanks for letting us know.", "Appreciated."],
  staff: ["Noted.", "Agreed.", "Thanks for handling it.", "Makes sense to me.", "Good call."],
};

export const remarks: Record<ReplyPool, readonly string[]> = {
  chat: [
    "For me it is all about consistency: the same routine every day, even when it feels boring.",
    "I tried that for a month and honestly it changed how I think about the whole thing.",
    "Counterpoint: sometimes the simplest option is the right one and we overthink it.",
    "My partner swears by the opposite approach, so maybe it depends on the person.",
    "Adding this to my list. Will report back in a couple of weeks.",
    "I read a good article about this on [example.com](https://example.com) a while ago.",
    "This thread is dangerous for my wallet.",
    "Strong agree. It took me years to figure that out.",
    "Has anyone tried doing this with kids around? Asking for a friend.",
    "The second suggestion is underrated. Give it a try before dismissing it.",
    "I would add one thing: write it down, otherwise you forget what worked.",
    "Ten years ago I would have disagreed, but now I think you are right.",
  ],
  intro: [
    "Make sure to stop by the setup mega thread, it is the best place to get to know people.",
    "You will fit right in. The Off Topic crowd is especially friendly.",
    "If you get stuck with anything, Getting Started has answers to most questions.",
    "That sounds like a fascinating hobby. Please post about it sometime!",
    "I moved here from a similar community and never looked back.",
    "We have a few people in the same field, so you will have company.",
    "Looking forward to your posts!",
    "Feel free to ask anything, nobody bites here.",
  ],
  help: [
    "Open your profile menu and go to **Edit profile**; the setting is near the bottom.",
    "Try signing out, clearing the site's cookies and signing in again. That fixed it for me.",
    "It is a setting the administrators control, so it is expected behaviour rather than a bug.",
    "Which browser and version are you on? That helps narrow it down.",
    "I cannot reproduce it on my phone, but I have a newer model. Screenshots would help.",
    "There is a short guide on [example.com](https://example.com) that walks through it step by step.",
    "Moderators can change it for you if the option is not available on your account.",
    "Same here, and it started after the last update.",
    "That worked, thank you!",
    "Bookmarking this, I had the exact same question.",
    "You might need to confirm your email first; a few features only unlock after that.",
    "Marking this as solved might help the next person who searches for it.",
  ],
  ideas: [
    "It should be opt-in though, not everyone wants more email.",
    "Other communities I use have this and it works really well.",
    "I worry it will add clutter to an interface that is nice and clean right now.",
    "Maybe start small and see whether people actually use it?",
    "This would make the Help category so much easier to keep up with.",
    "Would it be possible to make it a per-category setting?",
    "I would use this every single day.",
    "Love the idea. The details matter, but the direction is right.",
  ],
  news: [
    "Everything went smoothly on my end.",
    "Will this affect the mobile site as well?",
    "Thanks to the whole team for keeping this place running.",
    "Really happy with how the community has grown.",
    "Just tried it, works nicely.",
    "Is there a changelog somewhere we can follow?",
  ],
  staff: [
    "I can cover the mornings, my afternoons are busy.",
    "Let us revisit this at the next check-in.",
    "I added a note to the moderation log.",
    "Turning on email confirmation sounds sensible.",
    "I will keep an eye on the queue this weekend.",
  ],
};

/** Pieces combined into the setup descriptions of the mega thread. */
export const setupParts = {
  desk: [
    "a hand-me-down oak desk",
    "an IKEA desk with a plywood top",
    "a standing desk (actually used standing!)",
    "the kitchen table, sadly",
    "a corner desk built from an old door",
    "a tiny writing desk by the window",
  ],
  screen: [
    'one 27" 1440p monitor',
    'two 24" monitors side by side',
    "a single ultrawide",
    "just the laptop screen on a stand",
    "a 4K monitor scaled to 150%",
    'an old 22" monitor I refuse to replace',
  ],
  keyboard: [
    "a split ergonomic keyboard",
    "a 65% mechanical with brown switches",
    "the laptop keyboard, and I am fine with it",
    "a vintage buckling-spring board",
    "a low-profile wireless keyboard",
    "a custom board I soldered myself",
  ],
  extra: [
    "a plant that is somehow still alive",
    "noise-cancelling headphones",
    "a vertical mouse that saved my wrist",
    "far too many cables",
    "a desk lamp with a warm bulb",
    "a whiteboard for to-do lists",
    "a cat who sleeps on the keyboard",
  ],
  wish: [
    "a better chair",
    "a quieter PC",
    "more desk space",
    "a proper window",
    "cable management, someday",
    "a second monitor",
  ],
};

/** Short replies sprinkled between setup descriptions in the mega thread. */
export const setupReplies: readonly string[] = [
  "That chair looks comfy. Which model is it?",
  "Love the plant. Mine died within a week.",
  "How do you like the split keyboard? Thinking of getting one.",
  "The kitchen table life is real. Solidarity.",
  "Which switches are those? They sound great.",
  "This thread has cost me a lot of money.",
  "Cable management is a myth anyway.",
  "Respect for keeping an old monitor going that long.",
  "Is that a buckling-spring board? My ears hurt just reading about it.",
  "Stealing the whiteboard idea, thanks.",
  "How high is your monitor? I keep getting neck pain.",
  "The cat on the keyboard is the best accessory in this thread.",
  "Finally someone else who works from the kitchen table.",
  "Ultrawide owners, do you ever miss having two screens?",
];

/** Private conversations: who started them, who else is in them, and the messages in order. */
export interface DemoConversation {
  from: string;
  to: string;
  name: string;
  daysAgo: number;
  messages: readonly { by: string; body: string }[];
  /** How many messages the recipient has read (fewer than the total leaves it unread). */
  recipientRead: number;
}

export const demoConversations: readonly DemoConversation[] = [
  {
    from: "member2",
    to: "member",
    name: "Board game night?",
    daysAgo: 6,
    recipientRead: 3,
    messages: [
      {
        by: "member2",
        body: "Hey! Saw your reply in the board game thread. Want to join our online game night on Friday?",
      },
      { by: "member", body: "That sounds fun! What are you playing?" },
      {
        by: "member2",
        body: "Probably *Codenames* to start, then something longer if people are up for it. Link will be at [example.com](https://example.com).",
      },
      { by: "member2", body: "Also, bring a snack. It is tradition." },
    ],
  },
  {
    from: "admin",
    to: "member",
    name: "Thanks for helping out",
    daysAgo: 20,
    recipientRead: 4,
    messages: [
      {
        by: "admin",
        body: "Hi! Just wanted to say thanks for all the answers you have been giving in Getting Started. It really helps.",
      },
      { by: "member", body: "Happy to! I remember how confusing it was when I joined." },
      {
        by: "admin",
        body: "Would you be interested in helping us review the new guidelines draft? No pressure at all.",
      },
      { by: "member", body: "Sure, send it over and I will take a look this week." },
    ],
  },
];
