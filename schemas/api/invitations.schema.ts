import type { FromSchema } from "json-schema-to-ts";

/** The most addresses one invitation call may name. */
export const MAX_INVITATION_EMAILS = 20;
/** The longest personal message an invitation may carry. */
export const MAX_INVITATION_MESSAGE = 500;

/** `POST /invitations`: invite people to the site by email (content spec §7, §8 invitations). */
export const invitationsBodySchema = {
  type: "object",
  description: "Who to invite, with an optional personal message.",
  properties: {
    emails: {
      type: "array",
      minItems: 1,
      maxItems: MAX_INVITATION_EMAILS,
      items: { type: "string", minLength: 1, maxLength: 200 },
      description: "The email addresses to invite.",
    },
    message: {
      type: "string",
      maxLength: MAX_INVITATION_MESSAGE,
      description: "A personal note added to each mail.",
    },
  },
  required: ["emails"],
  additionalProperties: false,
} as const;
export type InvitationsBody = FromSchema<typeof invitationsBodySchema>;

/** The answer of `POST /invitations`: the addresses mailed (each once, in the order given). */
export const invitationsAnswerSchema = {
  type: "object",
  description: "The invitations sent.",
  properties: {
    emails: { type: "array", items: { type: "string" }, description: "The addresses mailed." },
  },
  required: ["emails"],
  additionalProperties: false,
} as const;
export type InvitationsAnswer = FromSchema<typeof invitationsAnswerSchema>;
