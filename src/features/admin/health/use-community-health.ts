import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import type { ApiError } from "../../../../runtime/api/api-error";
import type { CommunityHealth, CommunityHealthRange } from "../../../../schemas/api/community-health.schema";

/**
 * The community's health over the last `range` days (`GET /analytics/community-health?range=`), one
 * cache entry per range, so switching back shows the last answer while it is asked again.
 */
export function useCommunityHealth(range: CommunityHealthRange) {
  const { data, error, isLoading } = useSWR<CommunityHealth, ApiError>(
    ["dashboard:community-health", range],
    async () =>
      (await apiClient.get<CommunityHealth>("analytics/community-health", { query: { range } })).data,
    { keepPreviousData: true },
  );
  return { health: data, error, isLoading };
}
