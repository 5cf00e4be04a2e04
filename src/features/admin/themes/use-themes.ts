import { useCallback, useState } from "react";
import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import type { Theme } from "../../../../schemas/entities/theme.schema";
import { useToast } from "../../../ui/toasts/use-toast";

/** The swr key of the dashboard's theme list. */
const THEMES_KEY = "dashboard:themes";

async function loadThemes(): Promise<Theme[]> {
  return (await apiClient.get<Theme[]>("themes")).data;
}

/** The site's themes (`GET /themes`, content spec §7), the current one first. */
export function useThemes() {
  const { data, error, mutate } = useSWR<Theme[], ApiError>(THEMES_KEY, loadThemes);
  return { themes: data, error, refresh: mutate };
}

/**
 * Applying a theme (`PUT /themes/current`, content spec §7): the theme being applied while the call
 * runs (shell spec §4: apply goes loading, then success), a toast saying so after, or the error's.
 */
export function useApplyTheme(onApplied: () => Promise<unknown>) {
  const toast = useToast();
  const [applyingID, setApplyingID] = useState<string | null>(null);
  const apply = useCallback(
    async (theme: Theme) => {
      setApplyingID(theme.themeID);
      try {
        await apiClient.put("themes/current", { body: { themeID: theme.themeID } });
        await onApplied();
        toast.add({
          body: t("{name} is now the site's theme: pages load with it from now on.", { name: theme.name }),
          autoDismiss: true,
        });
      } catch (error) {
        toast.error(error);
      } finally {
        setApplyingID(null);
      }
    },
    [onApplied, toast],
  );
  return { apply, applyingID };
}
