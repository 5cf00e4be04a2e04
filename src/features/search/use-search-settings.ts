import { configValue, useSession } from "../../../runtime/data/session-store";
import { siteConfigKeys } from "../../../schemas/config/site-config";
import type { SearchSettings } from "./search-url";

const newSearchPageDefault = siteConfigKeys["themeFeatures.useNewSearchPage"].default;
const noExternalSearch = siteConfigKeys["search.externalSearch"].default;

/** The search settings of the site config (content spec §2). */
export function useSearchSettings(): SearchSettings {
  const useNewSearchPage = useSession((s) =>
    configValue(s, "themeFeatures.useNewSearchPage", newSearchPageDefault),
  );
  const externalSearch = useSession((s) => configValue(s, "search.externalSearch", noExternalSearch));
  return { useNewSearchPage, externalSearch };
}
