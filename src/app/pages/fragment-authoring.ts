import type { FragmentAuthoring } from "../../features/admin";
import { widgetFolderOf } from "../../../runtime/registry/widget-folder";

type FixturesModule = Record<string, Record<string, Record<string, unknown>>>;

// Lazy: each widget's fixtures are a chunk of their own, read only by the fragments manager's preview.
const fixtureModules = import.meta.glob<FixturesModule>("../../../widgets/*/fixtures.ts");

/**
 * The fragments manager's sources from layers a feature may not import: the starter templates
 * (fragments/templates) and the widgets' example props (widgets/<folder>/fixtures.ts), both loaded on use.
 */
export const fragmentAuthoring: FragmentAuthoring = {
  async loadStarterTemplate(fragmentType, name) {
    const { starterTemplate } = await import("../../../fragments/templates/index");
    return starterTemplate(fragmentType, { name });
  },
  async loadWidgetFixtures(widgetType) {
    const load = fixtureModules[`../../../widgets/${widgetFolderOf(widgetType)}/fixtures.ts`];
    if (!load) return undefined;
    return Object.values(await load())[0];
  },
};
