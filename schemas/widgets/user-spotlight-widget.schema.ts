import type { FromSchema } from "json-schema-to-ts";
import { userSchema } from "../entities/user.schema";
import { containerOptionsSchema, widgetHeadingProps } from "./common";

const user = userSchema.properties;

/** The spotlighted user as preloaded: a user fragment with title and counts (private profiles: fragment only). */
export const spotlightUserSchema = {
  type: "object",
  description: "The featured member; a private or banned profile carries only its public fragment.",
  properties: {
    userID: user.userID,
    name: user.name,
    url: user.url,
    photoUrl: user.photoUrl,
    dateLastActive: user.dateLastActive,
    title: user.title,
    label: user.label,
    countDiscussions: user.countDiscussions,
    countComments: user.countComments,
    banned: user.banned,
    private: user.private,
  },
  required: ["userID", "name", "photoUrl", "dateLastActive"],
  additionalProperties: false,
} as const;

/** UserSpotlightWidget: one featured member with their photo, title and post counts. */
export const userSpotlightWidgetSchema = {
  $id: "UserSpotlightWidget",
  type: "object",
  description: "One featured member with their photo, title and post counts.",
  properties: {
    ...widgetHeadingProps,
    containerOptions: containerOptionsSchema,
    userTextAlignment: {
      type: "string",
      enum: ["left", "right"],
      description: "Which side of the photo the member's details sit on.",
    },
    apiParams: {
      type: "object",
      description: "Who is featured.",
      properties: { userID: { type: "integer", minimum: 1, description: "The featured member's ID." } },
      required: ["userID"],
      additionalProperties: false,
    },
    userInfo: spotlightUserSchema,
  },
  required: ["apiParams"],
  additionalProperties: false,
} as const;
/** Props of UserSpotlightWidget. */
export type UserSpotlightWidgetProps = FromSchema<typeof userSpotlightWidgetSchema>;
/** The featured member. */
export type SpotlightUser = FromSchema<typeof spotlightUserSchema>;
