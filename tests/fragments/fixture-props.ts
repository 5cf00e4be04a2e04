/**
 * Example props for a fragment of each type, from the widgets' own fixtures (widgets/<folder>/fixtures.ts):
 * the props the built-in is tested with are the props its fragment gets.
 */
import { COMMENT_ITEM_FRAGMENT_TYPE, CUSTOM_FRAGMENT_TYPE } from "../../schemas/widgets/fragment-types";
import { widgetFolderOf } from "../../runtime/registry/widget-folder";
import { widgetOfFragmentType } from "../../fragments/templates/props-schema";

type Props = Record<string, unknown>;

/** The first fixture of the first fixture set a widget's fixtures.ts exports. */
async function firstFixture(widgetType: string): Promise<Props> {
  const module = (await import(`../../widgets/${widgetFolderOf(widgetType)}/fixtures.ts`)) as Record<
    string,
    Record<string, Props>
  >;
  const fixtures = Object.values(module).find((value) => typeof value === "object" && value !== null);
  const first = fixtures && Object.values(fixtures)[0];
  if (!first) throw new Error(`widgets/${widgetFolderOf(widgetType)}/fixtures.ts has no fixture`);
  return first;
}

/** Props a fragment of `fragmentType` gets on a page (besides `Default`). */
export async function fixturePropsOf(fragmentType: string): Promise<Props> {
  if (fragmentType === CUSTOM_FRAGMENT_TYPE) {
    return { title: "Community events", body: "Meet-ups near you." };
  }
  const widget = widgetOfFragmentType(fragmentType);
  if (!widget) throw new Error(`no widget has the fragment type ${fragmentType}`);
  const props = await firstFixture(widget.type);
  if (fragmentType !== COMMENT_ITEM_FRAGMENT_TYPE) return props;
  const comments = props.comments as Props[] | undefined;
  if (!comments?.[0]) throw new Error("the comment thread's first fixture has no comment");
  const discussion = {
    discussionID: props.discussionID,
    name: props.discussionName,
    categoryID: props.categoryID,
    closed: props.closed,
  };
  return {
    comment: comments[0],
    discussion,
    discussionName: props.discussionName,
    canQuote: true,
    isHighlighted: false,
  };
}
