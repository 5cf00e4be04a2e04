import { createContext, useContext } from "react";
import type { StarterTemplate } from "../../../../fragments/templates/index";

/**
 * What the fragments manager needs from layers a feature may not import (the app hands them down):
 * the starter templates of fragments/templates and the widgets' example props (their fixtures.ts).
 * Both are loaded only when asked for, so neither reaches a page's first load.
 */
export interface FragmentAuthoring {
  /** The starter code of a new fragment of `fragmentType` (fragments/templates `starterTemplate`). */
  loadStarterTemplate(fragmentType: string, name: string): Promise<StarterTemplate>;
  /** A widget's named example props (its folder's fixtures.ts), or undefined when it has none. */
  loadWidgetFixtures(widgetType: string): Promise<Record<string, Record<string, unknown>> | undefined>;
}

/** Without the app's sources: an empty starter and no examples. */
const noAuthoring: FragmentAuthoring = {
  loadStarterTemplate: async () => ({ tsx: "", css: "" }),
  loadWidgetFixtures: async () => undefined,
};

/** The app's fragment authoring sources (src/app/pages/DashboardPage.tsx provides them). */
export const FragmentAuthoringContext = createContext<FragmentAuthoring>(noAuthoring);

/** Reads the fragment authoring sources. */
export function useFragmentAuthoring(): FragmentAuthoring {
  return useContext(FragmentAuthoringContext);
}
