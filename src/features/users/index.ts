export { UserCardTrigger, type UserCardTriggerProps } from "./UserCard";
export { UserRank } from "./ranks";
export { AccountMenu } from "./AccountMenu";
export { AccountPanel, type AccountPanelTab } from "./AccountPanel";
export { AccountLinks, accountLinkUrls } from "./AccountLinks";
export { accountToggleName, useOpenReports } from "./use-open-reports";
export { useUser, userKey } from "./use-user";
export {
  USER_CARD_PERMISSIONS,
  canMessageUser,
  newMessageUrl,
  restrictedReason,
  type CardViewer,
  type RestrictedReason,
} from "./user-card-rules";
export {
  EMAIL_CONFIRM_REQUEST_URL,
  EMAIL_NOT_CONFIRMED_TEXT,
  needsEmailConfirmation,
  requestConfirmationEmail,
} from "./email-confirmation";
export { EMAIL_CONFIRMATION_TOAST_ID, useEmailConfirmationToast } from "./use-email-confirmation-toast";
export { BannedNotice, BANNED_TEXT, type BannedNoticeProps } from "./BannedNotice";
