import type { FromSchema } from "json-schema-to-ts";

/** A poll of the Polls addon with its results and the viewer's vote. */
export const pollSchema = {
  $id: "poll",
  type: "object",
  description: "A poll with its options, their vote counts and the current member's vote.",
  properties: {
    pollID: { type: "integer", description: "The poll's ID." },
    name: { type: "string", description: "The question the poll asks." },
    countVotes: { type: "integer", minimum: 0, description: "How many members voted." },
    myVote: {
      type: ["integer", "null"],
      description: "The option the current member chose; null when they have not voted (or are a guest).",
    },
    options: {
      type: "array",
      description: "The choices, in order.",
      items: {
        type: "object",
        description: "One choice.",
        properties: {
          pollOptionID: { type: "integer", description: "The option's ID." },
          body: { type: "string", description: "The option's text." },
          countVotes: { type: "integer", minimum: 0, description: "Votes for this option." },
        },
        required: ["pollOptionID", "body", "countVotes"],
        additionalProperties: false,
      },
    },
  },
  required: ["pollID", "name", "countVotes", "myVote", "options"],
  additionalProperties: false,
} as const;
export type Poll = FromSchema<typeof pollSchema>;

/** `POST /polls`: a question and its choices. */
export const pollPostBodySchema = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 200, description: "The question." },
    options: {
      type: "array",
      minItems: 2,
      maxItems: 20,
      items: { type: "string", minLength: 1, maxLength: 200 },
      description: "The choices, in order.",
    },
  },
  required: ["name", "options"],
  additionalProperties: false,
} as const;
export type PollPostBody = FromSchema<typeof pollPostBodySchema>;

/** `POST /polls/{id}/votes`: the chosen option. */
export const pollVoteBodySchema = {
  type: "object",
  properties: { pollOptionID: { type: "integer", minimum: 1, maximum: 2147483647 } },
  required: ["pollOptionID"],
  additionalProperties: false,
} as const;
export type PollVoteBody = FromSchema<typeof pollVoteBodySchema>;
