import { discussionSorts, type DiscussionSort } from "../../../../schemas/entities/discussion.schema";
import {
  DISCUSSION_LIST_DEFAULT_LIMIT,
  type DiscussionListAssetProps,
} from "../../../../schemas/widgets/discussion-list-asset.schema";
import {
  discussionWidgetExpand,
  type DiscussionsApiParams,
} from "../../../../schemas/widgets/discussions-widget.schema";
import type { HydrateContext, WidgetHydrator } from "../../types";
import { questionStatuses, type QuestionStatus } from "../../../../schemas/entities/question-status";
import { isAddonEnabledIn } from "../../../services/addons/addons";
import { getCategoryRow } from "../../../services/categories/categories";
import { tagNames } from "../../../services/categories/tags";
import { discussionListPaging, listDiscussions } from "../../../services/discussions/discussions";

/** A positive integer from a page param (numbers arrive parsed, query strings as text). */
function positiveInt(value: unknown): number | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The list query of the page: the definition's apiParams, overridden by the page's params. */
function pageQuery(props: DiscussionListAssetProps, ctx: HydrateContext, categoryPageID: number | undefined) {
  const { params } = ctx;
  const base: DiscussionsApiParams = props.apiParams ?? {};
  const sort = discussionSorts.includes(params.sort as DiscussionSort)
    ? (params.sort as DiscussionSort)
    : base.sort;
  const tagIDs = [params.tagID]
    .flat()
    .flatMap((value) => String(value ?? "").split(","))
    .map(positiveInt)
    .filter((id) => id !== undefined);
  const categoryID = categoryPageID ?? positiveInt(params.categoryID) ?? base.categoryID;
  const query: DiscussionsApiParams = {
    ...base,
    limit: base.limit ?? DISCUSSION_LIST_DEFAULT_LIMIT,
    page: positiveInt(params.page) ?? 1,
  };
  if (sort) query.sort = sort;
  // The page's question filter, only while the Q&A addon is on (the list refuses it otherwise).
  if (questionStatuses.includes(params.status as QuestionStatus))
    query.status = params.status as QuestionStatus;
  if (!isAddonEnabledIn(ctx.config, "qna")) delete query.status;
  if (params.bookmarked === true) query.bookmarked = true;
  if (tagIDs.length) query.tagID = tagIDs;
  if (categoryID !== undefined) {
    query.categoryID = categoryID;
    // A category page lists its child categories' discussions too, unless the definition says not.
    query.includeChildCategories = base.includeChildCategories ?? categoryPageID !== undefined;
  }
  return query;
}

/**
 * Preloads the discussion list of the page it is on: `/discussions` (query params pass through: page,
 * sort, tags, category, and the Q&A addon's question status) or
 * `/categories/{id}[/p{n}]` (record type category). An unknown or hidden category is a 404, which
 * turns the node into a LayoutError.
 */
export const hydrateDiscussionListAsset: WidgetHydrator = async (props, ctx) => {
  const typed = props as DiscussionListAssetProps;
  const categoryPageID = ctx.recordType === "category" && ctx.recordID > 0 ? ctx.recordID : typed.categoryID;
  if (categoryPageID !== undefined) await getCategoryRow(ctx.db, ctx.viewer, categoryPageID);
  const query = pageQuery(typed, ctx, categoryPageID);
  const [result, tags] = await Promise.all([
    listDiscussions(
      ctx.db,
      ctx.viewer,
      { ...query, expand: [...discussionWidgetExpand] },
      { withBody: false },
    ),
    tagNames(ctx.db, query.tagID ?? []),
  ]);
  const { page: _page, ...listQuery } = query;
  return {
    ...props,
    ...(categoryPageID !== undefined ? { categoryID: categoryPageID } : {}),
    apiParams: query,
    // The list is titled for them ("Tagged: …").
    ...(tags.length ? { tagNames: tags } : {}),
    discussions: result.discussions,
    initialPaging: discussionListPaging({ ...listQuery, expand: discussionWidgetExpand }, result),
  };
};
