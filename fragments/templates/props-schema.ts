/**
 * The JSON Schema of the props a fragment of each type gets, for its `props.ts` declaration
 * (propsDeclaration): a widget's fragment gets that widget's validated props, a CommentItemFragment
 * one comment of the thread, a CustomFragment the schema it declares (STARTER_CUSTOM_SCHEMA to start).
 */
import { commentSchema } from "../../schemas/entities/comment.schema";
import { COMMENT_ITEM_FRAGMENT_TYPE, CUSTOM_FRAGMENT_TYPE } from "../../schemas/widgets/fragment-types";
import { widgetCatalog, type WidgetCatalogEntry } from "../../schemas/widgets/index";
import { STARTER_CUSTOM_SCHEMA } from "./index";

/**
 * What a CommentItemFragment gets for each comment of the thread (besides `Default`): the comment, its
 * discussion, and the built-in item's own props, so `<Default {...props} />` renders the built-in.
 * The item's callbacks (`onUpdated`, `box`) pass through too but have no JSON Schema.
 */
export const COMMENT_ITEM_PROPS_SCHEMA = {
  type: "object",
  description: "One comment of the discussion's comment thread.",
  properties: {
    comment: commentSchema,
    discussion: {
      type: "object",
      description: "The discussion the comment is on.",
      properties: {
        discussionID: { type: "integer", description: "The discussion's ID." },
        name: { type: "string", description: "The discussion's title." },
        categoryID: { type: "integer", description: "The discussion's category." },
        closed: { type: "boolean", description: "True when the discussion takes no new comments." },
      },
      required: ["discussionID", "name", "categoryID", "closed"],
    },
    discussionName: { type: "string", description: "The discussion's title, for sharing." },
    canQuote: { type: "boolean", description: "The viewer may comment here, so Quote and Reply show." },
    isHighlighted: { type: "boolean", description: "The permalinked comment: marked current and outlined." },
  },
  required: ["comment", "discussion", "discussionName", "canQuote", "isHighlighted"],
} as const;

/** The catalog entry of the widget a fragment of `fragmentType` replaces (the thread's, for its items). */
export function widgetOfFragmentType(fragmentType: string): WidgetCatalogEntry | undefined {
  if (fragmentType === COMMENT_ITEM_FRAGMENT_TYPE) {
    return widgetCatalog.find((entry) => entry.type === "CommentThreadAsset");
  }
  return widgetCatalog.find((entry) => entry.fragmentTypes?.includes(fragmentType));
}

/** The props schema of a fragment of `fragmentType`, or undefined for a type nothing uses. */
export function fragmentPropsSchema(fragmentType: string): Readonly<Record<string, unknown>> | undefined {
  if (fragmentType === CUSTOM_FRAGMENT_TYPE) return STARTER_CUSTOM_SCHEMA;
  if (fragmentType === COMMENT_ITEM_FRAGMENT_TYPE) return COMMENT_ITEM_PROPS_SCHEMA;
  return widgetCatalog.find((entry) => entry.fragmentTypes?.includes(fragmentType))?.schema;
}
