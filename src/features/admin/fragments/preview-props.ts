import { apiClient } from "../../../../runtime/api/api-client";
import { fetchLayout, layoutKey } from "../../../../runtime/layout/use-layout";
import { layoutQueryFor } from "../../../../runtime/url/match-route";
import { CUSTOM_FRAGMENT_TYPE } from "./fragment-types";

/** The pages whose live data a preview can take. */
export type LivePage = "home" | "discussion";

interface FoundNode {
  $reactComponent: string;
  $reactProps?: Record<string, unknown>;
}

const isNode = (value: unknown): value is FoundNode =>
  typeof value === "object" && value !== null && typeof (value as FoundNode).$reactComponent === "string";

/** The first hydrated node (depth first, in page order) that `matches`, searching sections' children too. */
export function findNode(tree: unknown, matches: (node: FoundNode) => boolean): FoundNode | undefined {
  if (Array.isArray(tree)) {
    for (const item of tree) {
      const found = findNode(item, matches);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof tree !== "object" || tree === null) return undefined;
  if (isNode(tree) && matches(tree)) return tree;
  for (const value of Object.values(tree)) {
    const found = findNode(value, matches);
    if (found) return found;
  }
  return undefined;
}

/** The hydrated layout of a live page: the home page, or the newest discussion's page. */
async function livePageLayout(page: LivePage): Promise<unknown> {
  const site = { sectionID: 0, locale: document.documentElement.lang || "en" };
  let path = "/";
  if (page === "discussion") {
    const { data } = await apiClient.get<Array<{ discussionID: number }>>("discussions", {
      query: { limit: 1 },
    });
    const first = data[0];
    if (!first) return null;
    path = `/discussion/${first.discussionID}`;
  }
  const query = layoutQueryFor(path, "", site);
  if (!query) return null;
  const answer = await fetchLayout(layoutKey(query));
  return "layout" in answer ? answer.layout : null;
}

/**
 * The props the first widget of a fragment's type gets on a live page, as the page's own layout call
 * hydrates them; null when the page has none. A new widget type's are those of the first node using
 * this very fragment.
 */
export async function livePropsOf(
  page: LivePage,
  fragment: { fragmentUUID: string; fragmentType: string },
  widgetType: string | undefined,
): Promise<Record<string, unknown> | null> {
  const layout = await livePageLayout(page);
  if (fragment.fragmentType === CUSTOM_FRAGMENT_TYPE) {
    const node = findNode(layout, (candidate) => {
      const impl = candidate.$reactProps?.fragmentImpl as { fragmentUUID?: string } | undefined;
      return (
        candidate.$reactComponent.toLowerCase() === "customfragmentwidget" &&
        impl?.fragmentUUID === fragment.fragmentUUID
      );
    });
    return node ? ((node.$reactProps?.fragmentProps as Record<string, unknown> | undefined) ?? {}) : null;
  }
  if (!widgetType) return null;
  const node = findNode(
    layout,
    (candidate) => candidate.$reactComponent.toLowerCase() === widgetType.toLowerCase(),
  );
  return node ? (node.$reactProps ?? {}) : null;
}
