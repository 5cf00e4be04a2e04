import type { ColumnType, Generated } from "kysely";
import type { Bool, Count, NullableTimestamp, Timestamp } from "./column-types";

/** Members, roles, sessions and sign-up: who people are and what they may do. */
export interface AccountTables {
  roles: {
    roleID: Generated<number>;
    name: string;
    description: string;
    type: string;
    isAdmin: Bool;
    sort: Count;
  };
  role_permissions: {
    roleID: number;
    resourceType: string;
    resourceID: number;
    permission: string;
    allowed: Bool;
  };
  users: {
    userID: Generated<number>;
    name: string;
    nameKey: string;
    email: string;
    emailKey: string;
    passwordHash: string;
    photoUrl: string;
    title: string;
    private: Bool;
    banned: Bool;
    emailConfirmed: Bool;
    countDiscussions: Count;
    countComments: Count;
    points: Count;
    dateInserted: Timestamp;
    dateLastActive: NullableTimestamp;
    dateUpdated: NullableTimestamp;
    /** The member's signature, markdown. */
    signature: Generated<string>;
    /** The signature as sanitised HTML, rendered when it is written (null until then). */
    signatureHtml: string | null;
    /** The name's confusable skeleton (server/services/abuse/name-skeleton.ts); "" until filled. */
    nameSkeleton: ColumnType<string, string | undefined, string>;
  };
  user_roles: { userID: number; roleID: number };
  sessions: {
    tokenHash: string;
    userID: number;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
    /** 1: kept 30 days from its last use ("Keep me signed in"); 0: 12 hours, in a browser-session cookie. */
    persistent: ColumnType<number, number | undefined, number>;
  };
  /** Members a member blocked: they cannot start, join or write a conversation with them. */
  user_blocks: { userID: number; blockedUserID: number; dateBlocked: Timestamp };
  privacy_choices: { userID: number; anonymizeData: number; dateUpdated: Timestamp };
  /** Window counters of the abuse limits (server/services/abuse/limiter.ts), keyed by bucket and key. */
  abuse_counters: {
    bucket: string;
    key: string;
    count: number;
    dateWindowEnds: Timestamp;
    dateBlockedUntil: NullableTimestamp;
  };
  /** Sign-ups waiting for their email address to be proven; the account is made when the link is followed. */
  registrations: {
    tokenHash: string;
    name: string;
    nameKey: string;
    email: string;
    emailKey: string;
    passwordHash: string;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
    /** The hash of the invitation code the sign-up came with, spent when it is confirmed. */
    invitationCodeHash: string | null;
  };
  /** One code per invited address, stored hashed; it works once, until it expires. */
  invitations: {
    codeHash: string;
    email: string;
    insertUserID: number;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
    dateAccepted: NullableTimestamp;
    acceptedUserID: number | null;
  };
  /** One-time tokens mailed to a member (password reset, email confirmation), stored hashed. */
  user_tokens: {
    tokenHash: string;
    userID: number;
    purpose: string;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
  };
  /** Secrets shared by every server process (made on first use), e.g. the long-runner signing key. */
  system_secrets: { name: string; secret: string; dateInserted: Timestamp };
}
