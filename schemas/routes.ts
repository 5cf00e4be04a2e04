/**
 * The app's page routes, shared by the server (which answers 404 for anything else and inlines the
 * first layout) and the client router. Patterns use `:name` segments; a segment may carry a literal
 * prefix (`p:page` matches `p2`).
 */
export const pageRoutes = {
  home: "/",
  discussions: "/discussions",
  bookmarks: "/discussions/bookmarked",
  categories: "/categories",
  category: "/categories/:categoryID",
  categoryPage: "/categories/:categoryID/p:page",
  discussion: "/discussion/:discussionID",
  discussionPage: "/discussion/:discussionID/p:page",
  discussionSlug: "/discussion/:discussionID/:slug",
  discussionSlugPage: "/discussion/:discussionID/:slug/p:page",
  comment: "/discussion/comment/:commentID",
  signIn: "/entry/signin",
  register: "/entry/register",
  signOut: "/entry/signout",
  emailConfirmRequest: "/entry/emailconfirmrequest",
  leaving: "/home/leaving",
  // Moderation pages of the discussion options (content spec §2 "Other links"): revision history and
  // deleted comments share /log/filter (told apart by its query), the reports list is its own page.
  moderationLog: "/log/filter",
  reportsList: "/dashboard/content/reports",
  // The account menu's Drafts link: the signed-in member's drafts (content spec §4, §7).
  drafts: "/drafts",
  // The search page (content spec §2): the title bar's and the banner's searches go here.
  search: "/search",
  // Forgotten password: ask for a reset mail, then set a new password with the mailed one-time link.
  passwordRequest: "/entry/passwordrequest",
  passwordReset: "/entry/passwordreset/:userID/:token",
  // The account menu's Edit Profile: the signed-in member's account settings.
  accountSettings: "/profile/edit",
  // Inviting people to the community by email.
  invitations: "/profile/invitations",
  // A member's notifications ("View All") and notification preferences, before the profile routes.
  notifications: "/profile/notifications",
  notificationPreferences: "/profile/preferences",
  // A notification mail's unsubscribe link: names the kind and switches its mail off with a button.
  unsubscribe: "/unsubscribe/:token",
  // Profiles (content spec §2 "profile links", shell spec §2): by name, or by ID segment and name, with
  // the member's discussions, comments and reactions received.
  profileDiscussions: "/profile/discussions/:segment/:username",
  profileComments: "/profile/comments/:segment/:username",
  profileReactions: "/profile/reactions/:username",
  profileSegment: "/profile/:segment/:username",
  profile: "/profile/:username",
  // Private messages (shell spec §2 `/messages/add/{name}`, content spec §2 `/messages/add?content=`).
  messages: "/messages",
  messagesInbox: "/messages/inbox",
  messagesAdd: "/messages/add",
  messagesAddName: "/messages/add/:name",
  conversation: "/messages/:conversationID",
  // The dashboard (settings.manage or site.manage): its home, a section, and a page of a section. The
  // reports list above is matched first.
  dashboard: "/dashboard",
  dashboardSection: "/dashboard/:section",
  dashboardSectionPage: "/dashboard/:section/:page",
  // The layout editor (site.manage), full screen.
  layoutEditor: "/dashboard/layouts/:layoutID/edit",
  // A theme's revisions, where an older one can be restored (content spec §4 "revision patch").
  themeRevisions: "/appearance/style-guides/:themeID/revisions",
} as const;

/** Any one page route pattern. */
export type PageRoutePattern = (typeof pageRoutes)[keyof typeof pageRoutes];

/**
 * Pages only a signed-in member can use: a guest gets them with status 403 and the Permission Problem
 * page with Sign In (shell spec §2 "Error page"), the client showing the same page for them. The
 * message pages are 404 instead while conversations are off, as the client shows them.
 */
export const memberOnlyRoutes: readonly PageRoutePattern[] = [
  pageRoutes.moderationLog,
  pageRoutes.reportsList,
  pageRoutes.drafts,
  pageRoutes.accountSettings,
  pageRoutes.invitations,
  pageRoutes.notifications,
  pageRoutes.notificationPreferences,
  pageRoutes.messages,
  pageRoutes.messagesInbox,
  pageRoutes.messagesAdd,
  pageRoutes.messagesAddName,
  pageRoutes.conversation,
  pageRoutes.dashboard,
  pageRoutes.dashboardSection,
  pageRoutes.dashboardSectionPage,
  pageRoutes.layoutEditor,
  pageRoutes.themeRevisions,
];

/** The message pages among {@link memberOnlyRoutes}: not found at all while conversations are off. */
export const messageRoutes: readonly PageRoutePattern[] = [
  pageRoutes.messages,
  pageRoutes.messagesInbox,
  pageRoutes.messagesAdd,
  pageRoutes.messagesAddName,
  pageRoutes.conversation,
];

/**
 * Routes rendered from a layout (shell spec §2, content spec §2 custom-layout routes): the view type
 * and the record the layout is looked up for. Numeric params are parsed as integers.
 */
export const layoutRoutes = [
  { pattern: pageRoutes.home, layoutViewType: "home" },
  { pattern: pageRoutes.discussions, layoutViewType: "discussionList" },
  // The account menu's Bookmarks link: the discussion list of what the member bookmarked.
  { pattern: pageRoutes.bookmarks, layoutViewType: "discussionList", params: { bookmarked: true } },
  { pattern: pageRoutes.categories, layoutViewType: "categoryList" },
  {
    pattern: pageRoutes.category,
    layoutViewType: "discussionList",
    recordType: "category",
    recordParam: "categoryID",
  },
  {
    pattern: pageRoutes.categoryPage,
    layoutViewType: "discussionList",
    recordType: "category",
    recordParam: "categoryID",
  },
  // The permalink first: "/discussion/comment/5" must not read as discussion "comment".
  { pattern: pageRoutes.comment, layoutViewType: "post", recordType: "comment", recordParam: "commentID" },
  {
    pattern: pageRoutes.discussion,
    layoutViewType: "post",
    recordType: "discussion",
    recordParam: "discussionID",
  },
  {
    pattern: pageRoutes.discussionPage,
    layoutViewType: "post",
    recordType: "discussion",
    recordParam: "discussionID",
  },
  {
    pattern: pageRoutes.discussionSlug,
    layoutViewType: "post",
    recordType: "discussion",
    recordParam: "discussionID",
  },
  {
    pattern: pageRoutes.discussionSlugPage,
    layoutViewType: "post",
    recordType: "discussion",
    recordParam: "discussionID",
  },
] as const;

/** Dev-only gallery of every widget's fixtures. */
export const GALLERY_ROUTE = "/_gallery";
