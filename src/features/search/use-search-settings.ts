import { configValue, useSession } from "../../../runtime/data/session-store";
import { siteConfigDefaults } from "../../../schemas/config/site-config-defaults";
import type { SearchSettings } from "./search-url";

const newSearchPageDefault = siteConfigDefaults["themeFeatures.useNewSearchPage"];
const noExternalSearch = siteConfigDefaults["search.externalSearch"];

/** The search settings of the site config (content spec §2). */
export function useSearchSettings(): SearchSettings {
  const useNewSearchPage = useSession((s) =>
    configValue(s, "themeFeatures.useNewSearchPage", newSearchPageDefault),
  );
  const externalSearch = useSession((s) => configValue(s, "search.externalSearch", noExternalSearch));
  return { useNewSearchPage, externalSearch };
}
