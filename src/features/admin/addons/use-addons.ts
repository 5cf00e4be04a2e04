import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { Addon } from "../../../../schemas/entities/addon.schema";

const ADDONS_KEY = "dashboard:addons";

/**
 * The site's addons (`GET /addons?type=addon`) and switching one (`PATCH /addons/{addonID}`
 * `{enabled}`, which answers the addons as they are now).
 */
export function useAddons() {
  const { data, error, mutate } = useSWR<Addon[], ApiError>(
    ADDONS_KEY,
    async () => (await apiClient.get<Addon[]>("addons", { query: { type: "addon" } })).data,
  );
  async function setEnabled(addon: Addon, enabled: boolean): Promise<void> {
    const answered = (await apiClient.patch<Addon[]>(`addons/${addon.addonID}`, { body: { enabled } })).data;
    await mutate(
      answered.filter((a) => a.type === "addon"),
      { revalidate: false },
    );
  }
  return { addons: data, error, setEnabled };
}
