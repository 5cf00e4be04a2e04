import type { FromSchema } from "json-schema-to-ts";

/** The shortest and longest password, the same for sign-up, reset and change. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const passwordProperty = {
  type: "string",
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `The new password (${PASSWORD_MIN_LENGTH} characters or more).`,
} as const;

/** `POST /users/request-password`: mail a password reset link to an account. */
export const passwordRequestBodySchema = {
  $id: "passwordRequestBody",
  type: "object",
  description: "The account that forgot its password.",
  properties: {
    email: {
      type: "string",
      minLength: 1,
      maxLength: 200,
      description: "The account's email address or username.",
    },
  },
  required: ["email"],
  additionalProperties: false,
} as const;
export type PasswordRequestBody = FromSchema<typeof passwordRequestBodySchema>;

/**
 * The answer of `POST /users/request-password` (200): the same whether or not the account exists,
 * so the form never tells who is registered.
 */
export const passwordRequestAnswerSchema = {
  $id: "passwordRequestAnswer",
  type: "object",
  description: "What happens next after asking for a password reset link.",
  properties: {
    message: { type: "string", description: "What to do next." },
    description: { type: "string", description: "More detail about the next step." },
  },
  required: ["message", "description"],
  additionalProperties: false,
} as const;
export type PasswordRequestAnswer = FromSchema<typeof passwordRequestAnswerSchema>;

/** `POST /users/password-reset`: the mailed link's user and token, and the new password. */
export const passwordResetBodySchema = {
  $id: "passwordResetBody",
  type: "object",
  description: "A new password set through a mailed reset link.",
  properties: {
    userID: { type: "integer", minimum: 1, maximum: 2147483647, description: "The link's user ID." },
    token: {
      type: "string",
      minLength: 20,
      maxLength: 100,
      pattern: "^[A-Za-z0-9_-]+$",
      description: "The link's token.",
    },
    password: passwordProperty,
  },
  required: ["userID", "token", "password"],
  additionalProperties: false,
} as const;
export type PasswordResetBody = FromSchema<typeof passwordResetBodySchema>;

/** `PATCH /users/{id}`: a member's own account settings, or staff editing a member. */
export const userPatchBodySchema = {
  $id: "userPatchBody",
  type: "object",
  description: "The fields of an account to change; the others stay.",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 100, description: "The username." },
    title: { type: "string", maxLength: 100, description: "The title shown with the name." },
    password: passwordProperty,
    email: {
      type: "string",
      minLength: 1,
      maxLength: 200,
      description: "A new email address for your own account; it needs confirming again.",
    },
    passwordConfirmation: {
      type: "string",
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: "The current password; required to change your own password or email.",
    },
    roleID: {
      type: "array",
      items: { type: "integer", minimum: 1, maximum: 2147483647 },
      maxItems: 100,
      description: "Staff: the roles the member has from now on (users.edit; site.manage for more).",
    },
  },
  additionalProperties: false,
} as const;
export type UserPatchBody = FromSchema<typeof userPatchBodySchema>;

/** The answer of `POST /users/{id}/photo` (Vanilla users.yml): where the new photo is served. */
export const userPhotoSchema = {
  $id: "userPhoto",
  type: "object",
  description: "A user's photo.",
  properties: {
    photoUrl: { type: "string", description: "The URL of the user's photo." },
  },
  required: ["photoUrl"],
  additionalProperties: false,
} as const;
export type UserPhoto = FromSchema<typeof userPhotoSchema>;

/** `POST /users/me/confirm-email`: the token of the mailed email confirmation link. */
export const emailConfirmBodySchema = {
  $id: "emailConfirmBody",
  type: "object",
  description: "The email confirmation link's token.",
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
export type EmailConfirmBody = FromSchema<typeof emailConfirmBodySchema>;
