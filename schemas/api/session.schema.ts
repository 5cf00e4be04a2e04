import type { FromSchema } from "json-schema-to-ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./account.schema";

/** `POST /session`: sign in with a username or email. */
export const signInBodySchema = {
  $id: "signInBody",
  type: "object",
  description: "Credentials for signing in.",
  properties: {
    username: { type: "string", minLength: 1, maxLength: 100, description: "The username or email address." },
    password: { type: "string", minLength: 1, maxLength: 200, description: "The password." },
    persist: { type: "boolean", description: "Keep the session after the browser closes." },
  },
  required: ["username", "password"],
  additionalProperties: false,
} as const;
export type SignInBody = FromSchema<typeof signInBodySchema>;

/** `POST /users/register`: public sign-up. */
export const registerBodySchema = {
  $id: "registerBody",
  type: "object",
  description: "A new member's details.",
  properties: {
    name: { type: "string", minLength: 3, maxLength: 40, description: "The username." },
    email: { type: "string", minLength: 3, maxLength: 200, description: "The email address." },
    password: {
      type: "string",
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: "The password (8 characters or more).",
    },
    invitationCode: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The code of an invitation's link; an invitation-only site needs one.",
    },
    target: {
      type: "string",
      maxLength: 2000,
      description: "The page to return to once signed up (a path on this site), kept in the mailed link.",
    },
  },
  required: ["name", "email", "password"],
  additionalProperties: false,
} as const;
export type RegisterBody = FromSchema<typeof registerBodySchema>;

/** `POST /users`: an administrator adds a user. */
export const addUserBodySchema = {
  $id: "addUserBody",
  type: "object",
  description: "A user added by an administrator.",
  properties: {
    name: { type: "string", minLength: 3, maxLength: 40, description: "The username." },
    email: { type: "string", minLength: 3, maxLength: 200, description: "The email address." },
    password: {
      type: "string",
      minLength: 8,
      maxLength: 200,
      description: "The password; without one the member chooses theirs through the welcome email's link.",
    },
    roleID: { type: "array", items: { type: "integer" }, description: "Role IDs; Member when absent." },
    emailConfirmed: { type: "boolean", description: "Whether the email is already confirmed." },
    sendWelcomeEmail: {
      type: "boolean",
      description: "Mail the member a welcome with a link to choose their password (default true).",
    },
  },
  required: ["name", "email"],
  additionalProperties: false,
} as const;
export type AddUserBody = FromSchema<typeof addUserBodySchema>;

/**
 * The answer of `POST /users/register` (202): the same for a new email and a registered one, so
 * sign-up never tells whether an address has an account. The next step is in the mail.
 */
export const registerAnswerSchema = {
  $id: "registerAnswer",
  type: "object",
  description: "What happens next after signing up.",
  properties: {
    message: { type: "string", description: "What to do next." },
    description: { type: "string", description: "More detail about the next step." },
  },
  required: ["message", "description"],
  additionalProperties: false,
} as const;
export type RegisterAnswer = FromSchema<typeof registerAnswerSchema>;

/** `POST /users/register/confirm`: the token of the link mailed at sign-up. */
export const registerConfirmBodySchema = {
  $id: "registerConfirmBody",
  type: "object",
  description: "The sign-up link's token.",
  properties: {
    token: {
      type: "string",
      minLength: 20,
      maxLength: 100,
      pattern: "^[A-Za-z0-9_-]+$",
      description: "The `confirm` parameter of the mailed link.",
    },
  },
  required: ["token"],
  additionalProperties: false,
} as const;
export type RegisterConfirmBody = FromSchema<typeof registerConfirmBodySchema>;
