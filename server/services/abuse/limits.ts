import type { LimitRule } from "./limiter";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every abuse limit of the server, in one place. Tests and operators may lower or raise single
 * limits (BuildAppOptions.abuseLimits); the buckets are fixed.
 */
export interface AbuseLimits {
  /** `POST /tick` per client address. */
  tickPerAddress: LimitRule;
  /** A member's or guest's view of one record counts once per window. */
  viewOncePer: LimitRule;
  /** Failed sign-ins per client address; over it, the address waits for the window to end. */
  signInFailuresPerAddress: LimitRule;
  /**
   * Failed sign-ins one address may add to an account's run of failures: one address cannot slow an
   * account down for anyone else (its own limit stops it first).
   */
  signInFailuresPerAccountAndAddress: LimitRule;
  /**
   * An account's run of failures (window from the first failure; a correct password ends it). Past
   * `limit`, each further failure makes the account wait, 1 s doubling up to `signInMaxDelayMs`.
   */
  signInFailuresPerAccount: LimitRule;
  /** The longest wait one failure may cause, in ms. */
  signInMaxDelayMs: number;
  /**
   * Failed sign-ins with one known browser's device cookie (server/auth/device-cookie.ts). Under
   * it, the browser is spared the address's and the account's waits; past it, it is an unknown
   * browser again, so a stolen device cookie buys only this many guesses.
   */
  signInFailuresPerDevice: LimitRule;
  /** `POST /users/register` per client address (each attempt hashes a password). */
  registerPerAddress: LimitRule;
  /** Sign-up mails per email address: more answer alike but send nothing (no mail bombing). */
  registerMailsPerEmail: LimitRule;
  /** `POST /users/register/confirm` per client address. */
  registerConfirmPerAddress: LimitRule;
  /** `POST /users/me/confirm-email-request` per account and per address. */
  confirmEmailPerAccount: LimitRule;
  confirmEmailPerAddress: LimitRule;
  /** `POST /users/request-password` per client address. */
  passwordRequestPerAddress: LimitRule;
  /** Password reset mails per account: more answer alike but send nothing (no mail bombing). */
  passwordMailsPerAccount: LimitRule;
  /**
   * Mails to choose a password sent when a member signs in with a password from another forum
   * that cannot be checked: more sign-ins answer alike but send nothing.
   */
  legacyPasswordMailsPerAccount: LimitRule;
  /** `POST /users/password-reset` per client address (each try hashes a password). */
  passwordResetPerAddress: LimitRule;
  /** `POST /media` per account and per address. */
  uploadsPerAccount: LimitRule;
  uploadsPerAddress: LimitRule;
  /** Reports of posts per account. */
  reportsPerAccount: LimitRule;
  /** New private conversations per account (messages in existing ones are not counted). */
  conversationsPerAccount: LimitRule;
  /** `POST /invitations` calls per account (each mails up to 20 addresses). */
  invitationsPerAccount: LimitRule;
  /**
   * Posts per account, each kind per minute and per hour: messages in existing conversations,
   * comments, discussions. Moderators are not limited (post-limits.ts).
   */
  messagesPerMinute: LimitRule;
  messagesPerHour: LimitRule;
  commentsPerMinute: LimitRule;
  commentsPerHour: LimitRule;
  discussionsPerMinute: LimitRule;
  discussionsPerHour: LimitRule;
  /** Distinct members one account @mentions; past it, posts still save but tell nobody more. */
  mentionsPerMinute: LimitRule;
  mentionsPerHour: LimitRule;
}

/** The limits in force unless overridden. */
export const defaultAbuseLimits: AbuseLimits = {
  tickPerAddress: { bucket: "tick-address", limit: 300, windowMs: MINUTE },
  viewOncePer: { bucket: "view", limit: 1, windowMs: 30 * MINUTE },
  signInFailuresPerAddress: { bucket: "signin-address", limit: 10, windowMs: 15 * MINUTE },
  signInFailuresPerAccountAndAddress: { bucket: "signin-pair", limit: 3, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { bucket: "signin-account", limit: 5, windowMs: 15 * MINUTE },
  signInMaxDelayMs: 60_000,
  signInFailuresPerDevice: { bucket: "signin-device", limit: 5, windowMs: 15 * MINUTE },
  registerPerAddress: { bucket: "register-address", limit: 10, windowMs: HOUR },
  registerMailsPerEmail: { bucket: "register-email", limit: 3, windowMs: HOUR },
  registerConfirmPerAddress: { bucket: "register-confirm", limit: 20, windowMs: HOUR },
  confirmEmailPerAccount: { bucket: "confirm-email-account", limit: 5, windowMs: HOUR },
  confirmEmailPerAddress: { bucket: "confirm-email-address", limit: 20, windowMs: HOUR },
  passwordRequestPerAddress: { bucket: "password-request-address", limit: 10, windowMs: HOUR },
  passwordMailsPerAccount: { bucket: "password-mail-account", limit: 3, windowMs: HOUR },
  legacyPasswordMailsPerAccount: { bucket: "legacy-password-mail", limit: 1, windowMs: HOUR },
  passwordResetPerAddress: { bucket: "password-reset-address", limit: 20, windowMs: HOUR },
  uploadsPerAccount: { bucket: "upload-account", limit: 100, windowMs: HOUR },
  uploadsPerAddress: { bucket: "upload-address", limit: 200, windowMs: HOUR },
  reportsPerAccount: { bucket: "report-account", limit: 20, windowMs: HOUR },
  conversationsPerAccount: { bucket: "conversation-account", limit: 30, windowMs: HOUR },
  invitationsPerAccount: { bucket: "invitation-account", limit: 5, windowMs: HOUR },
  messagesPerMinute: { bucket: "message-minute", limit: 30, windowMs: MINUTE },
  messagesPerHour: { bucket: "message-hour", limit: 300, windowMs: HOUR },
  commentsPerMinute: { bucket: "comment-minute", limit: 20, windowMs: MINUTE },
  commentsPerHour: { bucket: "comment-hour", limit: 300, windowMs: HOUR },
  discussionsPerMinute: { bucket: "discussion-minute", limit: 10, windowMs: MINUTE },
  discussionsPerHour: { bucket: "discussion-hour", limit: 60, windowMs: HOUR },
  mentionsPerMinute: { bucket: "mention-minute", limit: 30, windowMs: MINUTE },
  mentionsPerHour: { bucket: "mention-hour", limit: 200, windowMs: HOUR },
};

/** Overrides of single limits: a rule's `limit` and `windowMs`, or the sign-in delay numbers. */
export type AbuseLimitOverrides = {
  [K in keyof AbuseLimits]?: AbuseLimits[K] extends LimitRule
    ? Partial<Pick<LimitRule, "limit" | "windowMs">>
    : AbuseLimits[K];
};

/** The default limits with `overrides` applied (bucket names never change). */
export function resolveAbuseLimits(overrides: AbuseLimitOverrides = {}): AbuseLimits {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(defaultAbuseLimits)) {
    const override = (overrides as Record<string, unknown>)[name];
    out[name] =
      typeof value === "object" ? { ...value, ...(override as object | undefined) } : (override ?? value);
  }
  return out as unknown as AbuseLimits;
}
