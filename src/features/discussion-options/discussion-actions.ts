import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { hasPermission, type PermissionChecker } from "../../../runtime/permissions/permission-checker";
import { editWindow } from "../../../runtime/permissions/edit-window";

/** Config keys the option rules read (content spec §3). */
export const TAGGING_FLAG = "tagging.enabled";
export const TRIAGE_FLAG = "triage.enabled";
export const ESCALATIONS_FLAG = "featureFlags.escalations.Enabled";
export const CREATE_POST_FLAG = "featureFlags.customLayout.createPost.Enabled";

/** Who is looking and what the site has turned on: all the option rules need besides the record. */
export interface OptionsViewer {
  userID: number;
  /** The signed-in member is banned: no writes at all. */
  isBanned: boolean;
  checker: PermissionChecker;
  config: Readonly<Record<string, unknown>>;
  /** Now in ms, for the author's edit window; defaults to the clock. */
  now?: number;
}

/** Every action of the discussion options menu, in menu order. */
export const discussionActionNames = [
  "edit",
  "close",
  "sink",
  "resolve",
  "announce",
  "dismiss",
  "bump",
  "move",
  "changeType",
  "changeAuthor",
  "tag",
  "collections",
  "report",
  "revisionHistory",
  "deletedComments",
  "reports",
  "delete",
] as const;
/** One action of the discussion options menu. */
export type DiscussionActionName = (typeof discussionActionNames)[number];

/** The fields of a discussion the rules read. */
export type OptionsDiscussion = Pick<
  Discussion,
  "discussionID" | "categoryID" | "insertUserID" | "dateInserted" | "closed" | "pinned"
>;

/** True when a config flag is on. */
export function isOn(config: Readonly<Record<string, unknown>>, key: string): boolean {
  return config[key] === true;
}

/** The edit timeout of ui.editContentTimeout in seconds (-1: none, content spec §9). */
export function editTimeoutOf(config: Readonly<Record<string, unknown>>): number {
  const value = config["ui.editContentTimeout"];
  return typeof value === "number" ? value : -1;
}

/**
 * Which discussion options the viewer gets (content spec §6), checked category-scoped against the
 * discussion's category (administrators pass everything); the same rules the write routes enforce,
 * so no item leads to a refusal.
 */
export function discussionActions(
  discussion: OptionsDiscussion,
  viewer: OptionsViewer,
): ReadonlySet<DiscussionActionName> {
  const actions = new Set<DiscussionActionName>();
  if (viewer.userID <= 0 || viewer.isBanned) return actions;
  const { checker, config } = viewer;
  const inCategory = { resourceType: "category", resourceID: discussion.categoryID };
  const can = (permission: string) => hasPermission(checker, permission, inCategory);
  const canGlobally = (permission: string) => hasPermission(checker, permission);
  const isAuthor = viewer.userID === discussion.insertUserID;
  const editable = editWindow(
    discussion,
    { userID: viewer.userID, permissions: checker },
    { recordType: "discussion", editTimeout: editTimeoutOf(config), now: viewer.now },
  );
  const isModerator = canGlobally("community.manage") || can("discussions.moderate");
  const canManage = canGlobally("community.moderate") || can("discussions.edit");
  const canSeeLogs = isModerator || canGlobally("community.moderate");

  const rules: Record<DiscussionActionName, boolean> = {
    edit: editable.canEdit,
    close: can("discussions.close") || (isAuthor && canGlobally("discussions.closeOwn")),
    sink: isModerator,
    resolve: isOn(config, TRIAGE_FLAG) && can("staff.allow"),
    announce: isModerator,
    dismiss: discussion.pinned,
    bump: canGlobally("curation.manage"),
    // Authors may move their own discussion within their edit window (ARCHITECTURE decisions).
    move: canManage || (isAuthor && editable.canEdit),
    changeType: isOn(config, CREATE_POST_FLAG) && canManage,
    changeAuthor: canGlobally("site.manage"),
    tag: isOn(config, TAGGING_FLAG) && editable.canEdit,
    collections: canGlobally("community.manage"),
    report: isOn(config, ESCALATIONS_FLAG) && canGlobally("flag.add"),
    revisionHistory: canSeeLogs,
    deletedComments: canSeeLogs,
    reports: isOn(config, ESCALATIONS_FLAG) && canGlobally("community.moderate"),
    delete: can("discussions.delete"),
  };
  for (const name of discussionActionNames) if (rules[name]) actions.add(name);
  return actions;
}
